import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { timePolicyCalendar as enUS } from '../../i18n/locales/en-US/time-policy-calendar';
import { timePolicyCalendar as pt } from '../../i18n/locales/pt/time-policy-calendar';

// The holiday, leave type and hours bank screens keep their texts apart from the rest of the
// area (`timePolicy`, the schedules and advanced settings): two teams, two catalogues.
export const TIME_POLICY_CALENDAR_NS = 'timePolicyCalendar';

registerAreaTexts(TIME_POLICY_CALENDAR_NS, { pt, 'en-US': enUS });

/** `t` of the holiday, leave type and hours bank screens; core keys fall back to `translation`. */
export function useCalendarTranslation() {
  return useTranslation(TIME_POLICY_CALENDAR_NS);
}

export type CalendarT = TFunction<'timePolicyCalendar'>;

type CrudText = 'add' | 'create' | 'edit' | 'created' | 'saved' | 'deleted' | 'empty' | 'search';
const CRUD_TEXTS: CrudText[] = [
  'add',
  'create',
  'edit',
  'created',
  'saved',
  'deleted',
  'empty',
  'search',
];

/** CrudScreen's texts of a section; `{{name}}` is left for CrudScreen to fill with the record's. */
export function crudTexts(t: CalendarT, section: 'holidays' | 'leaveTypes') {
  const texts = CRUD_TEXTS.map((key) => [key, t(`${section}.${key}`, { name: '{{name}}' })]);
  return Object.fromEntries(texts) as Record<CrudText, string>;
}
