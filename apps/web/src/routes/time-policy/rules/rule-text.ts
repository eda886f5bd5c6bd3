import { WEEKDAY_KEYS } from '@ponteiro/shared';
import { formatMinutes, type TimePolicyT } from '../texts';
import type { RuleField } from './rule-fields';

/** A rule's value as people read it: "5 min", "660 min (11h)", "50%", "22:00", "Sim", "sáb, dom". */
export function ruleText(t: TimePolicyT, field: RuleField, value: unknown): string {
  switch (field.kind) {
    case 'minutes': {
      const minutes = Number(value);
      return minutes >= 60
        ? t('rules.longMinutesValue', { value: minutes, hours: formatMinutes(t, minutes) })
        : t('rules.minutesValue', { value: minutes });
    }
    case 'percent':
      return t('rules.percentValue', { value: Number(value) });
    case 'switch':
      return t(value ? 'rules.yes' : 'rules.no');
    case 'weekdays': {
      const days = WEEKDAY_KEYS.filter((day) => (value as string[]).includes(day));
      return days.length > 0
        ? days.map((day) => t(`weekdays.short.${day}`)).join(', ')
        : t('rules.none');
    }
    default:
      return String(value);
  }
}
