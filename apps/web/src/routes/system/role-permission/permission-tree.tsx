import {
  ALL_PERMISSIONS,
  deselectPermission,
  isPermissionKey,
  PERMISSION_TREE,
  type PermissionKey,
  type PermissionNode,
  permissionAncestors,
  pruneTree,
  selectPermission,
} from '@ponteiro/shared';
import { Button, Empty, Flex, Tree, type TreeDataNode, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { permissionLabelKey } from './permission-labels';
import { useRolePermissionTranslation } from './texts';

function toTreeData(
  nodes: readonly PermissionNode[],
  t: TFunction<'rolePermission'>,
): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: t(permissionLabelKey(node)),
    ...(node.children ? { children: toTreeData(node.children, t) } : {}),
  }));
}

/** Keys of the nodes that have children (what "expand all" opens). */
function parentKeys(nodes: readonly PermissionNode[]): PermissionKey[] {
  return nodes.flatMap((node) => (node.children ? [node.key, ...parentKeys(node.children)] : []));
}

const ALL_PARENTS = parentKeys(PERMISSION_TREE);

/** Opens the branches that lead to a ticked permission, so an edit shows what the role holds. */
function branchesOf(selected: readonly PermissionKey[]): PermissionKey[] {
  const open = new Set<PermissionKey>();
  for (const key of selected) for (const ancestor of permissionAncestors(key)) open.add(ancestor);
  return [...open];
}

export interface PermissionTreeProps {
  /** Set by Form.Item (the field's id). */
  id?: string;
  value?: readonly PermissionKey[];
  onChange?: (next: PermissionKey[]) => void;
}

/**
 * The permission tree with checkboxes. Ticking follows the product rule (shared selectPermission /
 * deselectPermission): a ticked node ticks its ancestors, an unticked one unticks its descendants.
 * antd's own cascade (parent ticks every child) is off (`checkStrictly`). Keyboard: arrows move,
 * Enter/Space ticks; a click on a label ticks too.
 */
export function PermissionTree({ id, value = [], onChange }: PermissionTreeProps) {
  const { t } = useRolePermissionTranslation();
  const [expanded, setExpanded] = useState<PermissionKey[]>(() => branchesOf(value));
  const treeData = useMemo(() => toTreeData(PERMISSION_TREE, t), [t]);

  return (
    <div id={id} data-testid="permission-tree">
      <Typography.Paragraph type="secondary">{t('editor.rule')}</Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => onChange?.([...ALL_PERMISSIONS])}>
          {t('editor.selectAll')}
        </Button>
        <Button size="small" onClick={() => onChange?.([])}>
          {t('editor.clear')}
        </Button>
        <Button size="small" onClick={() => setExpanded(ALL_PARENTS)}>
          {t('editor.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('editor.collapseAll')}
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          {t('editor.selectedCount', {
            count: value.length,
            total: ALL_PERMISSIONS.length,
          })}
        </Typography.Text>
      </Flex>
      <Tree
        aria-label={t('editor.treeLabel')}
        checkable
        checkStrictly
        selectable={false}
        treeData={treeData}
        checkedKeys={{ checked: [...value], halfChecked: [] }}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.filter(isPermissionKey))}
        onCheck={(_keys, info) => {
          const key = info.node.key;
          if (!isPermissionKey(key)) return;
          onChange?.(info.checked ? selectPermission(value, key) : deselectPermission(value, key));
        }}
      />
    </div>
  );
}

/** A role's permissions as a read-only tree (only the branches it holds, all open). */
export function PermissionTreeView({ permissions }: { permissions: readonly PermissionKey[] }) {
  const { t } = useRolePermissionTranslation();
  const treeData = useMemo(() => toTreeData(pruneTree(permissions), t), [permissions, t]);
  if (treeData.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.none')} />;
  }
  return (
    <Tree
      aria-label={t('editor.granted')}
      data-testid="permission-view"
      selectable={false}
      treeData={treeData}
      defaultExpandAll
    />
  );
}
