import { useCalendarTranslation } from '../calendar-texts';
import { KindBadge, STYLE_ORDER } from './holiday-kinds';

/** What each colour of the calendar means. */
export function HolidayLegend() {
  const { t } = useCalendarTranslation();
  return (
    <ul className="holiday-legend" aria-label={t('calendar.legend')}>
      {STYLE_ORDER.map((kind) => (
        <li key={kind}>
          <KindBadge t={t} kind={kind} />
        </li>
      ))}
    </ul>
  );
}
