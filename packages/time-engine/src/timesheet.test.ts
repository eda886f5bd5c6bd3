import { describe, expect, it } from 'vitest';
import { day, OFFICE_WEEK, scenario } from './test-support.js';
import { computeTimesheet } from './timesheet.js';
import type { DayResult, Rules, Scenario } from './types.js';

const MONDAY = '2026-08-03';

function oneDay(punches: string[], changes: Parameters<typeof scenario>[0] = {}): DayResult {
  const result = computeTimesheet(scenario({ punches, ...changes }));
  expect(result.days).toHaveLength(1);
  return result.days[0]!;
}

const only = (pairs: [string, string][]): Scenario['schedule'] => ({
  kind: 'weekly',
  days: { mon: pairs, tue: pairs, wed: pairs, thu: pairs, fri: pairs, sat: pairs, sun: pairs },
});
const noRestDays: Partial<Rules> = { restDays: [] };

describe('tolerance (CLT art. 58 §1, TST Súmula 366)', () => {
  it.each([
    ['5 min early on one mark: tolerated', ['07:55', '12:00', '13:00', '17:00'], 0, 0, true],
    ['6 min early on one mark: counts in full', ['07:54', '12:00', '13:00', '17:00'], 6, 0, false],
    ['5 min late: tolerated', ['08:05', '12:00', '13:00', '17:00'], 0, 0, true],
    ['6 min late: deficit and late in full', ['08:06', '12:00', '13:00', '17:00'], 0, 6, false],
    ['10 min in the day: tolerated', ['07:55', '12:00', '13:00', '17:05'], 0, 0, true],
    ['11 min in the day: all 11 count', ['07:55', '12:00', '13:00', '17:06'], 11, 0, false],
    ['4 + 4 + 3 = 11 over four marks', ['07:56', '12:04', '12:57', '17:00'], 11, 0, false],
  ])('%s', (_name, times, overtime, deficit, tolerated) => {
    const result = oneDay(day(MONDAY, ...times));
    expect(result.overtime['50']).toBe(overtime);
    expect(result.deficitMinutes).toBe(deficit);
    expect(result.flags.includes('tolerance')).toBe(tolerated);
    if (tolerated) expect(result.lateMinutes + result.earlyLeaveMinutes).toBe(0);
  });

  it('explains the tolerated minutes, as in the contract example', () => {
    const result = oneDay(day(MONDAY, '07:58', '12:01', '13:01', '17:00'));
    expect(result.workedClockMinutes).toBe(482);
    expect(result.overtime).toEqual({ '50': 0, '100': 0 });
    expect(result.explain).toContainEqual({
      field: 'tolerance',
      minutes: 2,
      rule: 'tolerance',
      ref: expect.stringContaining('CLT art. 58 §1'),
    });
  });

  it('reports late arrival and early leave as information when beyond tolerance', () => {
    const result = oneDay(day(MONDAY, '08:20', '12:00', '13:00', '16:50'));
    expect(result).toMatchObject({ lateMinutes: 20, earlyLeaveMinutes: 10, deficitMinutes: 30 });
  });
});

