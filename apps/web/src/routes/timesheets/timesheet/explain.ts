import type { ExplainData } from '@ponteiro/shared';
import type { TimesheetsT } from '../texts';
import { durationText } from './minutes';

// What the engine says about a figure (`explain` entries of the day) in the reader's words: each
// entry names the figure it explains (`field`), the rule that produced it and the legal source
// ("4 min tolerados — CLT art. 58 §1; TST Súmula 366"). Rules this screen does not know yet are
// shown by their name.

/** Every rule name the time engine writes into `explain` (packages/time-engine/src/day.ts). */
export const EXPLAIN_RULES = [
  'punches',
  'punches_with_reduced_night_hour',
  'night',
  'night_extension',
  'night_reduced_hour',
  'pre_assigned_break',
  'holiday_work',
  'rest_day_work',
  'day_off_work',
  'hours_bank_credit',
  'hours_bank_debit',
  'break',
  'interjornada',
  'interjornada_with_weekly_rest',
  'schedule',
  'holiday_hours',
  'justified_absence',
  'unjustified_absence',
  'tolerance',
  'late_arrival',
  'early_leave',
  'overtime',
  'deficit',
] as const;
export type ExplainRule = (typeof EXPLAIN_RULES)[number];

export function isKnownRule(rule: string): rule is ExplainRule {
  return (EXPLAIN_RULES as readonly string[]).includes(rule);
}

/** The figures a cell of the grid shows, and the `explain` fields that explain each. */
export const FIGURE_FIELDS = {
  scheduled: ['scheduledMinutes'],
  worked: ['workedMinutes', 'workedClockMinutes', 'tolerance'],
  night: ['nightMinutes', 'nightCreditedMinutes'],
  deficit: ['deficitMinutes'],
  late: ['lateMinutes'],
  earlyLeave: ['earlyLeaveMinutes'],
  absence: ['absenceMinutes'],
  justified: ['justifiedMinutes'],
  bank: ['hoursBankMinutes'],
  breakShort: ['breakSuppressedMinutes'],
  rest: ['interjornadaMissingMinutes'],
} as const satisfies Record<string, readonly string[]>;
export type FigureKey = keyof typeof FIGURE_FIELDS;

/** The `explain` fields of an overtime rate's cell. */
export const overtimeFields = (rate: string): readonly string[] => [`overtime.${rate}`];

/**
 * The entries of `explain` for these fields, in the engine's order, without repeats (worked and
 * clock minutes often say the same thing).
 */
export function entriesFor(
  explain: readonly ExplainData[],
  fields: readonly string[],
): ExplainData[] {
  const seen = new Set<string>();
  const found: ExplainData[] = [];
  for (const entry of explain) {
    if (!fields.includes(entry.field)) continue;
    const key = `${entry.rule}|${entry.minutes}|${entry.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(entry);
  }
  return found;
}

/** "4 min tolerados — CLT art. 58 §1": one entry, in words, with its legal source. */
export function explainText(t: TimesheetsT, entry: ExplainData): string {
  const time = durationText(entry.minutes);
  const what = isKnownRule(entry.rule)
    ? t(`explain.rules.${entry.rule}`, { time })
    : t('explain.unknownRule', { rule: entry.rule, time });
  return entry.ref ? t('explain.withRef', { what, ref: entry.ref }) : what;
}
