import type { CalendarDay } from '@ponteiro/shared';
import { Table } from 'antd';
import { formatDate } from '../../../i18n/format';
import { useCalendarTranslation } from '../calendar-texts';
import { weekdayName } from './calendar-format';
import { KindBadge, placeOf, styleKind } from './holiday-kinds';

/** Every day of the year's calendar as a list: date, weekday, name, kind and where it applies. */
export function YearDays(props: {
  year: number;
  days: readonly CalendarDay[];
  loading: boolean;
  workplaceName: (id: string) => string | undefined;
}) {
  const { t } = useCalendarTranslation();
  return (
    <section aria-labelledby="year-days-title" style={{ marginTop: 24 }}>
      <h2 id="year-days-title" className="holiday-section-title">
        {t('calendar.listTitle', { year: props.year })}
      </h2>
      <Table<CalendarDay>
        size="small"
        data-testid="year-days"
        rowKey={(day) => `${day.date}|${day.kind}|${day.id ?? day.name}`}
        dataSource={[...props.days]}
        loading={props.loading}
        pagination={false}
        locale={{ emptyText: t('calendar.empty') }}
        columns={[
          {
            key: 'date',
            title: t('calendar.date'),
            width: 110,
            render: (_: unknown, day) => formatDate(day.date),
          },
          {
            key: 'weekday',
            title: t('calendar.weekday'),
            width: 140,
            render: (_: unknown, day) => weekdayName(day.date),
          },
          { key: 'name', dataIndex: 'name', title: t('calendar.name') },
          {
            key: 'kind',
            title: t('calendar.kind'),
            width: 230,
            render: (_: unknown, day) => <KindBadge t={t} kind={styleKind(day)} />,
          },
          {
            key: 'place',
            title: t('calendar.place'),
            render: (_: unknown, day) => placeOf(t, day, props.workplaceName),
          },
        ]}
      />
    </section>
  );
}
