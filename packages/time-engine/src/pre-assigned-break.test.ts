import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingBreak, withoutBreak } from './breaks.js';
import { DEFAULT_RULES } from './rules.js';
import { parseScenario, ScenarioError } from './scenario.js';
import { day, scenario } from './test-support.js';
import { computeTimesheet } from './timesheet.js';
import type { DayResult, Explain, Rules, Scenario } from './types.js';

// The pre-assigned break (intervalo pré-assinalado, Portaria MTP 671/2021 art. 83; CLT art. 74
// §2): the part of the art. 71 break the punches do not show is assumed taken.
// 2026-08-03 is a Monday; the 12x36 cycles are anchored so that it is a working day.

const MONDAY = '2026-08-03';
const REF = 'Portaria MTP 671/2021 art. 83; CLT art. 74 §2';
const PRE: Partial<Rules> = { preAssignedBreak: true };

type Pairs = [string, string][];
const everyDay = (pairs: Pairs): Scenario['schedule'] => ({
  kind: 'weekly',
  days: { mon: pairs, tue: pairs, wed: pairs, thu: pairs, fri: pairs, sat: pairs, sun: pairs },
});
const DAY_12X36: Scenario['schedule'] = {
  kind: 'cycle',
  anchor: '2026-08-01',
  pattern: [[['07:00', '19:00']], []],
};
const NIGHT_12X36: Scenario['schedule'] = {
  kind: 'cycle',
  anchor: '2026-08-01',
  pattern: [[['19:00', '07:00']], []],
};

function oneDay(
  schedule: Scenario['schedule'],
  punches: string[],
  rules: Partial<Rules> = {},
): DayResult {
  const result = computeTimesheet(scenario({ schedule, punches, rules }));
  expect(result.days).toHaveLength(1);
  return result.days[0]!;
}

const entries = (d: DayResult, rule: string) => d.explain.filter((e) => e.rule === rule);
const fieldsOf = (explain: Explain[]) => explain.map((e) => `${e.field} ${e.minutes}`);

/** Each figure the break touches is the sum of its explain entries. */
function expectExplainSums(d: DayResult) {
  const fields = [
    'workedClockMinutes',
    'workedMinutes',
    'nightMinutes',
    'nightCreditedMinutes',
    'scheduledMinutes',
  ] as const;
  for (const field of fields) {
    const sum = d.explain.filter((e) => e.field === field).reduce((s, e) => s + e.minutes, 0);
    expect(sum, field).toBe(d[field]);
  }
}

