import type { DayFiguresData } from '@ponteiro/shared';

/** The engine's day figures that add up over a period (overtime, keyed by rate, apart). */
export const SUMMED_FIGURES = [
  'scheduledMinutes',
  'workedClockMinutes',
  'workedMinutes',
  'nightMinutes',
  'nightCreditedMinutes',
  'deficitMinutes',
  'lateMinutes',
  'earlyLeaveMinutes',
  'absenceMinutes',
  'justifiedMinutes',
  'hoursBankMinutes',
  'breakSuppressedMinutes',
  'interjornadaMissingMinutes',
] as const satisfies readonly Exclude<keyof DayFiguresData, 'overtime'>[];
