import type { Interval } from './intervals.js';
import type { Rules } from './types.js';

export interface ToleranceCheck {
  /** Every punch within `tolerancePerMark` of its mark and the day within `tolerancePerDay`. */
  tolerated: boolean;
  /** Sum of the deviations from the marks (when each punch has a mark). */
  deviation: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
}

/**
 * CLT art. 58 §1 and TST Súmula 366: each punch against its scheduled mark. Within the limits the
 * day counts as scheduled; beyond them every deviation counts in full. Late arrivals and early
 * leaves are measured against the marks either way.
 */
export function toleranceOf(
  punches: readonly number[],
  marks: readonly Interval[],
  rules: Pick<Rules, 'tolerancePerMark' | 'tolerancePerDay'>,
): ToleranceCheck {
  if (punches.length === marks.length * 2) {
    let deviation = 0;
    let worst = 0;
    let lateMinutes = 0;
    let earlyLeaveMinutes = 0;
    for (let k = 0; k < marks.length; k++) {
      const late = punches[2 * k]! - marks[k]![0];
      const early = marks[k]![1] - punches[2 * k + 1]!;
      deviation += Math.abs(late) + Math.abs(early);
      worst = Math.max(worst, Math.abs(late), Math.abs(early));
      lateMinutes += Math.max(0, late);
      earlyLeaveMinutes += Math.max(0, early);
    }
    return {
      tolerated: worst <= rules.tolerancePerMark && deviation <= rules.tolerancePerDay,
      deviation,
      lateMinutes,
      earlyLeaveMinutes,
    };
  }
  // Punches and marks do not match one to one: only the day's first in and last out compare.
  const paired = punches.length - (punches.length % 2);
  return {
    tolerated: false,
    deviation: 0,
    lateMinutes: punches.length > 0 ? Math.max(0, punches[0]! - marks[0]![0]) : 0,
    earlyLeaveMinutes:
      paired > 0 ? Math.max(0, marks[marks.length - 1]![1] - punches[paired - 1]!) : 0,
  };
}
