import { describe, expect, it } from 'vitest';
import {
  type Detected,
  detectAnomalies,
  type EmployeeFacts,
  marksByDate,
  missingWindowOf,
  periodOf,
  type RulePunch,
} from './abnormal-rules.js';

// The abnormal-punch rules, one table: each row a day of punches (Recife, -03:00), the office
// schedule 08–12 13–17 on 2026-08-03 and 04 unless said otherwise, "today" 2026-08-10.

const OFFICE = marksByDate(
  ['2026-08-03', '2026-08-04'].flatMap((d) =>
    ['08:00', '12:00', '13:00', '17:00'].map((hm) => `${d}T${hm}:00-03:00`),
  ),
);

let next = 0;
/** A punch at `HH:MM[:SS]` of a day, recorded then (or `late` minutes later, offline). */
function p(
  day: string,
  time: string,
  over: Partial<RulePunch> & { late?: number } = {},
): RulePunch {
  const iso = `${day}T${time.length === 5 ? `${time}:00` : time}-03:00`;
  const at = Date.parse(iso);
  const { late = 0, ...rest } = over;
  next += 1;
  return {
    id: `p${next}`,
    recorded: true,
    at,
    iso,
    recordedAt: at + late * 60_000,
    day,
    flags: [],
    offline: late > 0,
    ...rest,
  };
}

const D = '2026-08-03';
const full = () => [p(D, '08:00'), p(D, '12:00'), p(D, '13:00'), p(D, '17:00')];

function facts(punches: RulePunch[], over: Partial<EmployeeFacts> = {}): EmployeeFacts {
  return {
    punches,
    planned: OFFICE,
    today: '2026-08-10',
    missingWindow: { from: '2026-08-03', to: '2026-08-09' },
    ...over,
  };
}

/** What was found, as `kind@day[:punch index]` with its detail. */
function found(input: EmployeeFacts): [string, Detected['detail']][] {
  const index = new Map(input.punches.map((punch, i) => [punch.id, i]));
  return detectAnomalies(input)
    .map((d): [string, Detected['detail']] => [
      `${d.kind}@${d.day}${d.recordId ? `:${index.get(d.recordId)}` : ''}`,
      d.detail,
    ])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('abnormal punch rules', () => {
  it.each<[string, EmployeeFacts, [string, Detected['detail']][]]>([
    [
      'a day punched as scheduled: nothing',
      facts(full(), { missingWindow: { from: D, to: D } }),
      [],
    ],
    [
      'three punches: odd and one missing',
      facts(full().slice(0, 3), { missingWindow: { from: D, to: D } }),
      [
        ['missing@2026-08-03', { count: 3, planned: 4 }],
        ['odd_count@2026-08-03', { count: 3 }],
      ],
    ],
    [
      'a scheduled day without punches is missing, in the window only',
      facts([], { missingWindow: { from: '2026-08-04', to: '2026-08-09' } }),
      [['missing@2026-08-04', { count: 0, planned: 4 }]],
    ],
    [
      'no schedule: no missing, no far-from-schedule; odd still counts',
      facts([p(D, '03:00')], { planned: undefined }),
      [['odd_count@2026-08-03', { count: 1 }]],
    ],
    [
      'today is not over: an odd count waits',
      facts([p(D, '08:00')], { today: D, missingWindow: null }),
      [],
    ],
    [
      'outside the geofence',
      facts(
        full().map((punch, i) => (i === 1 ? { ...punch, flags: ['outside_geofence'] } : punch)),
        { missingWindow: null },
      ),
      [['outside_geofence@2026-08-03:1', {}]],
    ],
    [
      '61 minutes from the nearest mark is far; 60 is not',
      facts([p(D, '09:00'), p(D, '12:00'), p(D, '13:00'), p(D, '18:01')], {
        missingWindow: null,
      }),
      [
        [
          'far_from_schedule@2026-08-03:3',
          { expected: '2026-08-03T17:00:00-03:00', minutes_off: 61 },
        ],
      ],
    ],
    [
      'a day without planned marks (a rest day) is never far from them',
      facts([p('2026-08-08', '10:00'), p('2026-08-08', '14:00')], { missingWindow: null }),
      [],
    ],
    [
      'repeated within 60 s of the previous counting punch (60 s is, 61 s is not)',
      facts(
        [
          p(D, '08:00'),
          p(D, '08:01'),
          p(D, '12:00'),
          p(D, '12:01:01'),
          p(D, '13:00'),
          p(D, '17:00'),
        ],
        { missingWindow: null },
      ),
      [['repeated@2026-08-03:1', { previous: '2026-08-03T08:00:00-03:00', seconds_apart: 60 }]],
    ],
    [
      'an offline punch stored more than 5 minutes later',
      facts(
        [p(D, '08:00', { late: 6 }), p(D, '12:00', { late: 5 }), p(D, '13:00'), p(D, '17:00')],
        { missingWindow: null },
      ),
      [['offline@2026-08-03:0', { minutes_off: 6 }]],
    ],
    [
      'an inclusion counts for the day, but is never a punch anomaly',
      facts(
        [
          p(D, '08:00', { recorded: false }),
          p(D, '08:00:30', { recorded: false }),
          p(D, '23:00', { recorded: false }),
        ],
        { missingWindow: null },
      ),
      [['odd_count@2026-08-03', { count: 3 }]],
    ],
  ])('%s', (_name, input, expected) => {
    expect(found(input)).toEqual(expected);
  });

  it('the default period is the last 7 days; one end given, the other follows within 31 days', () => {
    expect(periodOf({}, '2026-08-10')).toEqual({ from: '2026-08-04', to: '2026-08-10' });
    expect(periodOf({ to: '2026-07-31' }, '2026-08-10')).toEqual({
      from: '2026-07-25',
      to: '2026-07-31',
    });
    expect(periodOf({ from: '2026-08-01' }, '2026-08-10')).toEqual({
      from: '2026-08-01',
      to: '2026-08-10',
    });
    expect(periodOf({ from: '2026-01-01' }, '2026-08-10')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodOf({ from: '2026-09-01' }, '2026-08-10')).toEqual({
      from: '2026-09-01',
      to: '2026-09-01',
    });
  });

  it('looks for missing punches while employed and only on days that are over', () => {
    const period = { from: '2026-08-01', to: '2026-08-31' };
    const active = { admissionDate: '2026-08-05', terminationDate: null, status: 'active' };
    expect(missingWindowOf(period, active, '2026-08-20')).toEqual({
      from: '2026-08-05',
      to: '2026-08-19',
    });
    expect(
      missingWindowOf(period, { ...active, terminationDate: '2026-08-10' }, '2026-08-20'),
    ).toEqual({ from: '2026-08-05', to: '2026-08-10' });
    expect(missingWindowOf(period, { ...active, status: 'disabled' }, '2026-08-20')).toBeNull();
    expect(missingWindowOf(period, active, '2026-08-05')).toBeNull();
  });
});
