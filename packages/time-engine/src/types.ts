// The engine's input and output, field for field as in the contract (shared/guide/time-engine.md).
// Times of day are "HH:MM" in the workplace's zone; dates are "YYYY-MM-DD"; punches are ISO 8601
// instants with an offset (or local times, read in the workplace's zone).

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** ["08:00","12:00"]: a pair whose end is earlier than (or equal to) its start ends the next day. */
export type TimePair = [string, string];
/** One day's scheduled pairs; [] is a day off. */
export type DaySchedule = TimePair[];

export type Schedule =
  | { kind: 'weekly'; days: Partial<Record<Weekday, DaySchedule>> }
  /** n×m scales (12x36 = [[["07:00","19:00"]], []]): pattern[0] falls on `anchor`. */
  | { kind: 'cycle'; anchor: string; pattern: DaySchedule[] };

export interface NightRule {
  start: string;
  end: string;
  /** The night hour is 52 min 30 s (CLT art. 73 §1). */
  reducedHour: boolean;
  /** TST Súmula 60 II: work continuing after a fully worked night window is night work too. */
  extendAfterEnd: boolean;
}

export interface Rules {
  tolerancePerMark: number;
  tolerancePerDay: number;
  night: NightRule;
  overtimeRate: number;
  restDayRate: number;
  restDays: Weekday[];
  hoursBank: boolean;
  /** Breaks (CLT art. 71): work above `longAfter` min needs `longBreak`; above `shortAfter`, `shortBreak`. */
  breaks: { shortAfter: number; shortBreak: number; longAfter: number; longBreak: number };
  /**
   * Minimum rest between workdays (CLT art. 66), and across a weekly rest day: the contract's 11 h
   * by default; 2100 (35 h, arts. 66 + 67, TST Súmula 110) where a company adopts that reading.
   */
  interjornadaMinutes: number;
  interjornadaAcrossRestDayMinutes: number;
  /**
   * Off by default (the contract counts a workday by the day it starts): when on, the hours of a
   * shift that fall on a holiday's calendar day are holiday work, not owed schedule.
   */
  holidayHoursByCalendarDay: boolean;
  /**
   * Intervalo pré-assinalado (Portaria MTP 671/2021 art. 83; CLT art. 74 §2): the meal break is
   * pre-assigned in the schedule, not punched. The part of the break art. 71 requires that the
   * pairs do not show is assumed taken: not worked, not owed, not suppressed. Absent means false
   * (it is left out of DEFAULT_RULES so that the rules callers read back stay as they were).
   */
  preAssignedBreak?: boolean;
}

export type AbsenceKind = 'justified' | 'unjustified';
/** A day's absence record; `minutes` (justified only) limits it to part of the day (hours of leave). */
export interface Absence {
  kind: AbsenceKind;
  minutes?: number;
}

/**
 * A change of schedule and rules from a date (scenario `versions`): workdays from `from` on use
 * them. A version is complete on its own: its rules default to DEFAULT_RULES, not to the
 * top-level rules, so it reads the same wherever it sits in the list.
 */
export interface ScheduleVersion {
  from: string;
  schedule: Schedule;
  rules: Rules;
}

export interface Scenario {
  timezone: string;
  from: string;
  to: string;
  schedule: Schedule;
  rules: Rules;
  /**
   * Ascending by `from`; absent or empty: `schedule` and `rules` apply throughout. They apply
   * before the first version's `from`, and a workday (the day it starts) uses the last version
   * whose `from` ≤ its date.
   */
  versions?: ScheduleVersion[];
  holidays: string[];
  absences: ({ date: string } & Absence)[];
  /** Instants in epoch milliseconds (already parsed). */
  punches: number[];
}

export type Flag =
  | 'odd_punches'
  | 'absent'
  | 'justified_absence'
  | 'holiday'
  | 'rest_day'
  | 'day_off'
  | 'break_short'
  | 'rest_11h'
  | 'tolerance'
  | 'night_extended'
  | 'holiday_hours'
  | 'pre_assigned_break';

export interface Explain {
  /** The figure this entry explains (`overtime.50`, `deficitMinutes`…). */
  field: string;
  minutes: number;
  rule: string;
  ref: string;
}

export interface DayFigures {
  scheduledMinutes: number;
  workedClockMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  nightCreditedMinutes: number;
  overtime: Record<string, number>;
  deficitMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  absenceMinutes: number;
  justifiedMinutes: number;
  hoursBankMinutes: number;
  breakSuppressedMinutes: number;
  interjornadaMissingMinutes: number;
}

export interface DayResult extends DayFigures {
  date: string;
  flags: Flag[];
  explain: Explain[];
  /** The punches counted for this workday, as ISO instants in the workplace's offset. */
  punches: string[];
}

export interface TimesheetResult {
  days: DayResult[];
  totals: DayFigures;
}
