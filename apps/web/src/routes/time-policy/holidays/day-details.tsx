import { CloseOutlined } from '@ant-design/icons';
import type { CalendarDay } from '@ponteiro/shared';
import { Button } from 'antd';
import { formatDate } from '../../../i18n/format';
import { useCalendarTranslation } from '../calendar-texts';
import { upperFirst, weekdayName } from './calendar-format';
import { KindBadge, placeOf, styleKind } from './holiday-kinds';

/** The holidays of the day picked in the calendar: name, kind and where each applies. */
export function DayDetails(props: {
  date: string;
  holidays: readonly CalendarDay[];
  workplaceName: (id: string) => string | undefined;
  onClose: () => void;
}) {
  const { t } = useCalendarTranslation();
  return (
    <section aria-labelledby="holiday-day-title" data-testid="holiday-day">
      <div className="holiday-toolbar" style={{ justifyContent: 'space-between' }}>
        <h2 id="holiday-day-title">
          {upperFirst(
            t('calendar.dayTitle', {
              weekday: weekdayName(props.date),
              date: formatDate(props.date),
            }),
          )}
        </h2>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('calendar.closeDay')}
          onClick={props.onClose}
        />
      </div>
      <ul className="holiday-day-list">
        {props.holidays.map((day) => (
          <li key={`${day.kind}-${day.name}`}>
            <div className="cell-strong">{day.name}</div>
            <KindBadge t={t} kind={styleKind(day)} />
            <div>{placeOf(t, day, props.workplaceName)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
