import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  BUILT_IN_ROLES,
  canAssignRole,
  EMPLOYEE_PERMISSION_TREE,
  EMPLOYEE_PERMISSIONS,
  effectivePermissions,
  isBuiltInRole,
  isFullAccessRole,
  permissionsOfBuiltInRole,
  ROLE_RANK,
  roleRank,
} from './index.js';

describe('built-in roles', () => {
  it('are owner, super_admin, admin and employee', () => {
    expect(BUILT_IN_ROLES).toEqual(['owner', 'super_admin', 'admin', 'employee']);
  });

  it.each([
    ['owner', true, true],
    ['super_admin', true, true],
    ['admin', true, true],
    ['employee', true, false],
    ['Admin', false, false],
    ['SuperAdmin', false, false],
    ['8f6c0a2e-9a4b-4c52-9d1e-1a2b3c4d5e6f', false, false],
    ['', false, false],
  ])('%j: built-in %s, full access %s', (role, builtIn, fullAccess) => {
    expect(isBuiltInRole(role)).toBe(builtIn);
    expect(isFullAccessRole(role)).toBe(fullAccess);
  });

  it('give owner, super_admin and admin every permission', () => {
    for (const role of ['owner', 'super_admin', 'admin'] as const) {
      expect(permissionsOfBuiltInRole(role)).toEqual(ALL_PERMISSIONS);
    }
  });

  it('give the employee exactly the reduced tree of the specification', () => {
    expect(permissionsOfBuiltInRole('employee')).toBe(EMPLOYEE_PERMISSIONS);
    expect(EMPLOYEE_PERMISSIONS).toEqual([
      'user_profile',
      'company_profile',
      'ta_events',
      'ta_events.leave',
      'ta_events.manual_punch',
      'ta_events.overtime',
      'timesheets',
      'timesheets.punch_log',
      'reports',
      'reports.time_mirror',
      'reports.hours_bank',
      'reports.overtime',
      'reports.payroll',
    ]);
    expect(EMPLOYEE_PERMISSION_TREE).toEqual([
      { key: 'user_profile' },
      { key: 'company_profile' },
      {
        key: 'ta_events',
        children: [
          { key: 'ta_events.leave' },
          { key: 'ta_events.manual_punch' },
          { key: 'ta_events.overtime' },
        ],
      },
      { key: 'timesheets', children: [{ key: 'timesheets.punch_log' }] },
      {
        key: 'reports',
        children: [
          { key: 'reports.time_mirror' },
          { key: 'reports.hours_bank' },
          { key: 'reports.overtime' },
          { key: 'reports.payroll' },
        ],
      },
    ]);
  });

  it('ignore stored permissions for built-in roles, normalize them for custom roles', () => {
    expect(effectivePermissions('admin', [])).toEqual(ALL_PERMISSIONS);
    expect(effectivePermissions('employee', ['settings.system.role_permission'])).toEqual(
      EMPLOYEE_PERMISSIONS,
    );
    expect(effectivePermissions('custom-role-id', ['reports.time_mirror', 'bogus'])).toEqual([
      'reports',
      'reports.time_mirror',
    ]);
  });
});

describe('role hierarchy', () => {
  it('ranks owner > super_admin > admin > custom = employee', () => {
    expect(ROLE_RANK.owner).toBeGreaterThan(ROLE_RANK.super_admin);
    expect(ROLE_RANK.super_admin).toBeGreaterThan(ROLE_RANK.admin);
    expect(ROLE_RANK.custom).toBe(ROLE_RANK.admin - 1);
    expect(ROLE_RANK.employee).toBe(ROLE_RANK.custom);
    expect(roleRank('some-custom-role')).toBe(ROLE_RANK.custom);
    expect(roleRank('Owner')).toBe(ROLE_RANK.custom);
  });

  const CUSTOM = 'c0ffee00-0000-4000-8000-000000000001';
  const OTHER_CUSTOM = 'c0ffee00-0000-4000-8000-000000000002';
  it.each([
    ['owner', 'owner', true],
    ['owner', 'super_admin', true],
    ['owner', 'admin', true],
    ['owner', 'employee', true],
    ['owner', CUSTOM, true],
    ['super_admin', 'owner', false],
    ['super_admin', 'super_admin', true],
    ['super_admin', 'admin', true],
    ['super_admin', CUSTOM, true],
    ['super_admin', 'employee', true],
    ['admin', 'owner', false],
    ['admin', 'super_admin', false],
    ['admin', 'admin', true],
    ['admin', CUSTOM, true],
    ['admin', 'employee', true],
    [CUSTOM, 'owner', false],
    [CUSTOM, 'super_admin', false],
    [CUSTOM, 'admin', false],
    [CUSTOM, OTHER_CUSTOM, true],
    [CUSTOM, 'employee', true],
    ['employee', 'admin', false],
    ['employee', CUSTOM, true],
    ['employee', 'employee', true],
    ['Admin', 'admin', false],
  ])('%s may assign %s: %s', (actor, target, expected) => {
    expect(canAssignRole(actor, target)).toBe(expected);
  });
});
