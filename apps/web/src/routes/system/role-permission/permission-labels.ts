import type { PermissionNode } from '@ponteiro/shared';

/**
 * The catalogue key of a permission's label. Labels are nested like the tree; a node with children
 * keeps its own label under `_` (see locales/pt/role-permission.ts).
 */
export function permissionLabelKey(node: PermissionNode): string {
  return `rolePermission.permission.${node.key}${node.children ? '._' : ''}`;
}
