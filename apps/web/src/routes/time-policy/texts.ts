import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { timePolicy as enUS } from '../../i18n/locales/en-US/time-policy';
import { timePolicy as pt } from '../../i18n/locales/pt/time-policy';

export const TIME_POLICY_NS = 'timePolicy';

registerAreaTexts(TIME_POLICY_NS, { pt, 'en-US': enUS });

/** `t` of the /time-policy screens (loaded with this chunk); core keys fall back to `translation`. */
export function useTimePolicyTranslation() {
  return useTranslation(TIME_POLICY_NS);
}

export type TimePolicyT = TFunction<'timePolicy'>;

/** 480 → "8h", 440 → "7h20", 30 → "30 min" (en-US: "7h 20m"). */
export function formatMinutes(t: TimePolicyT, value: number): string {
  const minutes = Math.abs(Math.round(value));
  const sign = value < 0 ? '−' : '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return sign + t('duration.minutes', { minutes: rest });
  if (rest === 0) return sign + t('duration.hours', { hours });
  return sign + t('duration.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}
