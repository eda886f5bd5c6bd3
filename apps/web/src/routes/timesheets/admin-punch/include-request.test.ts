import { adminPunchBodySchema, adminPunchBulkBodySchema } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { HHMM, includeRequestOf } from './include-request';

const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const BIA = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('the "Incluir marcação" request', () => {
  it('one employee → include, with a wall time and the reason trimmed', () => {
    const request = includeRequestOf({
      employee_ids: [ANA],
      date: '2026-08-03',
      time: '08:01',
      reason: '  esqueceu de marcar ',
    });
    expect(request).toEqual({
      many: false,
      body: { employee_id: ANA, punched_at: '2026-08-03T08:01', reason: 'esqueceu de marcar' },
    });
    expect(adminPunchBodySchema.safeParse(request.body).success).toBe(true);
  });

  it('several employees → includeMany', () => {
    const request = includeRequestOf({
      employee_ids: [ANA, BIA],
      date: '2026-08-03',
      time: '18:00',
      reason: 'sistema fora do ar',
    });
    expect(request).toEqual({
      many: true,
      body: {
        employee_ids: [ANA, BIA],
        punched_at: '2026-08-03T18:00',
        reason: 'sistema fora do ar',
      },
    });
    expect(adminPunchBulkBodySchema.safeParse(request.body).success).toBe(true);
  });

  it('nobody chosen is a bulk body the contract refuses (the form says which field)', () => {
    const request = includeRequestOf({ employee_ids: [], date: '', time: '', reason: 'x' });
    expect(request.many).toBe(true);
    const issues = adminPunchBulkBodySchema.safeParse(request.body).error?.issues ?? [];
    expect(issues.map((issue) => issue.path[0]).sort()).toEqual([
      'employee_ids',
      'punched_at',
      'reason',
    ]);
  });

  it.each([
    ['08:00', true],
    ['23:59', true],
    ['24:00', false],
    ['8:00', false],
    ['08:60', false],
  ])('time %s is HH:MM: %s', (time, valid) => {
    expect(HHMM.test(time)).toBe(valid);
  });
});
