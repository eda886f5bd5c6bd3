import type { EngineSchedule, FullRules } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { COMMERCIAL_WEEK, OFFICE_DAY as OFFICE } from './schedule-form-values';
import type { Pair } from './schedule-marks';
import { scheduleTotals } from './schedule-totals';

const RULES = DEFAULT_RULES as FullRules;
const week = (days: Record<string, readonly Pair[]>): EngineSchedule =>
  ({ kind: 'weekly', days }) as EngineSchedule;
const kinds = (schedule: EngineSchedule, rules = RULES) =>
  scheduleTotals(schedule, rules).warnings.map((w) => w.kind);

describe('scheduleTotals (the engine on punches exactly on schedule)', () => {
  it('counts a 22:00–05:00 shift as 420 clock night minutes, 480 with the reduced hour', () => {
    const totals = scheduleTotals(week({ mon: [['22:00', '05:00']] }), RULES);
    const monday = totals.days[0]!;
    expect(monday.weekday).toBe('mon');
    expect(monday.marks).toEqual([[1320, 1740]]);
    expect(monday).toMatchObject({ clock: 420, night: 420, nightCredited: 480, total: 480 });
    expect(totals.week).toMatchObject({ total: 480, night: 420, nightCredited: 480 });
    // Without the reduced hour the clock is the count.
    const plain = scheduleTotals(week({ mon: [['22:00', '05:00']] }), {
      ...RULES,
      night: { ...RULES.night, reducedHour: false },
    });
    expect(plain.days[0]).toMatchObject({ night: 420, nightCredited: 420, total: 420 });
  });

  it('takes the commercial 44 h week without a warning', () => {
    const totals = scheduleTotals(week(COMMERCIAL_WEEK), RULES);
    expect(totals.days.map((d) => d.total)).toEqual([480, 480, 480, 480, 480, 240, 0]);
    expect(totals.week.total).toBe(44 * 60);
    expect(totals.warnings).toEqual([]);
  });

  it('warns (never refuses) a day over 10 h, a week over 44 h and a day over 6 h without a 1 h break', () => {
    const long: Pair[] = [
      ['07:00', '12:00'],
      ['13:00', '18:30'],
    ];
    expect(kinds(week({ mon: long }))).toEqual(['dayOver10h']);
    const five = week({ mon: long, tue: long, wed: long, thu: long, fri: OFFICE });
    expect(kinds(five)).toEqual([
      'dayOver10h',
      'dayOver10h',
      'dayOver10h',
      'dayOver10h',
      'weekOver44h',
    ]);
    expect(scheduleTotals(five, RULES).week.total).toBe(4 * 630 + 480);
    const noBreak = scheduleTotals(week({ mon: [['08:00', '15:00']] }), RULES);
    expect(noBreak.warnings).toEqual([{ kind: 'breakMissing', day: noBreak.days[0] }]);
    expect(noBreak.days[0]?.breakMissing).toBe(60);
    // A 30-minute break is not enough either; an hour is.
    const shortBreak: Pair[] = [
      ['08:00', '12:00'],
      ['12:30', '16:00'],
    ];
    expect(scheduleTotals(week({ mon: shortBreak }), RULES).days[0]?.breakMissing).toBe(30);
    expect(kinds(week({ mon: OFFICE }))).toEqual([]);
  });

  it('flags short rest between workdays and hours on a weekly rest day', () => {
    const rest = scheduleTotals(
      week({ mon: [['14:00', '23:00']], tue: [['06:00', '12:00']] }),
      RULES,
    );
    expect(rest.days[1]?.restMissing).toBe(4 * 60);
    expect(rest.warnings.map((w) => w.kind)).toContain('rest11h');
    const sunday = scheduleTotals(week({ sun: [['08:00', '12:00']] }), RULES);
    expect(sunday.days[6]).toMatchObject({ weekday: 'sun', restDay: true, total: 240 });
    expect(sunday.warnings.map((w) => w.kind)).toEqual(['restDayWork']);
  });

  it('averages a 12x36 night rotation over its cycle and shows its first 14 days', () => {
    const schedule: EngineSchedule = {
      kind: 'cycle',
      anchor: '2026-11-01',
      pattern: [[['19:00', '07:00']], []],
    };
    const totals = scheduleTotals(schedule, { ...RULES, restDays: [] });
    expect(totals.days).toHaveLength(14);
    expect(totals.days.map((d) => d.index).slice(0, 4)).toEqual([0, 1, 0, 1]);
    // 22:00–05:00 and, the whole window worked, 05:00–07:00 too (Súmula 60): 540 clock minutes.
    expect(totals.days[0]).toMatchObject({
      clock: 720,
      night: 540,
      nightCredited: 617,
      total: 797,
    });
    expect(totals.days[1]).toMatchObject({ clock: 0, total: 0 });
    expect(totals.week).toEqual({ total: 2790, night: 1890, nightCredited: 2160, average: true });
    expect(totals.warnings.map((w) => w.kind)).toEqual([
      'dayOver10h',
      'breakMissing',
      'averageOver44h',
    ]);
  });

  it('throws the engine’s objection to overlapping pairs', () => {
    expect(() =>
      scheduleTotals(
        week({
          mon: [
            ['08:00', '12:00'],
            ['11:00', '13:00'],
          ],
        }),
        RULES,
      ),
    ).toThrow(/overlaps/);
  });
});
