import { describe, expect, it } from 'vitest';
import { day, scenario } from './test-support.js';
import { computeTimesheet } from './timesheet.js';

// A punch that could close today's open pair across the line between workdays belongs to the
// next workday when it is nearer that workday's start: a forgotten lunch punch must not pull
// tomorrow's entry into today (a 15 h "shift" with night work and an odd tomorrow). Overtime that
// runs past the line still closes its own pair.

const times = (punches: string[]) => punches.map((p) => p.slice(11, 16));

describe("a forgotten punch does not take the next workday's entry", () => {
  it.each([
    ['lunch out', ['08:00', '13:00', '17:00']],
    ['lunch back', ['08:00', '12:00', '17:00']],
    ['the last out', ['08:00', '12:00', '13:00']],
  ])('missing %s: Monday is odd with its three punches, Tuesday whole', (_missing, monday) => {
    const result = computeTimesheet(
      scenario({
        from: '2026-08-03',
        to: '2026-08-04',
        punches: [
          ...day('2026-08-03', ...monday),
          ...day('2026-08-04', '07:55', '12:00', '13:00', '17:00'),
        ],
      }),
    );
    const [mon, tue] = result.days;
    expect(times(mon!.punches)).toEqual(monday);
    expect(mon!.flags).toContain('odd_punches');
    expect(mon!.nightMinutes).toBe(0);
    expect(times(tue!.punches)).toEqual(['07:55', '12:00', '13:00', '17:00']);
    expect(tue!.flags).not.toContain('odd_punches');
    expect(tue!.workedClockMinutes).toBe(485);
  });

  it('overtime past the line still closes its pair (out at 02:00)', () => {
    const result = computeTimesheet(
      scenario({
        from: '2026-08-03',
        to: '2026-08-04',
        punches: [
          ...day('2026-08-03', '08:00', '12:00', '13:00'),
          ...day('2026-08-04', '02:00', '08:00', '12:00', '13:00', '17:00'),
        ],
      }),
    );
    const [mon, tue] = result.days;
    expect(times(mon!.punches)).toEqual(['08:00', '12:00', '13:00', '02:00']);
    expect(mon!.flags).not.toContain('odd_punches');
    expect(times(tue!.punches)).toEqual(['08:00', '12:00', '13:00', '17:00']);
  });
});
