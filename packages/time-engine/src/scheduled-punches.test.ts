import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.js';
import { scheduledPunches } from './scheduled-punches.js';
import { computeTimesheet } from './timesheet.js';

// The marks of someone who works exactly as scheduled, through the contract's JSON as the web's
// "preview a week" sends it. November 2026: the 16th is a Monday, the 20th (Friday) a national
// holiday, the 22nd a Sunday. São Paulo and Recife are UTC−3 all year, Manaus UTC−4.

type Pairs = [string, string][];
const OFFICE: Pairs = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];
const LATER: Pairs = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];
const week = (pairs: Pairs, weekend: Pairs = []) => ({
  kind: 'weekly',
  days: { mon: pairs, tue: pairs, wed: pairs, thu: pairs, fri: pairs, sat: weekend, sun: weekend },
});
const cycle = (pairs: Pairs) => ({ kind: 'cycle', anchor: '2026-11-16', pattern: [pairs, []] });

/** ISO instants of one local date at a fixed offset. */
const at = (date: string, offset: string, ...times: string[]) =>
  times.map((time) => `${date}T${time}:00${offset}`);
const sp = (date: string, ...times: string[]) => at(date, '-03:00', ...times);

interface Case {
  name: string;
  scenario: Record<string, unknown>;
  expected: string[];
}

const CASES: Case[] = [
  {
    name: 'weekly: both pairs of each workday, in order',
    scenario: { from: '2026-11-16', to: '2026-11-17', schedule: week(OFFICE) },
    expected: [
      ...sp('2026-11-16', '08:00', '12:00', '13:00', '17:00'),
      ...sp('2026-11-17', '08:00', '12:00', '13:00', '17:00'),
    ],
  },
  {
    name: 'weekly: a holiday and a day without schedule give nothing',
    scenario: {
      from: '2026-11-19',
      to: '2026-11-21',
      schedule: week(OFFICE),
      holidays: ['2026-11-20'],
    },
    expected: sp('2026-11-19', '08:00', '12:00', '13:00', '17:00'),
  },
  {
    name: 'weekly: a weekly rest day (DSR) is skipped even when the schedule has pairs on it',
    scenario: {
      from: '2026-11-21',
      to: '2026-11-22',
      schedule: week(OFFICE, [['08:00', '12:00']]),
      rules: { restDays: ['sun'] },
    },
    expected: sp('2026-11-21', '08:00', '12:00'),
  },
  {
    name: '12x36 by day in Recife: one day on, one day off from the anchor',
    scenario: {
      timezone: 'America/Recife',
      from: '2026-11-16',
      to: '2026-11-19',
      schedule: cycle([['07:00', '19:00']]),
      rules: { restDays: [] },
    },
    expected: [...sp('2026-11-16', '07:00', '19:00'), ...sp('2026-11-18', '07:00', '19:00')],
  },
  {
    name: '12x36 at night: the out is on the next calendar day, the workday is the one it starts',
    scenario: {
      timezone: 'America/Recife',
      from: '2026-11-16',
      to: '2026-11-17',
      schedule: cycle([['19:00', '07:00']]),
      rules: { restDays: [] },
    },
    expected: ['2026-11-16T19:00:00-03:00', '2026-11-17T07:00:00-03:00'],
  },
  {
    name: "night: the previous day's shift that ends inside the period is not the period's",
    scenario: {
      timezone: 'America/Recife',
      from: '2026-11-17',
      to: '2026-11-18',
      schedule: cycle([['19:00', '07:00']]),
      rules: { restDays: [] },
    },
    expected: ['2026-11-18T19:00:00-03:00', '2026-11-19T07:00:00-03:00'],
  },
  {
    name: 'night with a break after midnight: every later time is on the next day',
    scenario: {
      from: '2026-11-16',
      to: '2026-11-16',
      schedule: {
        kind: 'weekly',
        days: {
          mon: [
            ['22:00', '02:00'],
            ['03:00', '06:00'],
          ],
        },
      },
    },
    expected: ['2026-11-16T22:00:00-03:00', ...sp('2026-11-17', '02:00', '03:00', '06:00')],
  },
  {
    name: 'a version from Wednesday: Tuesday keeps the old marks, Wednesday has the new ones',
    scenario: {
      from: '2026-11-17',
      to: '2026-11-18',
      schedule: week(OFFICE),
      versions: [{ from: '2026-11-18', schedule: week(LATER) }],
    },
    expected: [
      ...sp('2026-11-17', '08:00', '12:00', '13:00', '17:00'),
      ...sp('2026-11-18', '09:00', '13:00', '14:00', '18:00'),
    ],
  },
  {
    name: "a version's own rest days decide: Saturday becomes a rest day from the change",
    scenario: {
      from: '2026-11-14',
      to: '2026-11-21',
      schedule: { kind: 'weekly', days: { sat: [['08:00', '12:00']] } },
      versions: [
        {
          from: '2026-11-15',
          schedule: { kind: 'weekly', days: { sat: [['08:00', '12:00']] } },
          rules: { restDays: ['sat'] },
        },
      ],
    },
    expected: sp('2026-11-14', '08:00', '12:00'),
  },
  {
    name: "the workplace's offset: Manaus is UTC−4",
    scenario: {
      timezone: 'America/Manaus',
      from: '2026-11-16',
      to: '2026-11-16',
      schedule: week(OFFICE),
    },
    expected: at('2026-11-16', '-04:00', '08:00', '12:00', '13:00', '17:00'),
  },
];