describe('night work (CLT art. 73, TST Súmula 60 II)', () => {
  const evening = only([['18:00', '23:00']]);
  it.each([
    ['ends 21:59', ['18:00', '21:59'], 0],
    ['ends 22:00', ['18:00', '22:00'], 0],
    ['ends 22:01', ['18:00', '22:01'], 1],
  ])('evening work that %s', (_name, times, night) => {
    const result = oneDay(day(MONDAY, ...times), { schedule: evening });
    expect(result.nightMinutes).toBe(night);
  });

  const nightShift = only([['22:00', '05:00']]);
  const next = '2026-08-04';
  it.each([
    ['04:59', 419, 0],
    ['05:00', 420, 0],
    ['05:01', 421, 1],
    ['06:00', 480, 60],
  ])('a night shift from 22:00 to %s', (end, night, extension) => {
    const result = oneDay([`${MONDAY} 22:00`, `${next} ${end}`], { schedule: nightShift });
    expect(result.date).toBe(MONDAY);
    expect(result.nightMinutes).toBe(night);
    expect(result.nightCreditedMinutes).toBe(Math.round((night * 8) / 7));
    expect(result.workedMinutes).toBe(Math.round((night * 8) / 7));
    expect(result.flags.includes('night_extended')).toBe(extension > 0);
  });

  it('credits 7 clock hours as 8 night hours on schedule and work alike', () => {
    const result = oneDay([`${MONDAY} 22:00`, `${next} 05:00`], { schedule: nightShift });
    expect(result).toMatchObject({
      scheduledMinutes: 480,
      workedClockMinutes: 420,
      workedMinutes: 480,
      overtime: { '50': 0 },
      deficitMinutes: 0,
    });
  });

  it('does not extend when the first punch misses the window start, even within tolerance', () => {
    const result = oneDay([`${MONDAY} 22:03`, `${next} 06:00`], { schedule: nightShift });
    expect(result.nightMinutes).toBe(417);
    expect(result.flags).not.toContain('night_extended');
  });

  it('does not extend a shift that began after the window opened', () => {
    const result = oneDay([`${MONDAY} 23:00`, `${next} 07:00`], {
      schedule: only([['23:00', '07:00']]),
    });
    expect(result.nightMinutes).toBe(360);
    expect(result.flags).not.toContain('night_extended');
  });

  it('without the extension rule, only the window counts', () => {
    const result = oneDay([`${MONDAY} 22:00`, `${next} 06:00`], {
      schedule: nightShift,
      rules: {
        night: { start: '22:00', end: '05:00', reducedHour: true, extendAfterEnd: false },
      },
    });
    expect(result.nightMinutes).toBe(420);
  });

  it('without the reduced hour, night minutes are not credited', () => {
    const result = oneDay([`${MONDAY} 22:00`, `${next} 05:00`], {
      schedule: nightShift,
      rules: { night: { start: '21:00', end: '05:00', reducedHour: false, extendAfterEnd: true } },
    });
    expect(result).toMatchObject({
      nightMinutes: 420,
      nightCreditedMinutes: 420,
      workedMinutes: 420,
    });
  });

  it('a night shift belongs to the day it starts, even on a month end', () => {
    const result = computeTimesheet(
      scenario({
        from: '2026-07-31',
        to: '2026-08-01',
        schedule: only([['22:00', '05:00']]),
        rules: noRestDays,
        punches: ['2026-07-31 22:00', '2026-08-01 05:00', '2026-08-01 22:00', '2026-08-02 05:00'],
      }),
    );
    expect(result.days.map((d) => [d.date, d.punches.length, d.workedClockMinutes])).toEqual([
      ['2026-07-31', 2, 420],
      ['2026-08-01', 2, 420],
    ]);
  });
});

describe('breaks (CLT art. 71)', () => {
  const saturday = '2026-08-08';
  it.each([
    ['exactly 4 h', ['08:00', '12:00'], 0],
    ['4 h 01 min', ['08:00', '12:01'], 15],
    ['exactly 6 h', ['08:00', '14:00'], 15],
    ['6 h 01 min', ['08:00', '14:01'], 60],
    ['6 h 01 min with 40 min of break', ['08:00', '11:00', '11:40', '14:41'], 20],
    ['8 h with a full hour', ['08:00', '12:00', '13:00', '17:00'], 0],
  ])('%s of work', (_name, times, suppressed) => {
    const result = oneDay(day(saturday, ...times), { from: saturday, to: saturday });
    expect(result.breakSuppressedMinutes).toBe(suppressed);
    expect(result.flags.includes('break_short')).toBe(suppressed > 0);
  });
});

describe('schedules: 12x36 and cycles', () => {
  const twelveBy36: Scenario['schedule'] = {
    kind: 'cycle',
    anchor: '2026-07-30',
    pattern: [[['07:00', '19:00']], []],
  };
  it('alternates across a month end, anchored on its date', () => {
    const result = computeTimesheet(
      scenario({
        from: '2026-07-29',
        to: '2026-08-02',
        schedule: twelveBy36,
        rules: noRestDays,
        punches: [
          ...day('2026-07-30', '07:00', '13:00', '14:00', '19:00'),
          ...day('2026-08-01', '07:00', '13:00', '14:00', '19:00'),
        ],
      }),
    );
    expect(result.days.map((d) => [d.date, d.scheduledMinutes, d.deficitMinutes])).toEqual([
      ['2026-07-29', 0, 0],
      ['2026-07-30', 720, 60],
      ['2026-07-31', 0, 0],
      ['2026-08-01', 720, 60],
      ['2026-08-02', 0, 0],
    ]);
  });

  it('counts a night 12x36 into the next month on the day it starts', () => {
    const result = computeTimesheet(
      scenario({
        from: '2026-07-31',
        to: '2026-08-01',
        schedule: { kind: 'cycle', anchor: '2026-07-31', pattern: [[['19:00', '07:00']], []] },
        rules: noRestDays,
        punches: ['2026-07-31 19:00', '2026-08-01 07:00'],
      }),
    );
    expect(result.days[0]).toMatchObject({ date: '2026-07-31', workedClockMinutes: 720 });
    expect(result.days[0]!.nightMinutes).toBe(420 + 120);
    expect(result.days[1]).toMatchObject({ date: '2026-08-01', workedClockMinutes: 0 });
    expect(result.days[1]!.flags).toContain('day_off');
  });
});

