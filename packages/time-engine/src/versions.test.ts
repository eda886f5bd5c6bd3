import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.js';
import { computeTimesheet } from './timesheet.js';
import type { DayResult, TimesheetResult } from './types.js';

// Schedule versions (scenario `versions`), through the contract's JSON as a caller sends it.
// November 2026: the 10th is a Tuesday, the 14th a Saturday, the 15th a Sunday, the 16th a Monday.

type Pairs = [string, string][];
const OLD: Pairs = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];
const NEW: Pairs = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];
const week = (pairs: Pairs) => ({
  kind: 'weekly',
  days: { mon: pairs, tue: pairs, wed: pairs, thu: pairs, fri: pairs },
});
const everyDay = (pairs: Pairs) => ({
  kind: 'weekly',
  days: { mon: pairs, tue: pairs, wed: pairs, thu: pairs, fri: pairs, sat: pairs, sun: pairs },
});

/** Punches of one local date in São Paulo (UTC−3 all year since 2019). */
const at = (date: string, ...times: string[]) => times.map((time) => `${date}T${time}:00-03:00`);

function run(input: Record<string, unknown>): TimesheetResult {
  return computeTimesheet(
    parseScenario({
      timezone: 'America/Sao_Paulo',
      from: '2026-11-10',
      to: '2026-11-20',
      schedule: week(OLD),
      ...input,
    }),
  );
}

const byDate = (result: TimesheetResult) =>
  Object.fromEntries(result.days.map((day) => [day.date, day])) as Record<string, DayResult>;

describe('versions: each workday uses the schedule in force on its date', () => {
  const weekdays = ['10', '11', '12', '13', '16', '17', '18', '19', '20'].map(
    (d) => `2026-11-${d}`,
  );
  const onTime = weekdays.flatMap((date) =>
    date < '2026-11-15'
      ? at(date, '08:00', '12:00', '13:00', '17:00')
      : at(date, '09:00', '13:00', '14:00', '18:00'),
  );
  const result = run({ versions: [{ from: '2026-11-15', schedule: week(NEW) }], punches: onTime });
  const days = byDate(result);

  it.each(weekdays)('%s: on time to its own marks, nothing owed either way', (date) => {
    const day = days[date]!;
    expect(day).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 480,
      overtime: { '50': 0, '100': 0 },
      deficitMinutes: 0,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      absenceMinutes: 0,
      interjornadaMissingMinutes: 0,
    });
    expect(day.flags).toEqual(['tolerance']);
  });

  it('keeps the weekend as it was and totals the period as one timesheet', () => {
    expect(days['2026-11-14']!.flags).toEqual(['day_off']);
    expect(days['2026-11-15']!.flags).toEqual(['rest_day']);
    expect(result.days).toHaveLength(11);
    expect(result.totals).toMatchObject({
      scheduledMinutes: 9 * 480,
      workedMinutes: 9 * 480,
      overtime: { '50': 0, '100': 0 },
      lateMinutes: 0,
    });
  });

  it.each([
    ['2026-11-13', 'the old marks (08–12/13–17)', 120],
    ['2026-11-16', 'the new marks (09–13/14–18)', 0],
  ])('punching 09–13/14–18 on %s is measured against %s', (date, _marks, late) => {
    const punches = at(date, '09:00', '13:00', '14:00', '18:00');
    const versions = [{ from: '2026-11-15', schedule: week(NEW) }];
    const day = byDate(run({ from: date, to: date, versions, punches }))[date]!;
    expect(day.lateMinutes).toBe(late);
    expect(day.workedMinutes).toBe(480);
  });
});

