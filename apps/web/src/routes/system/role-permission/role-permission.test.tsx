import { ALL_PERMISSIONS } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../i18n/locales/en-US';
import { pt } from '../../../i18n/locales/pt';

// The screen's flows (tree rule, invitations, role changes) are covered in a real browser by
// e2e/role-permission.test.ts; the selection rule itself by packages/shared permissions tests.

function labelOf(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('permission labels', () => {
  it('translates every node of the tree in pt and en-US', () => {
    for (const key of ALL_PERMISSIONS) {
      const parent = ALL_PERMISSIONS.some((other) => other.startsWith(`${key}.`));
      const path = `${key}${parent ? '._' : ''}`;
      expect(typeof labelOf(pt.rolePermission.permission, path), `pt ${key}`).toBe('string');
      expect(typeof labelOf(enUS.rolePermission.permission, path), `en-US ${key}`).toBe('string');
    }
  });
});
