import { ApartmentOutlined, BankOutlined, ClusterOutlined } from '@ant-design/icons';
import { endpoints, type StructureNode } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Space, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { useOrganizationTranslation } from './texts';

const ICONS = {
  company: <BankOutlined />,
  subsidiary: <ApartmentOutlined />,
  department: <ClusterOutlined />,
};

/** `/organization/structure`: company → subsidiaries → departments with active headcounts. */
export function StructurePage() {
  const { t } = useOrganizationTranslation();
  const structure = useQuery({
    queryKey: queryKeyOf(endpoints.organization.structure),
    queryFn: () => callOperation(endpoints.organization.structure, undefined, { silent: true }),
  });
  const { treeData, keys } = useMemo(() => {
    const all: string[] = [];
    const toTree = (node: StructureNode): TreeDataNode => {
      all.push(node.id);
      return {
        key: node.id,
        icon: ICONS[node.kind],
        title: (
          <Space size={8}>
            <span>{node.name}</span>
            <Tag>{t('structure.headcount', { count: node.headcount })}</Tag>
          </Space>
        ),
        children: node.children.map(toTree),
      };
    };
    return { treeData: structure.data ? [toTree(structure.data)] : [], keys: all };
  }, [structure.data, t]);
  // The company and its subsidiaries start open; departments below them start closed.
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const opened =
    expanded ??
    (structure.data ? [structure.data.id, ...structure.data.children.map((c) => c.id)] : []);

  return (
    <section className="page-card page-card--wide" data-testid="structure">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('structure.title')}</h1>
          <p className="page-subtitle">{t('structure.subtitle')}</p>
        </div>
        <Space>
          <Button onClick={() => setExpanded(keys)}>{t('structure.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('structure.collapseAll')}</Button>
        </Space>
      </div>
      {structure.isError ? <FormAlert message={structure.error.message} /> : null}
      {structure.isPending ? <Skeleton active /> : null}
      {structure.data && structure.data.children.length === 0 ? (
        <Empty description={t('structure.empty')} />
      ) : null}
      {structure.data ? (
        <Tree
          showIcon
          selectable={false}
          treeData={treeData}
          expandedKeys={opened}
          onExpand={(next) => setExpanded(next)}
        />
      ) : null}
    </section>
  );
}
