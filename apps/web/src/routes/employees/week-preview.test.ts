import type { EngineScenario } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar-dates';
import {
  hhmm,
  previewPeriod,
  previewRows,
  previewTimesheet,
  shiftWeek,
  weekOf,
} from './week-preview';

// November 2026: the 16th is a Monday, the 20th (Friday) is Consciência Negra.
const WEEK = { from: '2026-11-16', to: '2026-11-22' };

/** A scenario as `GET time-policy/scenario/` answers it: full rules, no punches. */
function scenario(over: Partial<EngineScenario> = {}): EngineScenario {
  return {
    timezone: 'America/Recife',
    ...WEEK,
    schedule: { kind: 'cycle', anchor: '2026-11-16', pattern: [[['19:00', '07:00']], []] },
    rules: { ...DEFAULT_RULES, restDays: [] },
    holidays: ['2026-11-20'],
    absences: [],
    punches: [],
    ...over,
  };
}

describe('the week', () => {
  it.each([
    ['a Wednesday', '2026-11-18', WEEK],
    ['the Monday itself', '2026-11-16', WEEK],
    ['the Sunday ends the week', '2026-11-22', WEEK],
    ['across a month', '2026-12-01', { from: '2026-11-30', to: '2026-12-06' }],
    ['across a year', '2027-01-01', { from: '2026-12-28', to: '2027-01-03' }],
    ['a leap day', '2028-02-29', { from: '2028-02-28', to: '2028-03-05' }],
  ])('runs Monday to Sunday: %s', (_, date, week) => {
    expect(weekOf(date)).toEqual(week);
  });

  it('moves a week back and forth', () => {
    expect(shiftWeek(WEEK, -1)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(shiftWeek(WEEK, 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('previewPeriod: only what the API can answer without 422', () => {
  const from = (effective_from: string) => ({ effective_from });

  it.each([
    ['no assignment', [], null],
    ['an assignment after the week', [from('2026-11-23')], null],
    ['an assignment before the week: the whole week', [from('2026-01-01')], WEEK],
    [
      'the first assignment mid-week: from that day',
      [from('2026-11-25'), from('2026-11-18')],
      {
        from: '2026-11-18',
        to: '2026-11-22',
      },
    ],
    ['starting on Sunday', [from('2026-11-22')], { from: '2026-11-22', to: '2026-11-22' }],
  ])('%s', (_, assignments, period) => {
    expect(previewPeriod(WEEK, assignments)).toEqual(period);
  });
});

describe('hhmm', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [60, '01:00'],
    [617, '10:17'],
    [44 * 60, '44:00'],
    [100 * 60 + 5, '100:05'],
    [-90, '-01:30'],
  ])('%i min → %s', (minutes, text) => {
    expect(hhmm(minutes)).toBe(text);
  });
});

describe('previewRows from the engine', () => {
  it('a night 12x36 week: night minutes with the extension and the reduced hour', () => {
    const result = previewTimesheet(scenario());
    const rows = previewRows(WEEK, result);
    expect(rows.map((r) => `${r.weekday} ${r.pairs.join(',')} ${r.flags.join(',')}`)).toEqual([
      'mon 19:00–07:00 night_extended,break_short',
      'tue  day_off',
      'wed 19:00–07:00 night_extended,break_short',
      'thu  day_off',
      'fri  holiday',
      'sat  day_off',
      'sun 19:00–07:00 night_extended,break_short',
    ]);
    // 22:00–05:00 is 7 h; worked whole, 05:00–07:00 is night too (Súmula 60): 9 h of clock,
    // credited × 8/7 = 10:17; worked counts the night credited: 3 h clock + 10:17 = 13:17.
    expect(rows[0]).toMatchObject({
      date: '2026-11-16',
      nightMinutes: 540,
      nightCreditedMinutes: 617,
      scheduledMinutes: 797,
      workedMinutes: 797,
    });
    expect(hhmm(result.totals.nightMinutes)).toBe('27:00');
    expect(hhmm(result.totals.nightCreditedMinutes)).toBe('30:51');
  });

  it('without the extension, the night is the window only: 07:00 clock, 08:00 credited', () => {
    const rules = {
      ...DEFAULT_RULES,
      restDays: [],
      night: { ...DEFAULT_RULES.night, extendAfterEnd: false },
    };
    const [monday] = previewRows(WEEK, previewTimesheet(scenario({ rules })));
    expect(monday).toMatchObject({ nightMinutes: 420, nightCreditedMinutes: 480 });
    expect(monday!.flags).not.toContain('night_extended');
  });

  it('an office week with a version from Wednesday and a DSR on Sunday', () => {
    const office = (start: string, end: string) => ({
      kind: 'weekly' as const,
      days: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [
          d,
          [
            [start, '12:00'],
            ['13:00', end],
          ],
        ]),
      ),
    });
    const result = previewTimesheet(
      scenario({
        schedule: office('08:00', '17:00'),
        rules: DEFAULT_RULES,
        versions: [
          { from: '2026-11-18', schedule: office('09:00', '18:00'), rules: DEFAULT_RULES },
        ],
      }),
    );
    const rows = previewRows(WEEK, result);
    expect(rows[1]!.pairs).toEqual(['08:00–12:00', '13:00–17:00']);
    expect(rows[2]!.pairs).toEqual(['09:00–12:00', '13:00–18:00']);
    expect(rows[4]!.flags).toEqual(['holiday']);
    expect(rows[5]!.flags).toEqual(['day_off']);
    expect(rows[6]!.flags).toEqual(['rest_day']);
    expect(hhmm(result.totals.scheduledMinutes)).toBe('32:00');
    expect(result.totals.nightMinutes).toBe(0);
  });

  it('days before the period (no schedule yet) are rows of their own, out of the totals', () => {
    const result = previewTimesheet(scenario({ from: '2026-11-18' }));
    const rows = previewRows(WEEK, result);
    expect(rows.map((r) => r.flags[0])).toEqual([
      'no_schedule',
      'no_schedule',
      'night_extended',
      'day_off',
      'holiday',
      'day_off',
      'night_extended',
    ]);
    expect(result.totals.nightMinutes).toBe(2 * 540);
  });
});