describe('rest days, holidays, days off and absences', () => {
  it('pays every minute on the weekly rest day at the rest-day rate', () => {
    const sunday = '2026-08-09';
    const result = oneDay(day(sunday, '08:00', '12:00'), { from: sunday, to: sunday });
    expect(result).toMatchObject({ scheduledMinutes: 0, overtime: { '50': 0, '100': 240 } });
    expect(result.flags).toContain('rest_day');
  });

  it('pays a worked holiday at the rest-day rate and owes nothing on it', () => {
    const holiday = '2026-09-07';
    const worked = oneDay(day(holiday, '08:00', '12:00', '13:00', '17:00'), {
      from: holiday,
      to: holiday,
      holidays: [holiday],
    });
    expect(worked).toMatchObject({ scheduledMinutes: 0, overtime: { '100': 480 } });
    const off = oneDay([], { from: holiday, to: holiday, holidays: [holiday] });
    expect(off).toMatchObject({ absenceMinutes: 0, flags: ['holiday'] });
  });

  const holidayNight = (rules: Partial<Rules>) =>
    computeTimesheet(
      scenario({
        from: '2026-09-06',
        to: '2026-09-07',
        schedule: only([['22:00', '05:00']]),
        rules: { ...noRestDays, ...rules },
        holidays: ['2026-09-07'],
        punches: ['2026-09-06 22:00', '2026-09-07 05:00', '2026-09-07 22:00', '2026-09-08 05:00'],
      }),
    ).days;

  it('counts a night shift by the day it starts around a holiday (the contract)', () => {
    const [eve, holiday] = holidayNight({});
    expect(eve).toMatchObject({ scheduledMinutes: 480, overtime: { '50': 0, '100': 0 } });
    expect(eve!.flags).not.toContain('holiday');
    expect(holiday).toMatchObject({ scheduledMinutes: 0, overtime: { '50': 0, '100': 480 } });
    expect(holiday!.flags).toContain('holiday');
  });

  it('with holidayHoursByCalendarDay, pays the hours falling on the holiday at the rest-day rate', () => {
    const [eve, holiday] = holidayNight({ holidayHoursByCalendarDay: true });
    // Eve: 22:00–24:00 is owed schedule (120 clock = 137 night-credited); 00:00–05:00 is holiday work.
    expect(eve).toMatchObject({ scheduledMinutes: 137, overtime: { '50': 0, '100': 343 } });
    expect(eve!.flags).toContain('holiday_hours');
    expect(holiday).toMatchObject({ scheduledMinutes: 0, overtime: { '50': 0, '100': 480 } });
  });

  it('pays work on a day off that is not a rest day at the overtime rate', () => {
    const saturday = '2026-08-08';
    const result = oneDay(day(saturday, '08:00', '12:00'), { from: saturday, to: saturday });
    expect(result.overtime).toEqual({ '50': 240, '100': 0 });
    expect(result.flags).toContain('day_off');
  });

  it.each([
    ['no record', undefined, { absenceMinutes: 480, justifiedMinutes: 0 }, 'absent'],
    ['unjustified', 'unjustified', { absenceMinutes: 480, justifiedMinutes: 0 }, 'absent'],
    ['justified', 'justified', { absenceMinutes: 0, justifiedMinutes: 480 }, 'justified_absence'],
  ] as const)('a scheduled day without punches and %s', (_name, kind, figures, flag) => {
    const result = oneDay([], kind ? { absences: [{ date: MONDAY, kind }] } : {});
    expect(result).toMatchObject({ ...figures, deficitMinutes: 0 });
    expect(result.flags).toContain(flag);
  });

  // Hours of leave (an approved partial-day request): the justified minutes are capped.
  it.each([
    ['no punches, 2 h justified', [], 120, { justifiedMinutes: 120, absenceMinutes: 360 }],
    ['no punches, more than the day', [], 600, { justifiedMinutes: 480, absenceMinutes: 0 }],
    [
      'a short day, 2 h justified',
      ['08:00', '12:00', '13:00', '15:00'],
      120,
      { justifiedMinutes: 120, deficitMinutes: 0 },
    ],
    [
      'a short day, 1 h of the 2 h missing',
      ['08:00', '12:00', '13:00', '15:00'],
      60,
      { justifiedMinutes: 60, deficitMinutes: 60 },
    ],
  ] as const)('a partial-day leave: %s', (_name, marks, minutes, figures) => {
    const result = oneDay(marks.length ? day(MONDAY, ...marks) : [], {
      absences: [{ date: MONDAY, kind: 'justified', minutes }],
    });
    expect(result).toMatchObject(figures);
  });

  it('does not count an unpaired punch and flags it', () => {
    const result = oneDay(day(MONDAY, '08:00', '12:00', '13:00'));
    expect(result).toMatchObject({ workedClockMinutes: 240, deficitMinutes: 240 });
    expect(result.flags).toContain('odd_punches');
  });
});

