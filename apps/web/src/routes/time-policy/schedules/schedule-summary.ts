import { type EngineSchedule, WEEKDAY_KEYS } from '@ponteiro/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../i18n/format';
import { cycleShape } from './cycle-shape';
import type { Pair } from './schedule-marks';

type T = TFunction<'timePolicy'>;

/** "08:00–12:00, 13:00–17:00". */
export function pairsText(pairs: readonly Pair[]): string {
  return pairs.map(([start, end]) => `${start}–${end}`).join(', ');
}

/** Weekday positions (0 = Monday) → "seg–sex", "seg, qua, sex", "sáb, dom". */
function daysText(positions: number[], t: T): string {
  const name = (k: number) => t(`weekdays.short.${WEEKDAY_KEYS[k]!}`);
  const runs: number[][] = [];
  for (const k of positions) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === k - 1) run.push(k);
    else runs.push([k]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [t('summary.range', { first: name(run[0]!), last: name(run[run.length - 1]!) })]
        : run.map(name),
    )
    .join(', ');
}

/** Days with the same pairs together, in week order: "seg–sex 08:00–12:00, 13:00–17:00; sáb 08:00–12:00". */
function weekText(days: Extract<EngineSchedule, { kind: 'weekly' }>['days'], t: T): string {
  const groups = new Map<string, number[]>();
  WEEKDAY_KEYS.forEach((day, k) => {
    const pairs = days[day] ?? [];
    if (pairs.length === 0) return;
    const key = pairsText(pairs);
    groups.set(key, [...(groups.get(key) ?? []), k]);
  });
  if (groups.size === 0) return t('summary.noTimes');
  return [...groups].map(([times, positions]) => `${daysText(positions, t)} ${times}`).join('; ');
}

/** One line for a schedule in lists and histories, in the UI's language. */
export function scheduleSummary(schedule: EngineSchedule, t: T): string {
  if (schedule.kind === 'weekly') return weekText(schedule.days, t);
  const date = formatDate(schedule.anchor);
  const shape = cycleShape(schedule.pattern);
  if (shape) return t('summary.cycle', { name: shape.name, times: pairsText(shape.pairs), date });
  return t('summary.cycleIrregular', {
    count: schedule.pattern.length,
    work: schedule.pattern.filter((day) => day.length > 0).length,
    date,
  });
}
