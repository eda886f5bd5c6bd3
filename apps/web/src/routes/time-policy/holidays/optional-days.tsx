import type { CalendarDay } from '@ponteiro/shared';
import { Switch } from 'antd';
import { formatDate } from '../../../i18n/format';
import { useCan } from '../../../session/use-can';
import { useCalendarTranslation } from '../calendar-texts';
import { useAdoption } from './use-holiday-calendar';

/**
 * The year's optional days (Carnival, Ash Wednesday, Corpus Christi): a switch each to make it a
 * day off that year, for who may edit holidays; the others read whether it was adopted.
 */
export function OptionalDays({ year, days }: { year: number; days: readonly CalendarDay[] }) {
  const { t } = useCalendarTranslation();
  const can = useCan();
  const adoption = useAdoption(year, days);
  const optional = days.filter((day) => day.kind === 'optional');
  const editable = can('settings.time_policy.holiday.edit');
  return (
    <section aria-labelledby="optional-days-title" data-testid="optional-days">
      <h2 id="optional-days-title">{t('optional.title', { year })}</h2>
      <p>{t('optional.help')}</p>
      <ul className="optional-days">
        {optional.map((day) => (
          <li key={day.date}>
            <div>
              <div className="cell-strong">{day.name}</div>
              <div>{formatDate(day.date)}</div>
            </div>
            {editable ? (
              <Switch
                checked={day.adopted}
                loading={adoption.isPending && adoption.variables?.day.date === day.date}
                aria-label={t('optional.adopt', { name: day.name, date: formatDate(day.date) })}
                onChange={(adopted) => adoption.mutate({ day, adopted })}
              />
            ) : (
              <span>{day.adopted ? t('optional.adopted') : t('optional.notAdopted')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
