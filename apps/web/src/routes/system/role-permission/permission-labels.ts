import type { PermissionNode } from '@ponteiro/shared';
import type { ParseKeys } from 'i18next';

/** A permission label of the rolePermission namespace (role-permission.test.tsx checks each node). */
export type PermissionLabelKey = Extract<ParseKeys<'rolePermission'>, `permission.${string}`>;

/**
 * The catalogue key of a permission's label. Labels are nested like the tree; a node with children
 * keeps its own label under `_` (see locales/pt/role-permission.ts).
 */
export function permissionLabelKey(node: PermissionNode): PermissionLabelKey {
  return `permission.${node.key}${node.children ? '._' : ''}` as PermissionLabelKey;
}