describe('rest between workdays (CLT arts. 66 and 67)', () => {
  it('gives what is missing of 11 h', () => {
    const result = computeTimesheet(
      scenario({
        from: MONDAY,
        to: '2026-08-04',
        punches: [
          ...day(MONDAY, '08:00', '12:00', '13:00', '23:00'),
          ...day('2026-08-04', '08:00', '12:00', '13:00', '17:00'),
        ],
      }),
    );
    expect(result.days[1]).toMatchObject({ interjornadaMissingMinutes: 120 });
    expect(result.days[1]!.flags).toContain('rest_11h');
  });

  it.each([
    ['the contract: 11 h also across the weekly rest day', {}, 0],
    [
      '35 h across the weekly rest day when set (arts. 66 + 67)',
      { interjornadaAcrossRestDayMinutes: 2100 },
      180,
    ],
  ] as const)('%s', (_name, rules, missing) => {
    const week: Scenario['schedule'] = {
      kind: 'weekly',
      days: { ...OFFICE_WEEK.days, sat: [['14:00', '22:00']] },
    };
    const result = computeTimesheet(
      scenario({
        from: '2026-08-08',
        to: '2026-08-10',
        schedule: week,
        rules,
        punches: [
          ...day('2026-08-08', '14:00', '18:00', '19:00', '22:00'),
          ...day('2026-08-10', '06:00', '12:00', '13:00', '17:00'),
        ],
      }),
    );
    // Saturday 22:00 → Monday 06:00 is 32 h.
    expect(result.days[2]).toMatchObject({
      date: '2026-08-10',
      interjornadaMissingMinutes: missing,
    });
  });
});

describe('hours bank', () => {
  it('turns weekday overtime into credit and a deficit into debit, not rest-day work', () => {
    const result = computeTimesheet(
      scenario({
        from: MONDAY,
        to: '2026-08-09',
        rules: { hoursBank: true },
        punches: [
          ...day(MONDAY, '08:00', '12:00', '13:00', '18:00'),
          ...day('2026-08-04', '08:00', '12:00', '13:00', '16:30'),
          ...day('2026-08-09', '08:00', '10:00'),
        ],
      }),
    );
    const [monday, tuesday] = result.days;
    expect(monday).toMatchObject({ hoursBankMinutes: 60, overtime: { '50': 0 } });
    expect(tuesday).toMatchObject({ hoursBankMinutes: -30, deficitMinutes: 0 });
    expect(result.days.at(-1)).toMatchObject({ overtime: { '100': 120 }, hoursBankMinutes: 0 });
  });
});

describe('time zones', () => {
  it('counts real elapsed time across a daylight-saving change (São Paulo, 2018)', () => {
    const result = computeTimesheet({
      ...scenario({ from: '2018-11-03', to: '2018-11-03', schedule: only([['22:00', '05:00']]) }),
      rules: { ...scenario().rules, restDays: [] },
      punches: [Date.parse('2018-11-03T22:00:00-03:00'), Date.parse('2018-11-04T05:00:00-02:00')],
    });
    expect(result.days[0]).toMatchObject({ workedClockMinutes: 360, scheduledMinutes: 411 });
  });

  it('reads schedules in the workplace zone (Manaus, UTC−4)', () => {
    const result = computeTimesheet({
      ...scenario({ timezone: 'America/Manaus' }),
      punches: ['08:00', '12:00', '13:00', '17:00'].map((t) =>
        Date.parse(`${MONDAY}T${t}:00-04:00`),
      ),
    });
    expect(result.days[0]).toMatchObject({ overtime: { '50': 0 }, deficitMinutes: 0 });
    expect(result.days[0]!.punches[0]).toBe('2026-08-03T08:00:00-04:00');
  });
});

describe('explanations', () => {
  it('explains every non-zero figure with a rule and a legal reference', () => {
    const result = computeTimesheet(
      scenario({
        from: MONDAY,
        to: '2026-08-09',
        punches: [
          ...day(MONDAY, '07:30', '12:00', '12:30', '19:00'),
          ...day('2026-08-04', '09:00', '12:00', '13:00', '17:00'),
          ...day('2026-08-05', '21:00', '23:30'),
          ...day('2026-08-09', '08:00', '10:00'),
        ],
      }),
    );
    for (const d of result.days) {
      const explained = new Set(d.explain.map((e) => e.field));
      for (const [field, value] of Object.entries(d)) {
        if (typeof value === 'number' && value !== 0)
          expect(explained, `${d.date} ${field}`).toContain(field);
      }
      for (const [rate, value] of Object.entries(d.overtime)) {
        if (value !== 0)
          expect(explained, `${d.date} overtime.${rate}`).toContain(`overtime.${rate}`);
      }
      for (const e of d.explain) expect(e.ref).toMatch(/CLT|Lei|Súmula|Portaria|CF/);
    }
  });
});