const read = (raw: Record<string, unknown>) =>
  parseScenario({ timezone: 'America/Sao_Paulo', ...raw });

describe('scheduledPunches', () => {
  it.each(CASES)('$name', ({ scenario, expected }) => {
    expect(scheduledPunches(read(scenario))).toEqual(expected);
  });

  it.each(CASES)('the engine reads them as exactly on time: $name', ({ scenario }) => {
    const parsed = read(scenario);
    const result = computeTimesheet(
      read({ ...scenario, punches: scheduledPunches(parsed) } as Record<string, unknown>),
    );
    for (const day of result.days) {
      // Worked is what was owed, to the minute: nothing late, short, absent or extra.
      expect(day.workedMinutes, day.date).toBe(day.scheduledMinutes);
      expect(Object.values(day.overtime).every((minutes) => minutes === 0)).toBe(true);
      expect(day, day.date).toMatchObject({
        lateMinutes: 0,
        earlyLeaveMinutes: 0,
        deficitMinutes: 0,
        absenceMinutes: 0,
      });
      expect(day.flags).not.toContain('odd_punches');
      expect(day.flags).not.toContain('absent');
    }
  });

  it('a 19:00–07:00 night with the default rules: 7 h of night window plus the extension', () => {
    const scenario = read({
      timezone: 'America/Recife',
      from: '2026-11-16',
      to: '2026-11-16',
      schedule: cycle([['19:00', '07:00']]),
    });
    const [day] = computeTimesheet({
      ...scenario,
      punches: scheduledPunches(scenario).map((iso) => Date.parse(iso)),
    }).days;
    // 22:00–05:00 is 420 min; the shift covers it whole, so 05:00–07:00 is night too (Súmula 60).
    expect(day).toMatchObject({ workedClockMinutes: 720, nightMinutes: 540 });
    expect(day!.nightCreditedMinutes).toBe(Math.round((540 * 8) / 7));
    expect(day!.flags).toContain('night_extended');
  });

  it('gives nothing for a period without scheduled work', () => {
    expect(
      scheduledPunches(read({ from: '2026-11-21', to: '2026-11-22', schedule: week(OFFICE) })),
    ).toEqual([]);
  });

  it('punches the pairs a schedule puts on a rest day only when asked (the schedule form)', () => {
    const sunday = read({
      timezone: 'America/Sao_Paulo',
      from: '2026-11-22',
      to: '2026-11-22',
      schedule: { kind: 'weekly', days: { sun: [['08:00', '12:00']] } },
    });
    expect(scheduledPunches(sunday)).toEqual([]);
    expect(scheduledPunches(sunday, { restDays: true })).toEqual([
      '2026-11-22T08:00:00-03:00',
      '2026-11-22T12:00:00-03:00',
    ]);
  });
});