describe('versions: overtime is keyed by each day’s own rates', () => {
  const punches = [
    ...at('2026-11-12', '08:00', '12:00', '13:00', '18:00'), // 60 at 50
    ...at('2026-11-13', '08:00', '12:00', '13:00', '17:30'), // 30 at 50
    ...at('2026-11-15', '08:00', '10:00'), // Sunday, old version: 120 at 100
    ...at('2026-11-16', '08:00', '12:00', '13:00', '17:45'), // 45 at 60
    ...at('2026-11-17', '08:00', '12:00', '13:00', '17:20'), // 20 at 60
  ];
  const versions = [{ from: '2026-11-16', schedule: week(OLD), rules: { overtimeRate: 60 } }];

  it('each day carries its version’s two rates; the totals sum every key seen', () => {
    const result = run({ versions, punches });
    const days = byDate(result);
    expect(days['2026-11-13']!.overtime).toEqual({ '50': 30, '100': 0 });
    expect(days['2026-11-15']!.overtime).toEqual({ '50': 0, '100': 120 });
    expect(days['2026-11-16']!.overtime).toEqual({ '60': 45, '100': 0 });
    expect(days['2026-11-16']!.explain).toContainEqual(
      expect.objectContaining({ field: 'overtime.60', minutes: 45, rule: 'overtime' }),
    );
    expect(result.totals.overtime).toEqual({ '50': 90, '60': 65, '100': 120 });
    expect(Object.keys(result.totals.overtime)).toEqual(['50', '60', '100']);
  });

  it('has only the rates of the days in the period (not the day before it)', () => {
    const result = run({ from: '2026-11-16', to: '2026-11-17', versions, punches });
    expect(result.totals.overtime).toEqual({ '60': 65, '100': 0 });
  });

  it('adds a rate that is not a whole number after the others, as JSON keys go', () => {
    const cct = [{ from: '2026-11-16', schedule: week(OLD), rules: { overtimeRate: 62.5 } }];
    const result = run({ versions: cct, punches });
    expect(Object.keys(result.totals.overtime)).toEqual(['50', '100', '62.5']);
    expect(result.totals.overtime['62.5']).toBe(65);
  });
});

describe('versions: a change to a 12x36 cycle with its own anchor', () => {
  const cycle = { kind: 'cycle', anchor: '2026-11-17', pattern: [[['07:00', '19:00']], []] };
  const result = run({
    from: '2026-11-12',
    versions: [{ from: '2026-11-16', schedule: cycle, rules: { restDays: [] } }],
  });
  const days = byDate(result);

  it.each([
    ['2026-11-12', 480, ['absent']],
    ['2026-11-13', 480, ['absent']],
    ['2026-11-14', 0, ['day_off']],
    ['2026-11-15', 0, ['rest_day']],
    // The day before the anchor is the pattern's last day, off.
    ['2026-11-16', 0, ['day_off']],
    ['2026-11-17', 720, ['absent']],
    ['2026-11-18', 0, ['day_off']],
    ['2026-11-19', 720, ['absent']],
    ['2026-11-20', 0, ['day_off']],
  ])('%s is scheduled for %i min', (date, minutes, flags) => {
    expect(days[date]!.scheduledMinutes).toBe(minutes);
    expect(days[date]!.absenceMinutes).toBe(minutes);
    expect(days[date]!.flags).toEqual(flags);
  });
});

describe('versions: a night shift belongs to the version of the day it starts', () => {
  const night: Pairs = [['22:00', '05:00']];
  const result = run({
    from: '2026-11-14',
    to: '2026-11-15',
    schedule: everyDay(night),
    rules: { restDays: [] },
    versions: [
      {
        from: '2026-11-15',
        schedule: everyDay(OLD),
        rules: { restDays: [], overtimeRate: 60, night: { reducedHour: false } },
      },
    ],
    punches: at('2026-11-14', '22:00').concat(at('2026-11-15', '05:00')),
  });
  const days = byDate(result);

  it('counts 22:00–05:00 on the 14th with the old schedule and reduced night hour', () => {
    expect(days['2026-11-14']).toMatchObject({
      scheduledMinutes: 480,
      workedClockMinutes: 420,
      nightMinutes: 420,
      workedMinutes: 480,
      overtime: { '50': 0, '100': 0 },
      deficitMinutes: 0,
      punches: ['2026-11-14T22:00:00-03:00', '2026-11-15T05:00:00-03:00'],
    });
  });

  it('leaves the 15th, under the new version, without those punches', () => {
    expect(days['2026-11-15']).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 0,
      overtime: { '60': 0, '100': 0 },
      punches: [],
    });
    expect(result.totals.overtime).toEqual({ '50': 0, '60': 0, '100': 0 });
  });
});

