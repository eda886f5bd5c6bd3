import type { Language } from '@ponteiro/shared';
import { Descriptions } from 'antd';
import { INTL_LOCALES } from '../../../i18n/language';
import { formatMinutes } from '../../timesheets/timesheet/minutes';
import { usePersonalizationTranslation } from './texts';

/** The sample figures of the preview: a large amount with cents, and 1 h 30 min of work. */
export const SAMPLE_NUMBER = 1234567.89;
export const SAMPLE_MINUTES = 90;

/**
 * How the app writes dates, times, numbers and hours in `language`. The options are those of
 * i18n/format.ts (formatDate, formatTime, formatNumber), which always use the UI's current
 * language; the preview needs the chosen one, so it asks Intl with the same options.
 */
export function previewFormats(language: Language, now: Date) {
  const locale = INTL_LOCALES[language];
  return {
    shortDate: new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(now),
    longDate: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(now),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now),
    number: new Intl.NumberFormat(locale).format(SAMPLE_NUMBER),
    // Worked hours are h:mm in every language (integer minutes, never decimal hours).
    duration: formatMinutes(SAMPLE_MINUTES),
  };
}

/** Today's date, a time, a number and hours as a new user in `language` will see them. */
export function FormatPreview({ language, now = new Date() }: { language: Language; now?: Date }) {
  const { t } = usePersonalizationTranslation();
  const formats = previewFormats(language, now);
  return (
    <Descriptions
      title={t('language.preview.title')}
      size="small"
      column={1}
      bordered
      data-testid="format-preview"
      lang={INTL_LOCALES[language]}
      items={(['shortDate', 'longDate', 'time', 'number', 'duration'] as const).map((key) => ({
        key,
        label: t(`language.preview.${key}`),
        children: <span data-testid={`format-preview-${key}`}>{formats[key]}</span>,
      }))}
    />
  );
}
