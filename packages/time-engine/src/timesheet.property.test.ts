import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from './test-support.js';
import { computeTimesheet, sumDays } from './timesheet.js';
import type { Scenario } from './types.js';

const WEEK_MS = 7 * 86_400_000;
const FIRST_DAY = Date.parse('2026-08-03T00:00:00-03:00');

/** Up to 6 punches a day for a week, anywhere from 05:00 to 23:59 local time. */
const punchesOfAWeek = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 5 * 60, max: 24 * 60 - 1 })), {
    maxLength: 30,
  })
  .map((marks) => marks.map(([day, minute]) => FIRST_DAY + day * 86_400_000 + minute * 60_000));

const scheduleArb: fc.Arbitrary<Scenario['schedule']> = fc.constantFrom<Scenario['schedule']>(
  scenario().schedule,
  { kind: 'cycle', anchor: '2026-08-01', pattern: [[['07:00', '19:00']], []] },
  { kind: 'weekly', days: { mon: [['22:00', '05:00']], wed: [['22:00', '05:00']] } },
);

function weekScenario(punches: number[], schedule: Scenario['schedule'], holidays: string[]) {
  return {
    ...scenario({ from: '2026-08-03', to: '2026-08-09', schedule, holidays }),
    punches,
  };
}

const shiftDate = (date: string, weeks: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + weeks * WEEK_MS).toISOString().slice(0, 10);

function shifted(s: Scenario, weeks: number): Scenario {
  const schedule =
    s.schedule.kind === 'cycle'
      ? { ...s.schedule, anchor: shiftDate(s.schedule.anchor, weeks) }
      : s.schedule;
  return {
    ...s,
    from: shiftDate(s.from, weeks),
    to: shiftDate(s.to, weeks),
    schedule,
    holidays: s.holidays.map((d) => shiftDate(d, weeks)),
    punches: s.punches.map((p) => p + weeks * WEEK_MS),
  };
}

const holidaysArb = fc.subarray(['2026-08-05', '2026-08-07']);

describe('timesheet properties', () => {
  it('does not depend on the order of the punches', () => {
    fc.assert(
      fc.property(
        punchesOfAWeek,
        scheduleArb,
        holidaysArb,
        fc.integer(),
        (punches, schedule, holidays, seed) => {
          const shuffled = [...punches].sort(
            (a, b) => ((a * 31 + seed) % 97) - ((b * 31 + seed) % 97),
          );
          expect(computeTimesheet(weekScenario(shuffled, schedule, holidays))).toEqual(
            computeTimesheet(weekScenario(punches, schedule, holidays)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the same totals when the whole scenario moves by whole weeks', () => {
    fc.assert(
      fc.property(
        punchesOfAWeek,
        scheduleArb,
        holidaysArb,
        fc.integer({ min: -20, max: 20 }),
        (punches, schedule, holidays, weeks) => {
          const base = weekScenario(punches, schedule, holidays);
          expect(computeTimesheet(shifted(base, weeks)).totals).toEqual(
            computeTimesheet(base).totals,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('has totals equal to the sum of its days', () => {
    fc.assert(
      fc.property(punchesOfAWeek, scheduleArb, holidaysArb, (punches, schedule, holidays) => {
        const result = computeTimesheet(weekScenario(punches, schedule, holidays));
        expect(result.totals).toEqual(sumDays(result.days));
        // Both of the scenario's rates, even at 0, and no other.
        expect(Object.keys(result.totals.overtime)).toEqual(['50', '100']);
        const worked = result.days.reduce((sum, d) => sum + d.workedClockMinutes, 0);
        expect(result.totals.workedClockMinutes).toBe(worked);
      }),
      { numRuns: 200 },
    );
  });
});