describe('pre-assigned break: 12x36 punched only at the start and the end', () => {
  it('07:00–19:00 on time: 660 worked and scheduled, nothing owed, no break flag', () => {
    const d = oneDay(DAY_12X36, day(MONDAY, '07:00', '19:00'), PRE);
    expect(d).toMatchObject({
      scheduledMinutes: 660,
      workedClockMinutes: 660,
      workedMinutes: 660,
      nightMinutes: 0,
      nightCreditedMinutes: 0,
      overtime: { '50': 0, '100': 0 },
      deficitMinutes: 0,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      breakSuppressedMinutes: 0,
    });
    // `tolerance` is every on-time day's flag, as without the rule.
    expect(d.flags).toEqual(['tolerance', 'pre_assigned_break']);
    expect(entries(d, 'pre_assigned_break')).toEqual([
      { field: 'workedClockMinutes', minutes: -60, rule: 'pre_assigned_break', ref: REF },
      { field: 'workedMinutes', minutes: -60, rule: 'pre_assigned_break', ref: REF },
      { field: 'scheduledMinutes', minutes: -60, rule: 'pre_assigned_break', ref: REF },
    ]);
    expect(entries(d, 'break')).toEqual([]);
    expectExplainSums(d);
  });

  it('the same without the rule: 720 worked, 60 suppressed, break_short (as before)', () => {
    for (const rules of [{}, { preAssignedBreak: false }]) {
      const d = oneDay(DAY_12X36, day(MONDAY, '07:00', '19:00'), rules);
      expect(d).toMatchObject({
        scheduledMinutes: 720,
        workedClockMinutes: 720,
        workedMinutes: 720,
        overtime: { '50': 0, '100': 0 },
        deficitMinutes: 0,
        breakSuppressedMinutes: 60,
      });
      expect(d.flags).toEqual(['tolerance', 'break_short']);
      expect(entries(d, 'pre_assigned_break')).toEqual([]);
    }
  });

  it('night 19:00–07:00: the hour comes out of 19:00–22:00, the night stays whole', () => {
    // Punched: 180 daytime (19–22), 420 in the window (22–05), 120 of extension (05–07).
    // The 60 min break comes out of the daytime: 660 clock, 120 daytime + 540 night,
    // night credited round(540 × 8/7) = 617, worked 120 + 617 = 737 (797 without the rule).
    const punches = [`${MONDAY} 19:00`, '2026-08-04 07:00'];
    const on = oneDay(NIGHT_12X36, punches, PRE);
    const off = oneDay(NIGHT_12X36, punches);
    expect(on).toMatchObject({
      scheduledMinutes: 737,
      workedClockMinutes: 660,
      workedMinutes: 737,
      nightMinutes: 540,
      nightCreditedMinutes: 617,
      overtime: { '50': 0, '100': 0 },
      deficitMinutes: 0,
      breakSuppressedMinutes: 0,
    });
    expect(on.flags).toEqual(['night_extended', 'tolerance', 'pre_assigned_break']);
    expect(off).toMatchObject({
      scheduledMinutes: 797,
      workedClockMinutes: 720,
      workedMinutes: 797,
      nightMinutes: 540,
      nightCreditedMinutes: 617,
      breakSuppressedMinutes: 60,
    });
    expect(off.flags).toEqual(['night_extended', 'tolerance', 'break_short']);
    expect(fieldsOf(entries(on, 'pre_assigned_break'))).toEqual([
      'workedClockMinutes -60',
      'workedMinutes -60',
      'scheduledMinutes -60',
    ]);
    expectExplainSums(on);
  });

  it('a night of night minutes only (22:00–05:00): the hour comes out of the night', () => {
    // 420 night minutes, 480 credited; less 60: 360 night, round(360 × 8/7) = 411 credited.
    const d = oneDay(everyDay([['22:00', '05:00']]), [`${MONDAY} 22:00`, '2026-08-04 05:00'], {
      ...PRE,
      restDays: [],
    });
    expect(d).toMatchObject({
      scheduledMinutes: 411,
      workedClockMinutes: 360,
      workedMinutes: 411,
      nightMinutes: 360,
      nightCreditedMinutes: 411,
      overtime: { '50': 0, '100': 0 },
      deficitMinutes: 0,
      breakSuppressedMinutes: 0,
    });
    expect(d.flags).toEqual(['tolerance', 'pre_assigned_break']);
    expect(fieldsOf(entries(d, 'pre_assigned_break'))).toEqual([
      'workedClockMinutes -60',
      'nightMinutes -60',
      'nightCreditedMinutes -69',
      'workedMinutes -69',
      'scheduledMinutes -69',
    ]);
    expectExplainSums(d);
  });

  it('night minutes taken out of the window first, then out of the extension', () => {
    // A 30 min window (22:00–22:30) and 390 min of extension: the break takes the 30, then 30.
    const d = oneDay(everyDay([['22:00', '05:00']]), [`${MONDAY} 22:00`, '2026-08-04 05:00'], {
      ...PRE,
      restDays: [],
      night: { ...DEFAULT_RULES.night, end: '22:30' },
    });
    expect(d).toMatchObject({ workedClockMinutes: 360, nightMinutes: 360, workedMinutes: 411 });
    expect(d.flags).toContain('night_extended');
    expect(
      entries(d, 'pre_assigned_break').filter((e) => e.field === 'nightMinutes'),
    ).toMatchObject([
      { minutes: -30, ref: REF },
      { minutes: -30, ref: 'CLT art. 73 §5; TST Súmula 60 II' },
    ]);
    expectExplainSums(d);
  });
});

