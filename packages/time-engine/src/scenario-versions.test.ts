import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules.js';
import { parseScenario, ScenarioError } from './scenario.js';

// Reading the optional `versions` key: the computation is in versions.test.ts.

const schedule = { kind: 'weekly', days: { mon: [['08:00', '12:00']] } };
const cycle = { kind: 'cycle', anchor: '2026-11-17', pattern: [[['07:00', '19:00']], []] };
const base = (versions: unknown) => ({
  timezone: 'America/Sao_Paulo',
  from: '2026-11-10',
  to: '2026-11-20',
  schedule,
  rules: { overtimeRate: 70, restDays: ['sat', 'sun'] },
  versions,
});

function errorOf(raw: unknown): ScenarioError {
  try {
    parseScenario(raw);
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

describe('parseScenario: versions', () => {
  it('reads each version with its own schedule, and rules from the defaults (not inherited)', () => {
    const scenario = parseScenario(
      base([
        { from: '2026-11-15', schedule: cycle },
        { from: '2026-11-18', schedule, rules: { overtimeRate: 60, night: { start: '21:00' } } },
      ]),
    );
    expect(scenario.rules.overtimeRate).toBe(70);
    expect(scenario.versions).toEqual([
      { from: '2026-11-15', schedule: cycle, rules: DEFAULT_RULES },
      {
        from: '2026-11-18',
        schedule: {
          kind: 'weekly',
          days: { sun: [], mon: [['08:00', '12:00']], tue: [], wed: [], thu: [], fri: [], sat: [] },
        },
        rules: {
          ...DEFAULT_RULES,
          overtimeRate: 60,
          night: { ...DEFAULT_RULES.night, start: '21:00' },
        },
      },
    ]);
    expect(scenario.versions![0]!.rules).not.toBe(DEFAULT_RULES);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['an empty list', []],
  ])('leaves the key out when versions is %s', (_name, versions) => {
    expect(parseScenario(base(versions))).not.toHaveProperty('versions');
  });

  it('accepts 50 versions', () => {
    const versions = Array.from({ length: 50 }, (_, k) => ({
      from: new Date(Date.UTC(2026, 0, 1 + k)).toISOString().slice(0, 10),
      schedule,
    }));
    expect(parseScenario(base(versions)).versions).toHaveLength(50);
  });

  const many = Array.from({ length: 51 }, (_, k) => ({
    from: new Date(Date.UTC(2026, 0, 1 + k)).toISOString().slice(0, 10),
    schedule,
  }));

  it.each([
    ['not a list', { from: '2026-11-15', schedule }, 'versions', /^versions: expected a list of/],
    ['a string', '2026-11-15', 'versions', /got a string/],
    ['more than 50', many, 'versions', /^versions: expected at most 50 versions, got 51$/],
    ['an entry not an object', ['2026-11-15'], 'versions[0]', /^versions\[0\]: expected \{ "from"/],
    [
      'an unknown key',
      [{ from: '2026-11-15', schedule, rule: {} }],
      'versions[0].rule',
      /^versions\[0\]\.rule: unknown key \(expected from, schedule, rules\)$/,
    ],
    ['from missing', [{ schedule }], 'versions[0].from', /missing \(expected a date YYYY-MM-DD\)/],
    [
      'a bad date',
      [
        { from: '2026-11-15', schedule },
        { from: '2026-02-30', schedule },
      ],
      'versions[1].from',
      /^versions\[1\]\.from: invalid date "2026-02-30" \(2026-02 has 28 days\)$/,
    ],
    [
      'a malformed date',
      [{ from: '15/11/2026', schedule }],
      'versions[0].from',
      /malformed date "15\/11\/2026"/,
    ],
    [
      'dates going back',
      [
        { from: '2026-11-15', schedule },
        { from: '2026-11-14', schedule },
      ],
      'versions[1].from',
      /^versions\[1\]\.from: 2026-11-14 is not after versions\[0\]\.from \(2026-11-15\); versions go in ascending order$/,
    ],
    [
      'the same date twice',
      [
        { from: '2026-11-15', schedule },
        { from: '2026-11-15', schedule: cycle },
      ],
      'versions[1].from',
      /is not after versions\[0\]\.from/,
    ],
    [
      'schedule missing (it is not inherited)',
      [{ from: '2026-11-15' }],
      'versions[0].schedule',
      /^versions\[0\]\.schedule: missing \(expected a schedule object/,
    ],
    [
      'a bad pair in its schedule',
      [{ from: '2026-11-15', schedule: { kind: 'weekly', days: { tue: [['8:00', '12:00']] } } }],
      'versions[0].schedule.days.tue[0][0]',
      /invalid time of day "8:00"/,
    ],
    [
      'a cycle without its anchor',
      [{ from: '2026-11-15', schedule: { kind: 'cycle', pattern: [[]] } }],
      'versions[0].schedule.anchor',
      /missing/,
    ],
    [
      'a bad rule',
      [{ from: '2026-11-15', schedule, rules: { overtimeRate: -1 } }],
      'versions[0].rules.overtimeRate',
      /expected a number ≥ 0, got -1/,
    ],
  ])('%s', (_name, versions, path, message) => {
    const error = errorOf(base(versions));
    expect(error.path).toBe(path);
    expect(error.message).toMatch(message);
  });
});
