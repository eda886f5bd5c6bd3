import type { FullRules } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { applyPreset, bodyOf, initialValues, lastMonth, tone } from './simulator-values';

const defaults = DEFAULT_RULES as FullRules;

describe('simulator form values', () => {
  it.each([
    ['2026-11-29', { from: '2026-10-01', to: '2026-10-31' }],
    ['2026-01-10', { from: '2025-12-01', to: '2025-12-31' }],
    ['2026-03-31', { from: '2026-02-01', to: '2026-02-28' }],
  ])('last month of %s', (today, period) => {
    expect(lastMonth(today)).toEqual(period);
  });

  it('proposes only what differs from the company defaults', () => {
    const start = initialValues(defaults, '2026-11-29');
    expect(bodyOf(start, defaults).proposal).toEqual({ rules: {}, schedule: null });
    const bank = applyPreset(applyPreset(start, 'bank'), 'tolerance');
    expect(bodyOf(bank, defaults).proposal.rules).toEqual({
      hoursBank: true,
      tolerancePerMark: 10,
      tolerancePerDay: 20,
    });
    expect(bodyOf(applyPreset(start, 'rest35'), defaults).proposal.rules).toEqual({
      interjornadaAcrossRestDayMinutes: 2100,
    });
    expect(bodyOf(applyPreset(start, 'scale'), defaults).proposal.schedule).toEqual({
      kind: 'cycle',
      anchor: '2026-10-01',
      pattern: [[['07:00', '19:00']], []],
    });
  });

  it('sends only the chosen selection', () => {
    const start = initialValues(defaults, '2026-11-29');
    const body = bodyOf(
      { ...start, who: 'department', department_id: 'd', subsidiary_id: 's' },
      defaults,
    );
    expect(body.selection).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      who: 'department',
      department_id: 'd',
    });
  });

  it.each([
    ['overtime_minutes', -10, 'good'],
    ['overtime_minutes', 10, 'bad'],
    ['bank_minutes', 10, 'good'],
    ['cost', null, 'none'],
    ['cost', 0, 'none'],
  ] as const)('%s %s reads %s', (key, diff, expected) => {
    expect(tone(key, diff)).toBe(expected);
  });
});