describe('pre-assigned break: other days', () => {
  it('a punched lunch (08–12, 13–17) changes nothing', () => {
    const punches = day(MONDAY, '08:00', '12:00', '13:00', '17:00');
    const on = computeTimesheet(scenario({ punches, rules: PRE }));
    const off = computeTimesheet(scenario({ punches }));
    expect(on).toEqual(off);
    expect(on.days[0]).toMatchObject({ workedMinutes: 480, scheduledMinutes: 480 });
    expect(on.days[0]!.flags).toEqual(['tolerance']);
  });

  it('a 12x36 with the break punched anyway: 660, no pre_assigned_break', () => {
    const d = oneDay(DAY_12X36, day(MONDAY, '07:00', '12:00', '13:00', '19:00'), PRE);
    expect(d).toMatchObject({
      scheduledMinutes: 660,
      workedMinutes: 660,
      overtime: { '50': 0 },
      deficitMinutes: 0,
      breakSuppressedMinutes: 0,
    });
    expect(d.flags).toEqual([]);
    expect(fieldsOf(entries(d, 'pre_assigned_break'))).toEqual(['scheduledMinutes -60']);
  });

  it('a 12x36 with 30 min punched: the other 30 are assumed', () => {
    const d = oneDay(DAY_12X36, day(MONDAY, '07:00', '12:00', '12:30', '19:00'), PRE);
    expect(d).toMatchObject({ workedClockMinutes: 660, workedMinutes: 660, deficitMinutes: 0 });
    expect(d).toMatchObject({ breakSuppressedMinutes: 0, overtime: { '50': 0 } });
    expect(d.flags).toEqual(['pre_assigned_break']);
    expect(fieldsOf(entries(d, 'pre_assigned_break'))).toEqual([
      'workedClockMinutes -30',
      'workedMinutes -30',
      'scheduledMinutes -60',
    ]);
  });

  it.each([
    // name, schedule, punches, scheduled, worked, overtime, deficit, late, rule-off figures
    ['6h30 on time: 60 min (above 6 h)', '14:30', ['08:00', '14:30'], 330, 330, 0, 0, 0, 390, 60],
    [
      '6h30 punched to 14:50: 20 overtime',
      '14:30',
      ['08:00', '14:50'],
      330,
      350,
      20,
      0,
      0,
      410,
      60,
    ],
    ['5 h on time: 15 min (above 4 h)', '13:00', ['08:00', '13:00'], 285, 285, 0, 0, 0, 300, 15],
    ['5 h, 20 min late: 20 deficit', '13:00', ['08:20', '13:00'], 285, 265, 0, 20, 20, 280, 15],
    ['4 h: no break required', '12:00', ['08:00', '12:00'], 240, 240, 0, 0, 0, 240, 0],
  ])('%s', (_name, end, times, scheduled, worked, overtime, deficit, late, offWorked, offBreak) => {
    const schedule = everyDay([['08:00', end]]);
    const punches = day(MONDAY, ...times);
    const d = oneDay(schedule, punches, PRE);
    expect(d).toMatchObject({
      scheduledMinutes: scheduled,
      workedClockMinutes: worked,
      workedMinutes: worked,
      overtime: { '50': overtime },
      deficitMinutes: deficit,
      lateMinutes: late,
      breakSuppressedMinutes: 0,
    });
    expect(d.flags.includes('pre_assigned_break')).toBe(offBreak > 0);
    expect(d.flags).not.toContain('break_short');
    expectExplainSums(d);
    const off = oneDay(schedule, punches);
    expect(off).toMatchObject({ workedMinutes: offWorked, breakSuppressedMinutes: offBreak });
  });

  it('a 12x36 arriving 20 min late: the break out of the 700 punched, 20 deficit', () => {
    const d = oneDay(DAY_12X36, day(MONDAY, '07:20', '19:00'), PRE);
    expect(d).toMatchObject({ workedMinutes: 640, scheduledMinutes: 660, deficitMinutes: 20 });
    expect(d).toMatchObject({ lateMinutes: 20, breakSuppressedMinutes: 0 });
  });

  it('within tolerance the break is the schedule’s, as without the rule', () => {
    // 07:03–19:02: 719 punched, tolerated; the schedule shows no break, so 60 are assumed.
    const d = oneDay(DAY_12X36, day(MONDAY, '07:03', '19:02'), PRE);
    expect(d).toMatchObject({ workedMinutes: 659, scheduledMinutes: 660, deficitMinutes: 0 });
    expect(d.flags).toEqual(['tolerance', 'pre_assigned_break']);
  });

  it('hours bank: the credit is the work beyond the reduced schedule', () => {
    const d = oneDay(DAY_12X36, day(MONDAY, '06:30', '19:00'), { ...PRE, hoursBank: true });
    expect(d).toMatchObject({ workedMinutes: 690, hoursBankMinutes: 30, overtime: { '50': 0 } });
  });

  it('an absence owes the reduced schedule; no break is assumed worked', () => {
    const d = oneDay(DAY_12X36, [], PRE);
    expect(d).toMatchObject({ scheduledMinutes: 660, absenceMinutes: 660, workedMinutes: 0 });
    expect(d.flags).toEqual(['absent']);
  });

  it('work on a rest day: every minute at the rest-day rate, the break taken out', () => {
    const sunday = '2026-08-09';
    const result = computeTimesheet(
      scenario({ from: sunday, to: sunday, punches: day(sunday, '07:00', '19:00'), rules: PRE }),
    );
    expect(result.days[0]).toMatchObject({ workedMinutes: 660, overtime: { '100': 660 } });
    expect(result.days[0]!.flags).toEqual(['rest_day', 'pre_assigned_break']);
  });

  it('rest between workdays is measured between the punches, as before', () => {
    const result = computeTimesheet(
      scenario({
        schedule: everyDay([['07:00', '19:00']]),
        to: '2026-08-04',
        rules: { ...PRE, restDays: [] },
        punches: [...day(MONDAY, '07:00', '19:00'), ...day('2026-08-04', '05:00', '19:00')],
      }),
    );
    expect(result.days[1]).toMatchObject({ interjornadaMissingMinutes: 60, workedMinutes: 780 });
    expect(result.days[1]!.flags).toContain('rest_11h');
  });
});