describe('versions: rest between workdays (CLT art. 66) continues across the change', () => {
  const EARLY: Pairs = [
    ['06:00', '10:00'],
    ['11:00', '15:00'],
  ];
  // Tuesday until 22:00, then Wednesday (the new version) from 06:00: 8 h of rest.
  const punches = [
    ...at('2026-11-17', '08:00', '12:00', '13:00', '22:00'),
    ...at('2026-11-18', '06:00', '10:00', '11:00', '15:00'),
  ];

  it.each([
    ['the new version’s default 11 h', {}, {}, 180],
    ['the new version’s 12 h', {}, { interjornadaMinutes: 720 }, 240],
    // Not inherited: a version's rules start from the statutory defaults.
    ['11 h: the top-level 12 h is not inherited', { interjornadaMinutes: 720 }, {}, 180],
  ])('is short by %s', (_name, rules, versionRules, missing) => {
    const versions = [{ from: '2026-11-18', schedule: week(EARLY), rules: versionRules }];
    const days = byDate(run({ rules, versions, punches }));
    expect(days['2026-11-18']!.interjornadaMissingMinutes).toBe(missing);
    expect(days['2026-11-18']!.flags).toContain('rest_11h');
    expect(days['2026-11-18']!.lateMinutes).toBe(0);
    expect(days['2026-11-17']!.overtime).toEqual({ '50': 300, '100': 0 });
  });

  // Saturday until 22:00, Monday from 08:00: 34 h, short of 35 h only across a weekly rest day.
  it.each([
    ['2026-11-16', 'still the old version’s rest day', 60],
    ['2026-11-15', 'no rest day under the new version', 0],
  ])('with the change on %s the Sunday is %s', (from, _name, missing) => {
    const rules = { interjornadaAcrossRestDayMinutes: 2100 };
    const result = run({
      rules,
      versions: [{ from, schedule: week(OLD), rules: { ...rules, restDays: [] } }],
      punches: [
        ...at('2026-11-14', '13:00', '22:00'),
        ...at('2026-11-16', '08:00', '12:00', '13:00', '17:00'),
      ],
    });
    const days = byDate(result);
    expect(days['2026-11-15']!.flags.includes('rest_day')).toBe(missing > 0);
    expect(days['2026-11-16']!.interjornadaMissingMinutes).toBe(missing);
  });
});

describe('versions: none, an empty list or an identical version change nothing', () => {
  const punches = [
    ...at('2026-11-10', '07:50', '12:00', '13:00', '17:40'),
    ...at('2026-11-11', '22:00'),
    ...at('2026-11-12', '04:00', '08:10', '12:00', '13:00', '17:00'),
    ...at('2026-11-15', '09:00', '15:00'),
    ...at('2026-11-17', '08:00'),
  ];
  const rules = { overtimeRate: 62.5, hoursBank: true, restDays: ['sat', 'sun'] };
  const base = run({ rules, punches, holidays: ['2026-11-20'] });

  it.each([
    ['an empty list', []],
    ['null', null],
    ['a version after the period', [{ from: '2026-11-22', schedule: week(NEW) }]],
    ['the same terms again mid-period', [{ from: '2026-11-13', schedule: week(OLD), rules }]],
    ['the same terms before the period', [{ from: '2020-01-01', schedule: week(OLD), rules }]],
  ])('%s', (_name, versions) => {
    const result = run({ rules, punches, holidays: ['2026-11-20'], versions });
    expect(JSON.stringify(result)).toBe(JSON.stringify(base));
  });
});
