import { describe, expect, it } from 'vitest';
import { pairsOn } from './scenario-builder.js';

const office = {
  kind: 'weekly' as const,
  days: {
    mon: [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ] as [string, string][],
    sat: [['08:00', '12:00']] as [string, string][],
  },
};
const twelve = {
  kind: 'cycle' as const,
  anchor: '2026-08-01',
  pattern: [[['07:00', '19:00']] as [string, string][], []],
};

describe('pairsOn: the scheduled pairs of a day, as the engine reads the schedule', () => {
  it.each([
    ['a Monday of the week', office, '2026-08-03', office.days.mon],
    ['a Saturday', office, '2026-08-08', office.days.sat],
    ['a day the week leaves out', office, '2026-08-04', []],
    ['the anchor of a 12x36', twelve, '2026-08-01', [['07:00', '19:00']]],
    ['the day after it', twelve, '2026-08-02', []],
    ['a month later (odd offset)', twelve, '2026-09-01', []],
    ['before the anchor (even offset)', twelve, '2026-07-30', [['07:00', '19:00']]],
    ['before the anchor (odd offset)', twelve, '2026-07-31', []],
  ])('%s', (_name, schedule, day, expected) => {
    expect(pairsOn(schedule, day)).toEqual(expected);
  });
});