describe('pre-assigned break: per version and through the contract JSON', () => {
  it('switched on from a date: the days before keep the suppressed break', () => {
    const cycle = { kind: 'cycle', anchor: '2026-08-01', pattern: [[['07:00', '19:00']], []] };
    const dates = ['2026-08-03', '2026-08-05', '2026-08-07'];
    const result = computeTimesheet(
      parseScenario({
        timezone: 'America/Sao_Paulo',
        from: '2026-08-03',
        to: '2026-08-07',
        schedule: cycle,
        rules: { restDays: [] },
        versions: [
          { from: '2026-08-05', schedule: cycle, rules: { restDays: [], preAssignedBreak: true } },
        ],
        punches: dates.flatMap((date) => [`${date}T07:00:00-03:00`, `${date}T19:00:00-03:00`]),
      }),
    );
    const byDate = Object.fromEntries(result.days.map((d) => [d.date, d]));
    expect(byDate['2026-08-03']).toMatchObject({ workedMinutes: 720, breakSuppressedMinutes: 60 });
    expect(byDate['2026-08-03']!.flags).toContain('break_short');
    for (const date of ['2026-08-05', '2026-08-07']) {
      expect(byDate[date]).toMatchObject({
        workedMinutes: 660,
        scheduledMinutes: 660,
        breakSuppressedMinutes: 0,
      });
      expect(byDate[date]!.flags).toEqual(['tolerance', 'pre_assigned_break']);
    }
    expect(result.totals).toMatchObject({
      scheduledMinutes: 2040,
      workedMinutes: 2040,
      breakSuppressedMinutes: 60,
      deficitMinutes: 0,
    });
  });

  it('is read as a boolean, and left out of the rules when not given', () => {
    const base = { timezone: 'America/Sao_Paulo', from: MONDAY, to: MONDAY, schedule: DAY_12X36 };
    expect(parseScenario({ ...base, rules: { preAssignedBreak: true } }).rules).toEqual({
      ...DEFAULT_RULES,
      preAssignedBreak: true,
    });
    const plain = parseScenario({ ...base, rules: {} }).rules;
    expect(plain).toEqual(DEFAULT_RULES);
    expect('preAssignedBreak' in plain).toBe(false);
    expect('preAssignedBreak' in DEFAULT_RULES).toBe(false);
    let error: unknown;
    try {
      parseScenario({ ...base, rules: { preAssignedBreak: 'yes' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    expect((error as ScenarioError).path).toBe('rules.preAssignedBreak');
    expect((error as ScenarioError).message).toMatch(/expected true or false/);
  });
});

describe('pre-assigned break: helpers', () => {
  const breaks = DEFAULT_RULES.breaks;
  it.each([
    ['720 continuous', [[0, 720]], 60],
    ['361 continuous', [[0, 361]], 60],
    ['360 continuous', [[0, 360]], 15],
    ['241 continuous', [[0, 241]], 15],
    ['240 continuous', [[0, 240]], 0],
    [
      '480 with 60 between',
      [
        [0, 240],
        [300, 540],
      ],
      0,
    ],
    [
      '480 with 45 between',
      [
        [0, 240],
        [285, 525],
      ],
      15,
    ],
  ] as [string, [number, number][], number][])('missingBreak: %s → %i', (_n, periods, missing) => {
    expect(missingBreak(periods, breaks)).toBe(missing);
  });

  it('withoutBreak takes daytime minutes first, never more than the work', () => {
    const rule = DEFAULT_RULES.night;
    expect(withoutBreak({ clock: 720, night: 540, credited: 797 }, 60, rule)).toEqual({
      clock: 660,
      night: 540,
      credited: 737,
    });
    expect(withoutBreak({ clock: 100, night: 70, credited: 110 }, 60, rule)).toEqual({
      clock: 40,
      night: 40,
      credited: 46,
    });
    expect(withoutBreak({ clock: 30, night: 0, credited: 30 }, 60, rule)).toEqual({
      clock: 0,
      night: 0,
      credited: 0,
    });
  });
});

describe('pre-assigned break: properties', () => {
  const FIRST_DAY = Date.parse('2026-08-03T00:00:00-03:00');
  const punchesOfAWeek = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 24 * 60 - 1 })), {
      maxLength: 30,
    })
    .map((marks) => marks.map(([d, minute]) => FIRST_DAY + d * 86_400_000 + minute * 60_000));
  const schedules = fc.constantFrom<Scenario['schedule']>(
    scenario().schedule,
    DAY_12X36,
    NIGHT_12X36,
    { kind: 'weekly', days: { mon: [['22:00', '05:00']], wed: [['08:00', '14:30']] } },
  );

  it('takes out exactly what would be suppressed, and nothing else moves', () => {
    fc.assert(
      fc.property(punchesOfAWeek, schedules, fc.boolean(), (punches, schedule, bank) => {
        const base = { from: MONDAY, to: '2026-08-09', schedule };
        const off = computeTimesheet({
          ...scenario({ ...base, rules: { hoursBank: bank } }),
          punches,
        });
        const on = computeTimesheet({
          ...scenario({ ...base, rules: { hoursBank: bank, preAssignedBreak: true } }),
          punches,
        });
        on.days.forEach((d, k) => {
          const was = off.days[k]!;
          expect(d.breakSuppressedMinutes).toBe(0);
          expect(d.flags).not.toContain('break_short');
          expect(d.flags.includes('pre_assigned_break')).toBe(was.breakSuppressedMinutes > 0);
          expect(d.workedClockMinutes).toBe(was.workedClockMinutes - was.breakSuppressedMinutes);
          expect(d.nightMinutes).toBeLessThanOrEqual(was.nightMinutes);
          expect(d.workedMinutes).toBeLessThanOrEqual(was.workedMinutes);
          expect(d.scheduledMinutes).toBeLessThanOrEqual(was.scheduledMinutes);
          expect(d.interjornadaMissingMinutes).toBe(was.interjornadaMissingMinutes);
          expect(d.lateMinutes).toBe(was.lateMinutes);
          expect(d.punches).toEqual(was.punches);
          expectExplainSums(d);
        });
      }),
      { numRuns: 200 },
    );
  });
});
