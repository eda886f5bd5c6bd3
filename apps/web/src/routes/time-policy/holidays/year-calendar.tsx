import type { CalendarDay } from '@ponteiro/shared';
import { memo, useMemo } from 'react';
import { type CalendarT, useCalendarTranslation } from '../calendar-texts';
import { dayAndMonth, monthName, weekdayNames } from './calendar-format';
import { STYLE_ORDER, styleKind } from './holiday-kinds';
import { yearGrid } from './year-grid';

interface YearCalendarProps {
  year: number;
  days: readonly CalendarDay[];
  selected: string | undefined;
  onSelect: (date: string) => void;
}

/** The calendar's days by date (a date may have several: a national and a municipal one). */
export function daysByDate(days: readonly CalendarDay[]): Map<string, CalendarDay[]> {
  const byDate = new Map<string, CalendarDay[]>();
  for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  return byDate;
}

/** The colour of a date with holidays: its widest kind. */
function cellKind(holidays: CalendarDay[]) {
  const kinds = holidays.map(styleKind);
  return STYLE_ORDER.find((kind) => kinds.includes(kind));
}

function DayCell(props: {
  t: CalendarT;
  date: string;
  holidays: CalendarDay[] | undefined;
  selected: boolean;
  onSelect: (date: string) => void;
}) {
  const { t, date, holidays } = props;
  const day = Number(date.slice(8));
  // Only days with holidays are buttons: a keyboard user tabs through the year's ~20 days off,
  // not its 365 days.
  if (!holidays) return <span className="year-calendar__day">{day}</span>;
  return (
    <button
      type="button"
      className={`year-calendar__day holiday-kind--${cellKind(holidays)}`}
      aria-pressed={props.selected}
      aria-label={t('calendar.dayLabel', {
        date: dayAndMonth(date),
        names: holidays.map((h) => h.name).join('; '),
      })}
      title={holidays.map((h) => h.name).join('\n')}
      onClick={() => props.onSelect(date)}
    >
      {day}
    </button>
  );
}

/** Twelve small month grids, each holiday coloured by kind; a click picks the day. */
export const YearCalendar = memo(function YearCalendar(props: YearCalendarProps) {
  const { t } = useCalendarTranslation();
  const months = useMemo(() => yearGrid(props.year), [props.year]);
  const byDate = useMemo(() => daysByDate(props.days), [props.days]);
  const weekdays = weekdayNames();
  return (
    <section
      className="year-calendar"
      aria-label={t('calendar.months', { year: props.year })}
      data-testid="year-calendar"
    >
      {months.map(({ month, weeks }) => (
        <table key={month} className="year-calendar__month">
          <caption>{monthName(month)}</caption>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday.long} scope="col">
                  <abbr title={weekday.long}>{weekday.narrow}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its 7 weekdays
                  <td key={k}>
                    {date ? (
                      <DayCell
                        t={t}
                        date={date}
                        holidays={byDate.get(date)}
                        selected={props.selected === date}
                        onSelect={props.onSelect}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
});
