import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  deselectPermission,
  isPermissionKey,
  normalizePermissions,
  PERMISSION_TREE,
  type PermissionKey,
  type PermissionNode,
  permissionAncestors,
  permissionDescendants,
  pruneTree,
  selectPermission,
  unknownPermissionKeys,
} from './index.js';

// The leaves of the specification's permission tree, written out by hand.
const EXPECTED_LEAVES = [
  'user_profile.edit',
  'company_profile.edit',
  'dashboard',
  'organization.structure',
  'organization.subsidiary.add',
  'organization.subsidiary.edit',
  'organization.subsidiary.delete',
  'organization.department.add',
  'organization.department.edit',
  'organization.department.delete',
  'organization.position.add',
  'organization.position.edit',
  'organization.position.delete',
  'organization.location.add',
  'organization.location.edit',
  'organization.location.delete',
  'employee.add',
  'employee.edit',
  'employee.enable',
  'employee.disable',
  'employee.import',
  'employee.history',
  'ta_events.leave',
  'ta_events.manual_punch',
  'ta_events.overtime',
  'timesheets.timesheet',
  'timesheets.punch_log',
  'reports.time_mirror',
  'reports.hours_bank',
  'reports.overtime',
  'reports.payroll',
  'reports.summary',
  'settings.time_policy.schedule.add',
  'settings.time_policy.schedule.edit',
  'settings.time_policy.schedule.delete',
  'settings.time_policy.holiday.add',
  'settings.time_policy.holiday.edit',
  'settings.time_policy.holiday.delete',
  'settings.time_policy.leave_setting.add',
  'settings.time_policy.leave_setting.edit',
  'settings.time_policy.leave_setting.delete',
  'settings.time_policy.advanced_setting.edit',
  'settings.time_policy.hours_bank.edit',
  'settings.workflow.add',
  'settings.workflow.edit',
  'settings.workflow.delete',
  'settings.device.add',
  'settings.device.edit',
  'settings.device.delete',
  'settings.device.synchronize',
  'settings.device.remote_registration',
  'settings.device.reboot',
  'settings.system.subscription',
  'settings.system.time_tracking',
  'settings.system.notifications',
  'settings.system.role_permission',
  'settings.system.afd_aej',
  'settings.system.personalization',
];

function walk(nodes: readonly PermissionNode[], visit: (node: PermissionNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children) walk(node.children, visit);
  }
}

