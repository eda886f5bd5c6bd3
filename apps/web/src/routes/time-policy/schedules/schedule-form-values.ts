import {
  type EngineSchedule,
  type Schedule,
  type ScheduleBody,
  WEEKDAY_KEYS,
  type WeekdayKey,
} from '@ponteiro/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { partialRulesOf, type RuleValues, ruleValuesOf } from '../rules/rule-fields';
import { CYCLE_PRESETS, cyclePattern } from './cycle-shape';
import type { Pair } from './schedule-marks';

/** One in/out pair as the form holds it (two text inputs). */
export interface PairValue {
  start: string;
  end: string;
}

/**
 * The schedule form: both the week and the cycle are kept (switching the kind back and forth
 * loses nothing); the body takes the one `kind` names.
 */
export interface ScheduleFormValues {
  name: string;
  code: string;
  kind: EngineSchedule['kind'];
  days: Record<WeekdayKey, PairValue[]>;
  pattern: PairValue[][];
  anchor: Dayjs | null;
  pre_assigned_break: boolean;
  rules: RuleValues;
  effective_from: Dayjs | null;
}

export const OFFICE_DAY: Pair[] = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];
/** A new schedule: the commercial 44 h week (Monday–Friday 8–12/13–17, Saturday 8–12). */
export const COMMERCIAL_WEEK: Record<WeekdayKey, Pair[]> = {
  mon: OFFICE_DAY,
  tue: OFFICE_DAY,
  wed: OFFICE_DAY,
  thu: OFFICE_DAY,
  fri: OFFICE_DAY,
  sat: [['08:00', '12:00']],
  sun: [],
};

export const pairValues = (pairs: readonly Pair[] = []): PairValue[] =>
  pairs.map(([start, end]) => ({ start, end }));

/** The form's pairs of a day as the engine's (a pair still being typed keeps its blanks). */
export const pairsOf = (values: PairValue[] | undefined): [string, string][] =>
  (values ?? []).map((pair) => [pair?.start ?? '', pair?.end ?? '']);

const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/** A schedule (or a new one) → form values; an edit starts from today or the version's own date. */
export function scheduleValuesOf(schedule: Schedule | null, today: string): ScheduleFormValues {
  const version = schedule?.current;
  const engine = version?.schedule;
  const preset = CYCLE_PRESETS['12x36'];
  const from = version && version.effective_from > today ? version.effective_from : today;
  return {
    name: schedule?.name ?? '',
    code: schedule?.code ?? '',
    kind: engine?.kind ?? 'weekly',
    days: Object.fromEntries(
      WEEKDAY_KEYS.map((day) => [
        day,
        pairValues(engine?.kind === 'weekly' ? (engine.days[day] ?? []) : COMMERCIAL_WEEK[day]),
      ]),
    ) as Record<WeekdayKey, PairValue[]>,
    pattern: (engine?.kind === 'cycle'
      ? engine.pattern
      : cyclePattern(preset.work, preset.off, preset.pairs)
    ).map(pairValues),
    anchor: dayjs(engine?.kind === 'cycle' ? engine.anchor : from),
    pre_assigned_break: version?.pre_assigned_break ?? false,
    rules: ruleValuesOf(version?.overrides ?? {}),
    effective_from: dayjs(from),
  };
}

/** The engine schedule the form describes (every weekday written out, a day off as []). */
export function engineScheduleOf(values: Partial<ScheduleFormValues>): EngineSchedule {
  if (values.kind === 'cycle') {
    return {
      kind: 'cycle',
      anchor: iso(values.anchor),
      pattern: (values.pattern ?? []).map(pairsOf),
    };
  }
  return {
    kind: 'weekly',
    days: Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, pairsOf(values.days?.[day])])),
  };
}

/** Form values → the API body (scheduleBodySchema's input): only the rules the form sets. */
export function scheduleBodyOf(values: Partial<ScheduleFormValues>): ScheduleBody {
  return {
    name: (values.name ?? '').trim(),
    code: (values.code ?? '').trim(),
    schedule: engineScheduleOf(values),
    rules: partialRulesOf(values.rules),
    pre_assigned_break: values.pre_assigned_break ?? false,
    effective_from: iso(values.effective_from),
  };
}
