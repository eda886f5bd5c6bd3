import type { DashboardStatus } from '@ponteiro/shared';

// Where one employee stands today (definitions in packages/shared/src/contract/dashboard.ts):
// pure, so a table test pins the rules.

export interface DayFacts {
  /** Counting punches of today (their date in the workplace's zone), epoch ms, oldest first. */
  punches: readonly number[];
  /** Today's planned marks (epoch ms), in order; [] on a rest day, a holiday or without schedule. */
  planned: readonly number[];
  /** A whole-day leave covers today. */
  onLeave: boolean;
  /** The schedule rules' tolerance per mark (minutes). */
  toleranceMinutes: number;
  now: number;
}

export interface DayStanding {
  status: DashboardStatus;
  late: boolean;
  lateMinutes: number | null;
  workingNow: boolean;
}

const MINUTE = 60_000;

/** The status of an employee's day: a punch wins over leave and rest (they came anyway). */
export function dayStanding(facts: DayFacts): DayStanding {
  const { punches, planned } = facts;
  const firstMark = planned[0];
  const tolerance = facts.toleranceMinutes * MINUTE;
  if (punches.length > 0) {
    const first = punches[0]!;
    const lateBy = firstMark === undefined ? 0 : first - firstMark;
    const late = firstMark !== undefined && lateBy > tolerance;
    return {
      status: 'present',
      late,
      lateMinutes: late ? Math.floor(lateBy / MINUTE) : null,
      workingNow: punches.length % 2 === 1,
    };
  }
  const idle = { late: false, lateMinutes: null, workingNow: false };
  if (facts.onLeave) return { status: 'on_leave', ...idle };
  if (firstMark === undefined) return { status: 'off', ...idle };
  if (facts.now > firstMark + tolerance) return { status: 'absent', ...idle };
  return { status: 'expected', ...idle };
}
