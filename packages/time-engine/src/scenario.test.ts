import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules.js';
import { parseScenario, ScenarioError } from './scenario.js';

/** The contract's example input. */
const base = () => ({
  timezone: 'America/Sao_Paulo',
  from: '2026-08-03',
  to: '2026-08-09',
  schedule: {
    kind: 'weekly',
    days: {
      mon: [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
      tue: [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
      sat: [],
    },
  },
  holidays: ['2026-09-07'],
  absences: [{ date: '2026-08-05', kind: 'justified' }],
  punches: ['2026-08-03T07:58:00-03:00', '2026-08-03T12:01:00-03:00'],
});

type Raw = Record<string, unknown>;
const withChange = (change: (raw: Raw) => void) => {
  const raw: Raw = base();
  change(raw);
  return raw;
};
const withPunch = (punch: unknown) => withChange((raw) => (raw.punches = [punch]));
const withMonday = (...pairs: unknown[]) =>
  withChange((raw) => (raw.schedule = { kind: 'weekly', days: { mon: pairs } }));
const withRules = (rules: unknown) => withChange((raw) => (raw.rules = rules));

function errorOf(raw: unknown): ScenarioError {
  try {
    parseScenario(raw);
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

describe('parseScenario: good input', () => {
  it('reads the contract example, fills defaults and missing weekdays', () => {
    const scenario = parseScenario(base());
    expect(scenario.timezone).toBe('America/Sao_Paulo');
    expect(scenario.rules).toEqual(DEFAULT_RULES);
    expect(scenario.rules).not.toBe(DEFAULT_RULES);
    expect(scenario.schedule).toEqual({
      kind: 'weekly',
      days: {
        sun: [],
        mon: [
          ['08:00', '12:00'],
          ['13:00', '17:00'],
        ],
        tue: [
          ['08:00', '12:00'],
          ['13:00', '17:00'],
        ],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
      },
    });
    expect(scenario.punches).toEqual([Date.UTC(2026, 7, 3, 10, 58), Date.UTC(2026, 7, 3, 15, 1)]);
    expect(scenario.holidays).toEqual(['2026-09-07']);
    expect(scenario.absences).toEqual([{ date: '2026-08-05', kind: 'justified' }]);
  });

  it('ignores unknown top-level keys and treats missing or null optional fields as empty', () => {
    const { rules, holidays, absences, punches } = parseScenario({
      timezone: 'UTC',
      from: '2026-08-03',
      to: '2026-08-03',
      schedule: { kind: 'weekly', days: {} },
      holidays: null,
      employee: { name: 'Ana' },
      version: 2,
    });
    expect({ rules, holidays, absences, punches }).toEqual({
      rules: DEFAULT_RULES,
      holidays: [],
      absences: [],
      punches: [],
    });
  });

  it('ignores keys it does not know inside rules and schedules too (callers may send more)', () => {
    const { rules, schedule } = parseScenario({
      timezone: 'UTC',
      from: '2026-08-03',
      to: '2026-08-03',
      schedule: { kind: 'weekly', days: {}, name: 'Comercial' },
      rules: { nightRate: 20, night: { premium: 20 }, breaks: { paid: false } },
    });
    expect(rules).toEqual(DEFAULT_RULES);
    expect(schedule.kind).toBe('weekly');
  });

  it('reads a 12x36 cycle and a night pair crossing midnight', () => {
    const cycle = parseScenario(
      withChange((raw) => {
        raw.schedule = { kind: 'cycle', anchor: '2026-08-01', pattern: [[['07:00', '19:00']], []] };
      }),
    );
    expect(cycle.schedule).toEqual({
      kind: 'cycle',
      anchor: '2026-08-01',
      pattern: [[['07:00', '19:00']], []],
    });
    const night = parseScenario(withMonday(['22:00', '05:00']));
    expect(night.schedule.kind === 'weekly' && night.schedule.days.mon).toEqual([
      ['22:00', '05:00'],
    ]);
  });

  it.each([
    [
      'a night shift with a break after midnight',
      [
        ['22:00', '02:00'],
        ['03:00', '06:00'],
      ],
    ],
    [
      'a break across midnight',
      [
        ['18:00', '23:30'],
        ['00:30', '03:00'],
      ],
    ],
    ['a 24 h shift', [['07:00', '07:00']]],
    [
      'pairs back to back',
      [
        ['08:00', '12:00'],
        ['12:00', '16:00'],
      ],
    ],
  ])('accepts %s', (_, pairs) => {
    expect(() => parseScenario(withMonday(...pairs))).not.toThrow();
  });

  it.each([
    ['2026-08-03T07:58:00-03:00', Date.UTC(2026, 7, 3, 10, 58)],
    ['2026-08-03T07:58-03:00', Date.UTC(2026, 7, 3, 10, 58)],
    ['2026-08-03T07:58:00-0300', Date.UTC(2026, 7, 3, 10, 58)], // the AFD's offset, no colon
    ['2026-08-03T10:58:00Z', Date.UTC(2026, 7, 3, 10, 58)],
    ['2026-08-03T10:58:00.123Z', Date.UTC(2026, 7, 3, 10, 58, 0, 123)],
    ['2026-08-03T10:58:00.5Z', Date.UTC(2026, 7, 3, 10, 58, 0, 500)],
    ['2026-08-03T16:28:00+05:30', Date.UTC(2026, 7, 3, 10, 58)],
    ['2026-08-04T00:58:00+14:00', Date.UTC(2026, 7, 3, 10, 58)],
    ['2026-08-03 07:58:00-03:00', Date.UTC(2026, 7, 3, 10, 58)], // a space for the "T"
    ['2026-08-03T07:58', Date.UTC(2026, 7, 3, 10, 58)], // local, read in America/Sao_Paulo
    ['2026-08-03T07:58:30', Date.UTC(2026, 7, 3, 10, 58, 30)],
    ['2026-08-03 07:58', Date.UTC(2026, 7, 3, 10, 58)],
    ['2028-02-29T08:00:00-03:00', Date.UTC(2028, 1, 29, 11)],
  ])('reads the punch %s', (punch, expected) => {
    expect(parseScenario(withPunch(punch)).punches).toEqual([expected]);
  });

  // Brazil had DST until 2019: 2018-11-04 00:00 → 01:00 (-03 → -02), 2018-02-18 00:00 → 2018-02-17 23:00.
  it.each([
    ['in summer time', '2019-01-10T08:00', Date.UTC(2019, 0, 10, 10)],
    [
      'in a gap, with the offset before the change',
      '2018-11-04T00:30',
      Date.UTC(2018, 10, 4, 3, 30),
    ],
    ['just after the gap', '2018-11-04T01:00', Date.UTC(2018, 10, 4, 3)],
    ['in an overlap, as the earlier instant', '2018-02-17T23:30', Date.UTC(2018, 1, 18, 1, 30)],
    ['after the overlap', '2018-02-18T00:30', Date.UTC(2018, 1, 18, 3, 30)],
  ])('reads a local punch %s', (_, punch, expected) => {
    expect(parseScenario(withPunch(punch)).punches).toEqual([expected]);
  });

  it('merges partial rules over the defaults', () => {
    const { rules } = parseScenario(
      withRules({
        tolerancePerMark: 0,
        overtimeRate: 62.5,
        night: { start: '21:00' },
        breaks: { longBreak: 30 },
        restDays: ['sun', 'sat', 'sun'],
        hoursBank: true,
      }),
    );
    expect(rules).toEqual({
      ...DEFAULT_RULES,
      tolerancePerMark: 0,
      overtimeRate: 62.5,
      night: { ...DEFAULT_RULES.night, start: '21:00' },
      breaks: { ...DEFAULT_RULES.breaks, longBreak: 30 },
      restDays: ['sun', 'sat'],
      hoursBank: true,
    });
    expect(parseScenario(withRules({ restDays: [] })).rules.restDays).toEqual([]);
  });

  it('sorts and dedupes holidays and absences, canonicalises the zone case', () => {
    const scenario = parseScenario(
      withChange((raw) => {
        raw.timezone = 'america/sao_paulo';
        raw.holidays = ['2026-11-20', '2026-09-07', '2026-11-20'];
        raw.absences = [
          { date: '2026-08-06', kind: 'unjustified', note: 'no word' },
          { date: '2026-08-05', kind: 'justified' },
          { date: '2026-08-06', kind: 'unjustified' },
        ];
      }),
    );
    expect(scenario.timezone).toBe('America/Sao_Paulo');
    expect(scenario.holidays).toEqual(['2026-09-07', '2026-11-20']);
    expect(scenario.absences).toEqual([
      { date: '2026-08-05', kind: 'justified' },
      { date: '2026-08-06', kind: 'unjustified' },
    ]);
  });

  it('accepts a period of 366 days', () => {
    expect(() =>
      parseScenario(
        withChange((raw) => Object.assign(raw, { from: '2028-01-01', to: '2028-12-31' })),
      ),
    ).not.toThrow();
  });
});

describe('parseScenario: bad input', () => {
  it.each([
    ['not an object', [], '', /^expected the scenario to be a JSON object, got a list$/],
    ['null', null, '', /got null/],
    [
      'unknown zone',
      withChange((r) => (r.timezone = 'Mars/Base')),
      'timezone',
      /^timezone: unknown time zone "Mars\/Base"$/,
    ],
    [
      'zone missing',
      withChange((r) => delete r.timezone),
      'timezone',
      /missing \(expected an IANA time zone/,
    ],
    ['zone not a string', withChange((r) => (r.timezone = -3)), 'timezone', /got a number \(-3\)/],
    [
      'from a number',
      withChange((r) => (r.from = 5)),
      'from',
      /^from: expected a date YYYY-MM-DD, got a number \(5\)$/,
    ],
    [
      'from malformed',
      withChange((r) => (r.from = '2026-8-3')),
      'from',
      /malformed date "2026-8-3"/,
    ],
    [
      'from not a real date',
      withChange((r) => (r.from = '2026-02-30')),
      'from',
      /invalid date "2026-02-30" \(2026-02 has 28 days\)/,
    ],
    ['to month 13', withChange((r) => (r.to = '2026-13-01')), 'to', /month 13 does not exist/],
    [
      'year out of range',
      withChange((r) => (r.from = '0026-08-03')),
      'from',
      /year 26 is outside 1900–2199/,
    ],
    [
      'from after to',
      withChange((r) => Object.assign(r, { from: '2026-08-10', to: '2026-08-09' })),
      'to',
      /2026-08-09 is before from \(2026-08-10\)/,
    ],
    [
      'period too long',
      withChange((r) => Object.assign(r, { from: '2026-01-01', to: '2027-01-02' })),
      'to',
      /has 367 days \(at most 366\)/,
    ],
    ['schedule missing', withChange((r) => delete r.schedule), 'schedule', /missing/],
    [
      'schedule kind unknown',
      withChange((r) => (r.schedule = { kind: 'monthly' })),
      'schedule.kind',
      /unknown schedule kind "monthly"/,
    ],
    [
      'weekly without days',
      withChange((r) => (r.schedule = { kind: 'weekly' })),
      'schedule.days',
      /missing/,
    ],
    [
      'unknown weekday',
      withChange((r) => (r.schedule = { kind: 'weekly', days: { monday: [] } })),
      'schedule.days.monday',
      /unknown weekday \(expected mon, tue, wed, thu, fri, sat, sun\)/,
    ],
    [
      'day not a list',
      withChange((r) => (r.schedule = { kind: 'weekly', days: { mon: 'x' } })),
      'schedule.days.mon',
      /expected a list of \["HH:MM","HH:MM"\] pairs/,
    ],
    [
      'pair of three',
      withMonday(['08:00', '12:00', '13:00']),
      'schedule.days.mon[0]',
      /expected a pair \["HH:MM","HH:MM"\], got a list of 3/,
    ],
    ['pair as a string', withMonday('08:00-12:00'), 'schedule.days.mon[0]', /got a string/],
    [
      'time 24:00',
      withMonday(['20:00', '24:00']),
      'schedule.days.mon[0][1]',
      /invalid time of day "24:00"/,
    ],
    [
      'time H:MM',
      withMonday(['8:00', '12:00']),
      'schedule.days.mon[0][0]',
      /invalid time of day "8:00"/,
    ],
    [
      'minute 60',
      withMonday(['08:60', '12:00']),
      'schedule.days.mon[0][0]',
      /expected HH:MM from 00:00 to 23:59/,
    ],
    [
      'overlapping pairs',
      withMonday(['08:00', '12:00'], ['11:00', '17:00']),
      'schedule.days.mon[1]',
      /^schedule\.days\.mon\[1\]: overlaps the previous pair \(starts at 11:00, before the previous pair ends at 12:00/,
    ],
    [
      'overlap after midnight',
      withMonday(['22:00', '05:00'], ['04:00', '06:00']),
      'schedule.days.mon[1]',
      /overlaps the previous pair/,
    ],
    [
      'more than 24 h',
      withMonday(['08:00', '20:00'], ['21:00', '09:00']),
      'schedule.days.mon[1]',
      /span from 08:00 to 09:00 of the next day, more than 24 h/,
    ],
    [
      'cycle without anchor',
      withChange((r) => (r.schedule = { kind: 'cycle', pattern: [[]] })),
      'schedule.anchor',
      /missing \(expected a date/,
    ],
    [
      'cycle with an empty pattern',
      withChange((r) => (r.schedule = { kind: 'cycle', anchor: '2026-08-01', pattern: [] })),
      'schedule.pattern',
      /expected 1 to 366 day schedules, got 0/,
    ],
    [
      'cycle with a bad day',
      withChange(
        (r) => (r.schedule = { kind: 'cycle', anchor: '2026-08-01', pattern: [[], [['07:00']]] }),
      ),
      'schedule.pattern[1][0]',
      /got a list of 1/,
    ],
    [
      'punches a string',
      withChange((r) => (r.punches = 'x')),
      'punches',
      /^punches: expected a list of ISO 8601 times, got a string \("x"\)$/,
    ],
    ['punch a number', withPunch(1_754_218_680_000), 'punches[0]', /expected an ISO 8601 time/],
    [
      'punch without a date',
      withPunch('7:58'),
      'punches[0]',
      /^punches\[0\]: malformed time "7:58" \(expected ISO 8601 like 2026-08-03T07:58:00-03:00\)$/,
    ],
    [
      'punch with a one-digit hour',
      withPunch('2026-08-03T7:58'),
      'punches[0]',
      /malformed time "2026-08-03T7:58"/,
    ],
    [
      'punch on 30 Feb',
      withPunch('2026-02-30T08:00:00-03:00'),
      'punches[0]',
      /invalid time "2026-02-30T08:00:00-03:00" \(2026-02 has 28 days\)/,
    ],
    [
      'punch on 29 Feb of a common year',
      withPunch('2027-02-29T08:00'),
      'punches[0]',
      /2027-02 has 28 days/,
    ],
    ['punch hour 24', withPunch('2026-08-03T24:00:00Z'), 'punches[0]', /hour 24 is not 00–23/],
    ['punch minute 60', withPunch('2026-08-03T07:60:00Z'), 'punches[0]', /minute 60 is not 00–59/],
    ['punch second 60', withPunch('2026-08-03T07:58:60Z'), 'punches[0]', /second 60 is not 00–59/],
    [
      'punch offset beyond 14 h',
      withPunch('2026-08-03T07:58:00+14:30'),
      'punches[0]',
      /offset \+14:30 is beyond ±14:00/,
    ],
    [
      'punch offset minute 60',
      withPunch('2026-08-03T07:58:00-03:60'),
      'punches[0]',
      /offset minute 60/,
    ],
    ['punch with a lowercase t', withPunch('2026-08-03t07:58:00Z'), 'punches[0]', /malformed time/],
    [
      'holidays not a list',
      withChange((r) => (r.holidays = '2026-09-07')),
      'holidays',
      /expected a list of dates/,
    ],
    [
      'bad holiday',
      withChange((r) => (r.holidays = ['2026-09-07', '07/09/2026'])),
      'holidays[1]',
      /malformed date "07\/09\/2026"/,
    ],
    [
      'absence kind',
      withChange((r) => (r.absences = [{ date: '2026-08-05', kind: 'sick' }])),
      'absences[0].kind',
      /unknown absence kind "sick"/,
    ],
    [
      'absence without date',
      withChange((r) => (r.absences = [{ kind: 'justified' }])),
      'absences[0].date',
      /missing/,
    ],
    [
      'absence as a date',
      withChange((r) => (r.absences = ['2026-08-05'])),
      'absences[0]',
      /got a string/,
    ],
    [
      'conflicting absences',
      withChange(
        (r) =>
          (r.absences = [
            { date: '2026-08-05', kind: 'justified' },
            { date: '2026-08-05', kind: 'unjustified' },
          ]),
      ),
      'absences[1]',
      /2026-08-05 is already justified at absences\[0\]/,
    ],
  ])('%s', (_, raw, path, message) => {
    const error = errorOf(raw);
    expect(error.path).toBe(path);
    expect(error.message).toMatch(message);
    expect(error.message).toBe(path ? `${path}: ${error.detail}` : error.detail);
  });

  it.each([
    ['rules not an object', ['x'], 'rules', /expected an object of rules, got a list/],
    [
      'negative tolerance',
      { tolerancePerMark: -1 },
      'rules.tolerancePerMark',
      /expected a whole number ≥ 0, got -1/,
    ],
    ['fractional minutes', { tolerancePerDay: 2.5 }, 'rules.tolerancePerDay', /whole number/],
    [
      'tolerance as text',
      { tolerancePerDay: '10' },
      'rules.tolerancePerDay',
      /got a string \("10"\)/,
    ],
    [
      'rate not finite',
      { overtimeRate: null },
      'rules.overtimeRate',
      /expected a number ≥ 0, got null/,
    ],
    ['negative rate', { restDayRate: -100 }, 'rules.restDayRate', /got -100/],
    ['bank not a boolean', { hoursBank: 'yes' }, 'rules.hoursBank', /expected true or false/],
    ['rest days not a list', { restDays: 'sun' }, 'rules.restDays', /expected a list of weekdays/],
    [
      'unknown rest day',
      { restDays: ['sun', 'domingo'] },
      'rules.restDays[1]',
      /unknown weekday "domingo"/,
    ],
    ['night not an object', { night: true }, 'rules.night', /expected an object of night rules/],
    [
      'night start malformed',
      { night: { start: '22h' } },
      'rules.night.start',
      /invalid time of day "22h"/,
    ],
    ['night end 24:00', { night: { end: '24:00' } }, 'rules.night.end', /invalid time of day/],
    [
      'night flag as text',
      { night: { reducedHour: 'true' } },
      'rules.night.reducedHour',
      /expected true or false/,
    ],
    [
      'empty night window',
      { night: { start: '05:00' } },
      'rules.night',
      /start and end are both 05:00/,
    ],
    ['negative break', { breaks: { longBreak: -60 } }, 'rules.breaks.longBreak', /got -60/],
    [
      'interjornada infinite',
      { interjornadaMinutes: Number.POSITIVE_INFINITY },
      'rules.interjornadaMinutes',
      /got a number \(Infinity\)/,
    ],
  ])('rules: %s', (_, rules, path, message) => {
    const error = errorOf(withRules(rules));
    expect(error.path).toBe(path);
    expect(error.message).toMatch(message);
  });

  it('is an Error named ScenarioError', () => {
    const error = errorOf(withPunch('x'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ScenarioError');
  });
});

describe('parseScenario: problems callers word themselves', () => {
  it.each([
    ['pairs_overlap', withMonday(['08:00', '12:00'], ['11:00', '17:00'])],
    ['day_over_24h', withMonday(['08:00', '20:00'], ['21:00', '09:00'])],
    [
      'night_window_empty',
      withChange((r) => (r.rules = { night: { start: '22:00', end: '22:00' } })),
    ],
  ])('%s carries its code', (code, raw) => {
    expect(errorOf(raw).code).toBe(code);
  });

  it('other problems carry none', () => {
    expect(errorOf(withMonday(['8:00', '12:00'])).code).toBeUndefined();
  });
});
