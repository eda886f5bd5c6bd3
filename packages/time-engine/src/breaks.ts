import type { Interval } from './intervals.js';
import { creditedNight } from './night.js';
import type { NightRule, Rules } from './types.js';

// Breaks (CLT art. 71) and the pre-assigned break (intervalo pré-assinalado, Portaria MTP 671/2021
// art. 83; CLT art. 74 §2). One helper measures what is missing of the required break, for the
// schedule's marks and for the punched pairs alike, so the owed and the worked time cannot drift.

/**
 * What is missing of the break art. 71 requires for the work in `periods` (pairs in order): the
 * break their clock minutes require (`longBreak` above `longAfter`, `shortBreak` above
 * `shortAfter`) less the gaps between them. Without `preAssignedBreak` this is the suppressed
 * break (art. 71 §4); with it, the part of the pre-assigned break assumed taken.
 */
export function missingBreak(periods: readonly Interval[], breaks: Rules['breaks']): number {
  let clock = 0;
  for (const [from, to] of periods) clock += to - from;
  const required =
    clock > breaks.longAfter ? breaks.longBreak : clock > breaks.shortAfter ? breaks.shortBreak : 0;
  let granted = 0;
  for (let k = 1; k < periods.length; k++) granted += periods[k]![0] - periods[k - 1]![1];
  return Math.max(0, required - granted);
}

/** Clock minutes, the night part of them, and the total with the night part credited. */
export interface WorkMinutes {
  clock: number;
  night: number;
  credited: number;
}

/**
 * `work` without a pre-assigned break of `minutes` (at most all of it). The punches (or marks) do
 * not say when the break was taken, so the engine picks: out of the daytime minutes first, and
 * only what the daytime minutes cannot hold out of the night ones. A break in the daytime part
 * leaves the night minutes, their reduced hour and the night extension as the punches show them,
 * and it is the reading that credits the employee the most (a night minute is worth 8/7 of one).
 */
export function withoutBreak(work: WorkMinutes, minutes: number, rule: NightRule): WorkMinutes {
  const taken = Math.min(minutes, work.clock);
  const fromDay = Math.min(taken, work.clock - work.night);
  const clock = work.clock - taken;
  const night = work.night - (taken - fromDay);
  return { clock, night, credited: clock - night + creditedNight(night, rule) };
}
