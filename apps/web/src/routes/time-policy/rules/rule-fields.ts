import type { EngineRulesInput, FullRules, WeekdayKey } from '@ponteiro/shared';

// Every rule the engine reads, once: where it sits in the contract's `rules` object, what kind of
// input edits it and in which group the forms show it. The schedule form (overrides over the
// company defaults) and the advanced settings (the defaults themselves) both draw from this list,
// and the version history describes a version's overrides with it.

export type RuleKind = 'minutes' | 'percent' | 'time' | 'switch' | 'weekdays';
export const RULE_GROUPS = ['tolerance', 'night', 'pay', 'breaks', 'rest'] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

interface RuleFieldSpec {
  name: string;
  path: readonly [string] | readonly [string, string];
  kind: RuleKind;
  group: RuleGroup;
}

export const RULE_FIELDS = [
  { name: 'tolerancePerMark', path: ['tolerancePerMark'], kind: 'minutes', group: 'tolerance' },
  { name: 'tolerancePerDay', path: ['tolerancePerDay'], kind: 'minutes', group: 'tolerance' },
  { name: 'nightStart', path: ['night', 'start'], kind: 'time', group: 'night' },
  { name: 'nightEnd', path: ['night', 'end'], kind: 'time', group: 'night' },
  { name: 'reducedHour', path: ['night', 'reducedHour'], kind: 'switch', group: 'night' },
  { name: 'extendAfterEnd', path: ['night', 'extendAfterEnd'], kind: 'switch', group: 'night' },
  { name: 'overtimeRate', path: ['overtimeRate'], kind: 'percent', group: 'pay' },
  { name: 'restDayRate', path: ['restDayRate'], kind: 'percent', group: 'pay' },
  { name: 'restDays', path: ['restDays'], kind: 'weekdays', group: 'pay' },
  { name: 'hoursBank', path: ['hoursBank'], kind: 'switch', group: 'pay' },
  {
    name: 'holidayHoursByCalendarDay',
    path: ['holidayHoursByCalendarDay'],
    kind: 'switch',
    group: 'pay',
  },
  { name: 'shortAfter', path: ['breaks', 'shortAfter'], kind: 'minutes', group: 'breaks' },
  { name: 'shortBreak', path: ['breaks', 'shortBreak'], kind: 'minutes', group: 'breaks' },
  { name: 'longAfter', path: ['breaks', 'longAfter'], kind: 'minutes', group: 'breaks' },
  { name: 'longBreak', path: ['breaks', 'longBreak'], kind: 'minutes', group: 'breaks' },
  { name: 'interjornadaMinutes', path: ['interjornadaMinutes'], kind: 'minutes', group: 'rest' },
  {
    name: 'interjornadaAcrossRestDayMinutes',
    path: ['interjornadaAcrossRestDayMinutes'],
    kind: 'minutes',
    group: 'rest',
  },
] as const satisfies readonly RuleFieldSpec[];

export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleName = RuleField['name'];
export type RuleValue = number | string | boolean | WeekdayKey[];
/** A form's rules: a value per rule, or nothing (null, '', undefined) where the baseline applies. */
export type RuleValues = Partial<Record<RuleName, RuleValue | null>>;

type Tree = Record<string, unknown>;

/** The value of `field` in a rules object (full or partial). */
export function ruleValue(rules: EngineRulesInput | FullRules, field: RuleField): unknown {
  const [first, second] = field.path;
  const node = (rules as Tree)[first];
  return second === undefined ? node : (node as Tree | undefined)?.[second];
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Weekday lists compare as sets (the engine orders them Sunday first, the form Monday first). */
const canonical = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...value].sort() : value);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A rules object (a version's overrides, the company's rules) → form values. */
export function ruleValuesOf(rules: EngineRulesInput | FullRules): RuleValues {
  const values: RuleValues = {};
  for (const field of RULE_FIELDS) {
    const value = ruleValue(rules, field);
    if (isSet(value)) values[field.name] = value as RuleValue;
  }
  return values;
}

/**
 * Form values → the contract's partial `rules`: only the rules given, and of those only the ones
 * that differ from `omitEqualTo` when given (the advanced settings store what departs from the law).
 */
export function partialRulesOf(
  values: RuleValues | undefined,
  omitEqualTo?: FullRules,
): EngineRulesInput {
  const rules: Tree = {};
  for (const field of RULE_FIELDS) {
    const value = values?.[field.name];
    if (!isSet(value)) continue;
    if (omitEqualTo && same(value, ruleValue(omitEqualTo, field))) continue;
    const [first, second] = field.path;
    if (second === undefined) rules[first] = value;
    else rules[first] = { ...(rules[first] as Tree | undefined), [second]: value };
  }
  return rules as EngineRulesInput;
}

/** Overrides over a full set of rules (the nested night and break rules key by key). */
export function mergeRules(base: FullRules, over: EngineRulesInput): FullRules {
  return {
    ...base,
    ...over,
    night: { ...base.night, ...over.night },
    breaks: { ...base.breaks, ...over.breaks },
  } as FullRules;
}

/** How many rules a form sets (the collapsed rules section says so). */
export function countSet(values: RuleValues | undefined): number {
  return RULE_FIELDS.filter((field) => isSet(values?.[field.name])).length;
}
