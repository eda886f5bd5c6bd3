import type { HoursBankSettings, HoursBankSettingsBody } from '@ponteiro/shared';
import { formatHhmm, parseHhmm } from './hhmm';

/**
 * The hours bank form: the body's own fields (so the API's field errors land on them), except
 * that caps are typed as HH:MM ('' = no cap) and "credits expire at the end of the period" is 0.
 */
export interface RulesValues {
  period: HoursBankSettings['period'];
  start_month: number;
  expiry_months: number;
  daily_cap_minutes: string;
  period_cap_minutes: string;
  multipliers: HoursBankSettings['multipliers'];
  at_expiry: HoursBankSettings['at_expiry'];
}

export const RULE_FIELDS = [
  'period',
  'start_month',
  'expiry_months',
  'daily_cap_minutes',
  'period_cap_minutes',
  'at_expiry',
] as const;

/** How many months each period lets a credit live (CLT art. 59 §§2, 5 and 6). */
export const PERIOD_MONTHS = { monthly: 1, semiannual: 6, annual: 12 } as const;

export function rulesValues(settings: HoursBankSettings): RulesValues {
  const cap = (minutes: number | null) => (minutes === null ? '' : formatHhmm(minutes));
  return {
    period: settings.period,
    start_month: settings.start_month,
    expiry_months: settings.expiry_months ?? 0,
    daily_cap_minutes: cap(settings.daily_cap_minutes),
    period_cap_minutes: cap(settings.period_cap_minutes),
    multipliers: { ...settings.multipliers },
    at_expiry: settings.at_expiry,
  };
}

/** An empty cap is "no cap"; a cap that is not HH:MM is NaN, which the contract refuses. */
function capMinutes(text: string): number | null {
  if (text.trim() === '') return null;
  return parseHhmm(text) ?? Number.NaN;
}

export function rulesBody(values: RulesValues): HoursBankSettingsBody {
  return {
    period: values.period,
    start_month: values.start_month,
    expiry_months: values.expiry_months || null,
    daily_cap_minutes: capMinutes(values.daily_cap_minutes),
    period_cap_minutes: capMinutes(values.period_cap_minutes),
    multipliers: values.multipliers,
    at_expiry: values.at_expiry,
  };
}