describe('permission tree', () => {
  it('gives every node a unique key', () => {
    const keys: string[] = [];
    walk(PERMISSION_TREE, (node) => keys.push(node.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...ALL_PERMISSIONS]);
  });

  it('keys each child by its parent key plus one segment', () => {
    walk(PERMISSION_TREE, (node) => {
      expect(node.key).toMatch(/^[a-z_]+(\.[a-z_]+)*$/);
      for (const child of node.children ?? []) {
        expect(child.key.startsWith(`${node.key}.`)).toBe(true);
        expect(child.key.slice(node.key.length + 1)).not.toContain('.');
      }
      if (node.children) expect(node.children.length).toBeGreaterThan(0);
    });
    expect(PERMISSION_TREE.map((node) => node.key)).toEqual([
      'user_profile',
      'company_profile',
      'dashboard',
      'organization',
      'employee',
      'ta_events',
      'timesheets',
      'reports',
      'settings',
    ]);
  });

  it('has exactly the leaves of the specification, in order', () => {
    const leaves: string[] = [];
    walk(PERMISSION_TREE, (node) => {
      if (!node.children) leaves.push(node.key);
    });
    expect(leaves).toEqual(EXPECTED_LEAVES);
  });

  it('lists parents in ALL_PERMISSIONS before their children', () => {
    ALL_PERMISSIONS.forEach((key, index) => {
      for (const ancestor of permissionAncestors(key)) {
        expect(ALL_PERMISSIONS.indexOf(ancestor)).toBeGreaterThanOrEqual(0);
        expect(ALL_PERMISSIONS.indexOf(ancestor)).toBeLessThan(index);
      }
    });
    expect(ALL_PERMISSIONS).toHaveLength(EXPECTED_LEAVES.length + 21);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(PERMISSION_TREE)).toBe(true);
    expect(Object.isFrozen(PERMISSION_TREE[0])).toBe(true);
    expect(Object.isFrozen(ALL_PERMISSIONS)).toBe(true);
  });

  it.each([
    ['dashboard', true],
    ['settings.time_policy.schedule.edit', true],
    ['settings.system.role_permission', true],
    ['settings.system', true],
    // The old top-level place of System (before migration 0015) is no key any more.
    ['system.role_permission', false],
    ['system', false],
    ['organization.subsidiary.view', false],
    ['', false],
    ['Dashboard', false],
    ['dashboard.', false],
    ['constructor', false],
    ['__proto__', false],
  ])('isPermissionKey(%j) is %s', (value, expected) => {
    expect(isPermissionKey(value)).toBe(expected);
  });

  it('rejects values that are not strings', () => {
    expect(isPermissionKey(undefined)).toBe(false);
    expect(isPermissionKey(null)).toBe(false);
    expect(isPermissionKey(1)).toBe(false);
  });

  it('finds ancestors and descendants', () => {
    expect(permissionAncestors('dashboard')).toEqual([]);
    expect(permissionAncestors('settings.time_policy.schedule.add')).toEqual([
      'settings',
      'settings.time_policy',
      'settings.time_policy.schedule',
    ]);
    expect(permissionDescendants('settings.time_policy.schedule.add')).toEqual([]);
    expect(permissionDescendants('settings.time_policy.schedule')).toEqual([
      'settings.time_policy.schedule.add',
      'settings.time_policy.schedule.edit',
      'settings.time_policy.schedule.delete',
    ]);
    expect(permissionDescendants('reports')).toEqual([
      'reports.time_mirror',
      'reports.hours_bank',
      'reports.overtime',
      'reports.payroll',
      'reports.summary',
    ]);
  });
});

describe('selecting permissions', () => {
  const cases: [string, PermissionKey[], PermissionKey, PermissionKey[]][] = [
    ['a root leaf', [], 'dashboard', ['dashboard']],
    ['a child adds its parent', [], 'reports.time_mirror', ['reports', 'reports.time_mirror']],
    [
      'a deep leaf adds every ancestor',
      [],
      'settings.time_policy.schedule.edit',
      [
        'settings',
        'settings.time_policy',
        'settings.time_policy.schedule',
        'settings.time_policy.schedule.edit',
      ],
    ],
    [
      'a sibling of a deep node keeps tree order',
      ['settings', 'settings.device', 'settings.device.reboot'],
      'settings.device.remote_registration',
      [
        'settings',
        'settings.device',
        'settings.device.remote_registration',
        'settings.device.reboot',
      ],
    ],
    [
      'a parent does not add its children',
      [],
      'organization.subsidiary',
      ['organization', 'organization.subsidiary'],
    ],
    [
      'an already held key changes nothing',
      ['reports', 'reports.payroll'],
      'reports.payroll',
      ['reports', 'reports.payroll'],
    ],
    [
      'the result is in tree order whatever the input order',
      ['settings.system.afd_aej', 'settings.system', 'settings', 'dashboard'],
      'user_profile.edit',
      [
        'user_profile',
        'user_profile.edit',
        'dashboard',
        'settings',
        'settings.system',
        'settings.system.afd_aej',
      ],
    ],
  ];

  it.each(cases)('%s', (_name, current, key, expected) => {
    const before = [...current];
    expect(selectPermission(current, key)).toEqual(expected);
    expect(current).toEqual(before);
  });
});

