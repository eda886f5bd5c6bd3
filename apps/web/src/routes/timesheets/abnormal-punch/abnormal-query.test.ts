import { describe, expect, it } from 'vitest';
import {
  abnormalQueryOf,
  allDisregardable,
  decisionItemOf,
  isAbnormalFiltered,
} from './abnormal-query';

const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PUNCH = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const TODAY = '2026-08-10';

describe('the abnormal-punch address', () => {
  it('defaults to the last 7 days, pending, the first page', () => {
    expect(abnormalQueryOf({}, TODAY, 'pending')).toEqual({
      query: { page: 1, page_size: 25, from: '2026-08-04', to: '2026-08-10', status: 'pending' },
      clamped: false,
    });
  });

  it.each([
    ['a month is kept', { from: '2026-07-01', to: '2026-07-31' }, '2026-07-31', false],
    ['32 days are cut to 31', { from: '2026-07-01', to: '2026-08-01' }, '2026-07-31', true],
    ['one end given: the other follows', { from: '2026-08-08' }, TODAY, false],
  ])('%s', (_name, params, to, clamped) => {
    const result = abnormalQueryOf(params, TODAY, 'pending');
    expect(result.query.to).toBe(to);
    expect(result.clamped).toBe(clamped);
  });

  it('keeps known kinds and, on the approval screen, a decided status (approved by default)', () => {
    expect(abnormalQueryOf({ kind: 'repeated' }, TODAY, 'pending').query.kind).toBe('repeated');
    expect(abnormalQueryOf({ kind: 'nope' }, TODAY, 'pending').query.kind).toBeUndefined();
    expect(abnormalQueryOf({ status: 'approved' }, TODAY, 'pending').query.status).toBe('pending');
    expect(abnormalQueryOf({}, TODAY, 'decided').query.status).toBe('approved');
    expect(abnormalQueryOf({ status: 'disregarded' }, TODAY, 'decided').query.status).toBe(
      'disregarded',
    );
    expect(abnormalQueryOf({ status: 'pending' }, TODAY, 'decided').query.status).toBe('approved');
  });

  it('tells a filtered list from the default one (the status is not a filter)', () => {
    expect(isAbnormalFiltered({}, TODAY)).toBe(false);
    expect(isAbnormalFiltered({ status: 'disregarded' }, TODAY)).toBe(false);
    expect(isAbnormalFiltered({ kind: 'missing' }, TODAY)).toBe(true);
    expect(isAbnormalFiltered({ employee_id: ANA }, TODAY)).toBe(true);
  });

  it('reads a decision item back from an anomaly id', () => {
    expect(decisionItemOf(`odd_count:${ANA}:2026-08-03:`)).toEqual({
      kind: 'odd_count',
      employee_id: ANA,
      day: '2026-08-03',
    });
    expect(decisionItemOf(`repeated:${ANA}:2026-08-04:${PUNCH}`)).toEqual({
      kind: 'repeated',
      employee_id: ANA,
      day: '2026-08-04',
      record_id: PUNCH,
    });
    expect(decisionItemOf('weird:x')).toBeNull();
    expect(allDisregardable([`repeated:${ANA}:2026-08-04:${PUNCH}`])).toBe(true);
    expect(
      allDisregardable([`repeated:${ANA}:2026-08-04:${PUNCH}`, `missing:${ANA}:2026-08-05:`]),
    ).toBe(false);
  });
});
