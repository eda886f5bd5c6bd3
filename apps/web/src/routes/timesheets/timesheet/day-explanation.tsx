import type { TimesheetDay } from '@ponteiro/shared';
import { formatDate } from '../../../i18n/format';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';
import { explainText } from './explain';

const FIELD_LABELS = [
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
  'tolerance',
] as const;

/** The figure an entry explains, in words ("Extras 50%", "Trabalhadas"…). */
export function fieldText(field: string, t: TimesheetsT): string {
  const rate = /^overtime\.(.+)$/.exec(field)?.[1];
  if (rate) return t('grid.columns.overtime', { rate });
  const known = FIELD_LABELS.find((one) => one === field);
  return known ? t(`explain.fields.${known}`) : field;
}

/**
 * How the focused day came out, entry by entry (what the figures' tooltips say, readable without
 * a mouse): it follows the row the keyboard is on.
 */
export function DayExplanation({ day }: { day: TimesheetDay }) {
  const { t } = useTimesheetsTranslation();
  return (
    <section
      className="ts-day-explain"
      aria-labelledby="ts-day-explain-title"
      data-testid="day-explanation"
    >
      <h2 id="ts-day-explain-title" className="ts-day-explain__title">
        {t('explain.title', { day: formatDate(day.date) })}
      </h2>
      {day.explain.length === 0 ? (
        <p className="cell-muted">{t('explain.empty')}</p>
      ) : (
        <dl className="ts-day-explain__list">
          {day.explain.map((entry) => (
            <div key={`${entry.field}|${entry.rule}|${entry.minutes}|${entry.ref}`}>
              <dt>{fieldText(entry.field, t)}</dt>
              <dd>{explainText(t, entry)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