describe('deselecting permissions', () => {
  const schedule: PermissionKey[] = [
    'settings',
    'settings.time_policy',
    'settings.time_policy.schedule',
    'settings.time_policy.schedule.add',
    'settings.time_policy.schedule.edit',
    'settings.time_policy.holiday',
    'settings.time_policy.holiday.delete',
  ];
  const cases: [string, PermissionKey[], PermissionKey, PermissionKey[]][] = [
    [
      'a leaf: parents stay',
      ['reports', 'reports.time_mirror', 'reports.payroll'],
      'reports.payroll',
      ['reports', 'reports.time_mirror'],
    ],
    [
      'the last child: the parent still stays',
      ['reports', 'reports.time_mirror'],
      'reports.time_mirror',
      ['reports'],
    ],
    [
      'a parent removes its whole subtree',
      ['dashboard', 'reports', 'reports.time_mirror', 'reports.summary'],
      'reports',
      ['dashboard'],
    ],
    [
      'a deep node removes its children, keeps ancestors and siblings',
      schedule,
      'settings.time_policy.schedule',
      [
        'settings',
        'settings.time_policy',
        'settings.time_policy.holiday',
        'settings.time_policy.holiday.delete',
      ],
    ],
    ['a root removes every level below it', schedule, 'settings', []],
    [
      'a deep leaf removes only itself',
      schedule,
      'settings.time_policy.schedule.edit',
      schedule.filter((key) => key !== 'settings.time_policy.schedule.edit'),
    ],
    [
      'a key not held changes nothing',
      ['reports', 'reports.time_mirror'],
      'dashboard',
      ['reports', 'reports.time_mirror'],
    ],
    [
      'a prefix that is not an ancestor is not touched',
      ['reports', 'reports.overtime', 'ta_events', 'ta_events.overtime'],
      'ta_events',
      ['reports', 'reports.overtime'],
    ],
  ];

  it.each(cases)('%s', (_name, current, key, expected) => {
    const before = [...current];
    expect(deselectPermission(current, key)).toEqual(expected);
    expect(current).toEqual(before);
  });

  it('select then deselect of a deep leaf leaves its ancestors', () => {
    const selected = selectPermission([], 'organization.location.delete');
    expect(deselectPermission(selected, 'organization.location.delete')).toEqual([
      'organization',
      'organization.location',
    ]);
  });
});

describe('normalizePermissions', () => {
  it.each([
    ['empty', [], []],
    ['unknown keys are dropped', ['nope', 'dashboard', 'reports.nope', ''], ['dashboard']],
    [
      'missing ancestors are added',
      ['settings.device.reboot'],
      ['settings', 'settings.device', 'settings.device.reboot'],
    ],
    [
      'duplicates are removed and tree order restored',
      ['settings.system.afd_aej', 'dashboard', 'settings.system.afd_aej', 'dashboard'],
      ['dashboard', 'settings', 'settings.system', 'settings.system.afd_aej'],
    ],
    ['a child of an unknown key does not sneak in', ['system.role_permission'], []],
    ['every permission stays every permission', [...ALL_PERMISSIONS].reverse(), ALL_PERMISSIONS],
  ] as [string, string[], readonly string[]][])('%s', (_name, input, expected) => {
    expect(normalizePermissions(input)).toEqual([...expected]);
  });
});

describe('pruneTree', () => {
  it('keeps only the given nodes, dropping subtrees of absent ones', () => {
    expect(pruneTree(['reports', 'reports.payroll', 'timesheets.punch_log', 'dashboard'])).toEqual([
      { key: 'dashboard' },
      { key: 'reports', children: [{ key: 'reports.payroll' }] },
    ]);
  });
});

describe('unknownPermissionKeys', () => {
  it.each([
    ['none', ['dashboard', 'settings.system.afd_aej'], []],
    [
      'the old top-level System',
      ['system', 'system.afd_aej', 'dashboard'],
      ['system', 'system.afd_aej'],
    ],
    ['repeated once', ['nope', 'nope', ''], ['nope', '']],
    ['prototype names', ['__proto__', 'constructor'], ['__proto__', 'constructor']],
  ] as [string, string[], string[]][])('%s', (_name, input, expected) => {
    expect(unknownPermissionKeys(input)).toEqual(expected);
  });
});
