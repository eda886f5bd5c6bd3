import { endpoints, HOLIDAY_SCOPES, type Holiday, holidayBodySchema } from '@ponteiro/shared';
import { Select } from 'antd';
import { CrudScreen } from '../../../components/resource/crud-screen';
import { formatDate } from '../../../i18n/format';
import { type CalendarT, crudTexts, useCalendarTranslation } from '../calendar-texts';
import { dayMonth } from './calendar-format';
import { HolidayFields } from './holiday-fields';
import { KindBadge, placeOf } from './holiday-kinds';
import { HOLIDAY_FIELDS, type HolidayValues, holidayBody, holidayValues } from './holiday-values';
import { useWorkplaces } from './use-holiday-calendar';

/** A repeating day shows its day and month and since when ("25/01, todo ano desde 2019"). */
function dateText(t: CalendarT, holiday: Holiday): string {
  if (!holiday.recurring) return formatDate(holiday.date);
  return t('holidays.everyYear', {
    day: dayMonth(holiday.date),
    year: holiday.date.slice(0, 4),
  });
}

/**
 * The company's own holidays (state, municipal, company) that apply in `year` — the URL's
 * `year`, which the list sends as its filter — with add, edit and delete.
 */
export function HolidayList({ year }: { year: number }) {
  const { t } = useCalendarTranslation();
  const { nameOf } = useWorkplaces();
  return (
    <CrudScreen<Holiday, HolidayValues>
      testId="holidays"
      title={t('holidays.title', { year })}
      subtitle={t('holidays.subtitle', { year })}
      texts={crudTexts(t, 'holidays')}
      operations={endpoints.timePolicy.holidays}
      permission="settings.time_policy.holiday"
      sortable={['date', 'name']}
      defaultOrdering="date"
      columns={[
        {
          key: 'date',
          title: t('form.date'),
          width: 240,
          render: (_: unknown, h: Holiday) => dateText(t, h),
        },
        { key: 'name', dataIndex: 'name', title: t('form.name') },
        {
          key: 'scope',
          title: t('form.scope'),
          width: 150,
          render: (_: unknown, h: Holiday) => <KindBadge t={t} kind={h.scope} />,
        },
        {
          key: 'place',
          title: t('calendar.place'),
          render: (_: unknown, h: Holiday) => placeOf(t, { ...h, kind: h.scope }, nameOf),
        },
      ]}
      filters={(state, update) => (
        <div className="page-filters">
          <Select
            allowClear
            aria-label={t('form.scope')}
            placeholder={t('holidays.allScopes')}
            value={state.filters.scope || undefined}
            onChange={(scope: string | undefined) => update({ filters: { scope } })}
            options={HOLIDAY_SCOPES.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
        </div>
      )}
      fieldNames={[...HOLIDAY_FIELDS]}
      valuesOf={holidayValues}
      bodyOf={holidayBody}
      schema={holidayBodySchema}
      fields={(form, _editing, rules) => <HolidayFields form={form} rules={rules} />}
    />
  );
}
