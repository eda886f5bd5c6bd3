// The permission tree of the product specification. A permission's key is its dotted path
// (`organization.subsidiary.add`). Custom roles are built by ticking nodes of this tree; the API and
// the SPA read the same keys. Pure data and pure functions.

const CRUD = { add: {}, edit: {}, delete: {} } as const;
const EDIT_ONLY = { edit: {} } as const;

/**
 * The tree as nested objects, in display order (object key order is insertion order). Each key is
 * one segment of a path; `{}` is a leaf. `PermissionKey` and `PERMISSION_TREE` are derived from it,
 * so a key can only be written one way.
 */
const PERMISSION_SPEC = {
  user_profile: EDIT_ONLY,
  company_profile: EDIT_ONLY,
  dashboard: {},
  organization: {
    structure: {},
    subsidiary: CRUD,
    department: CRUD,
    position: CRUD,
    location: CRUD,
  },
  employee: { add: {}, edit: {}, enable: {}, disable: {}, import: {}, history: {} },
  ta_events: { leave: {}, manual_punch: {}, overtime: {} },
  timesheets: { timesheet: {}, punch_log: {} },
  reports: { time_mirror: {}, hours_bank: {}, overtime: {}, payroll: {}, summary: {} },
  settings: {
    time_policy: {
      schedule: CRUD,
      holiday: CRUD,
      leave_setting: CRUD,
      advanced_setting: EDIT_ONLY,
      hours_bank: EDIT_ONLY,
    },
    workflow: CRUD,
    device: {
      add: {},
      edit: {},
      delete: {},
      synchronize: {},
      remote_registration: {},
      reboot: {},
    },
    // The specification nests System under Settings (the menu shows it in the Settings group).
    system: {
      subscription: {},
      time_tracking: {},
      notifications: {},
      role_permission: {},
      afd_aej: {},
      personalization: {},
    },
  },
} as const;

type SpecPaths<T> = {
  [K in keyof T & string]: K | `${K}.${SpecPaths<T[K]>}`;
}[keyof T & string];

/** Every permission of the tree, parents included (`reports`, `reports.time_mirror`, …). */
export type PermissionKey = SpecPaths<typeof PERMISSION_SPEC>;

export interface PermissionNode {
  readonly key: PermissionKey;
  /** Absent on leaves. */
  readonly children?: readonly PermissionNode[];
}

type Spec = { readonly [segment: string]: Spec };

function buildNodes(spec: Spec, prefix: string): readonly PermissionNode[] {
  return Object.freeze(
    Object.entries(spec).map(([segment, childSpec]) => {
      const key = (prefix ? `${prefix}.${segment}` : segment) as PermissionKey;
      const children = buildNodes(childSpec, key);
      return Object.freeze(children.length > 0 ? { key, children } : { key });
    }),
  );
}

/** The permission tree, in display order. */
export const PERMISSION_TREE: readonly PermissionNode[] = buildNodes(PERMISSION_SPEC, '');

function flatten(nodes: readonly PermissionNode[], out: PermissionKey[]): PermissionKey[] {
  for (const node of nodes) {
    out.push(node.key);
    if (node.children) flatten(node.children, out);
  }
  return out;
}

/** Every node of the tree, parents included, in tree order (a parent comes before its children). */
export const ALL_PERMISSIONS: readonly PermissionKey[] = Object.freeze(
  flatten(PERMISSION_TREE, []),
);

const ORDER = new Map<string, number>(ALL_PERMISSIONS.map((key, index) => [key, index]));

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && ORDER.has(value);
}

/** The entries of `list` that are not keys of the tree (a request naming them is refused). */
export function unknownPermissionKeys(list: readonly string[]): string[] {
  return [...new Set(list.filter((key) => !isPermissionKey(key)))];
}

/** `settings.time_policy.schedule.add` → `['settings', 'settings.time_policy', …schedule]`. */
export function permissionAncestors(key: PermissionKey): PermissionKey[] {
  const segments = key.split('.');
  const ancestors: PermissionKey[] = [];
  for (let length = 1; length < segments.length; length += 1) {
    ancestors.push(segments.slice(0, length).join('.') as PermissionKey);
  }
  return ancestors;
}

/** Every permission below `key`, in tree order (empty for a leaf). */
export function permissionDescendants(key: PermissionKey): PermissionKey[] {
  const prefix = `${key}.`;
  return ALL_PERMISSIONS.filter((candidate) => candidate.startsWith(prefix));
}

/** The known keys of `keys`, unique, in tree order (no ancestor is added). */
function inTreeOrder(keys: Iterable<string>): PermissionKey[] {
  const known = new Set<PermissionKey>();
  for (const key of keys) if (isPermissionKey(key)) known.add(key);
  return [...known].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

/**
 * Drops unknown keys and adds the missing ancestors of the rest; unique, in tree order. Use it on
 * anything read from storage or a request before relying on it.
 */
export function normalizePermissions(list: readonly string[]): PermissionKey[] {
  const keys = new Set<string>();
  for (const key of list) {
    if (!isPermissionKey(key)) continue;
    keys.add(key);
    for (const ancestor of permissionAncestors(key)) keys.add(ancestor);
  }
  return inTreeOrder(keys);
}

/** Ticking a permission also ticks its parents. Returns a new normalized list. */
export function selectPermission(
  current: readonly PermissionKey[],
  key: PermissionKey,
): PermissionKey[] {
  return normalizePermissions([...current, key]);
}

/**
 * Unticking a permission also unticks everything below it; its parents stay. Returns a new list,
 * unique, in tree order.
 */
export function deselectPermission(
  current: readonly PermissionKey[],
  key: PermissionKey,
): PermissionKey[] {
  const removed = new Set<string>([key, ...permissionDescendants(key)]);
  return inTreeOrder(current.filter((candidate) => !removed.has(candidate)));
}

/** The part of the tree made of `keys` (a node whose key is absent is dropped with its subtree). */
export function pruneTree(
  keys: readonly PermissionKey[],
  nodes: readonly PermissionNode[] = PERMISSION_TREE,
): readonly PermissionNode[] {
  const kept = new Set<string>(keys);
  const prune = (list: readonly PermissionNode[]): readonly PermissionNode[] =>
    Object.freeze(
      list
        .filter((node) => kept.has(node.key))
        .map((node) => {
          const children = node.children ? prune(node.children) : [];
          return Object.freeze(
            children.length > 0 ? { key: node.key, children } : { key: node.key },
          );
        }),
    );
  return prune(nodes);
}
