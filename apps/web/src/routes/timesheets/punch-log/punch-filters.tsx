import {
  endpoints,
  PUNCH_FLAGS,
  PUNCH_SOURCES,
  PUNCH_STATUSES,
  type Subsidiary,
} from '@ponteiro/shared';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import type { ListState, ListUpdate } from '../../../components/resource/use-list-state';
import { useOptions } from '../../../components/resource/use-options';
import { DATE_INPUT } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { useTimesheetsTranslation } from '../texts';
import { EmployeeSelect } from './employee-select';
import { type PunchFilterKey, punchFiltersOf, urlFiltersOf } from './punch-log-query';

/** The filters of the punch log; the manager's screen shows fewer. */
export const ALL_PUNCH_FILTERS: readonly PunchFilterKey[] = [
  'employee_id',
  'from',
  'subsidiary_id',
  'source',
  'status',
  'flag',
];

function SubsidiaryFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTimesheetsTranslation();
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={value}
      onChange={onChange}
      aria-label={t('filters.subsidiary')}
      placeholder={t('filters.allSubsidiaries')}
      loading={subsidiaries.isLoading}
      options={(subsidiaries.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
    />
  );
}

/**
 * Employee, period, subsidiary, source, status and flag, each a URL parameter (the API's names).
 * `show` picks which (the period is `from`, drawn as one range).
 */
export function PunchFilters({
  state,
  update,
  today,
  show = ALL_PUNCH_FILTERS,
}: {
  state: ListState;
  update: ListUpdate;
  today: string;
  show?: readonly PunchFilterKey[];
}) {
  const { t } = useTimesheetsTranslation();
  const { language } = useLanguage();
  const filters = punchFiltersOf(state.filters, today);
  const set = (changes: Partial<Record<PunchFilterKey, string | null | undefined>>) =>
    update({ filters: urlFiltersOf(changes, today) });
  const format = DATE_INPUT[language].format;
  const placeholder = DATE_INPUT[language].placeholder;

  return (
    <div className="page-filters" data-testid="punch-filters">
      {show.includes('employee_id') ? (
        <EmployeeSelect
          allowClear
          value={filters.employee_id}
          onChange={(id) => set({ employee_id: id })}
          aria-label={t('filters.employee')}
          placeholder={t('filters.allEmployees')}
          style={{ minWidth: 240 }}
        />
      ) : null}
      {show.includes('from') ? (
        <DatePicker.RangePicker
          className="punch-range"
          format={format}
          placeholder={[placeholder, placeholder]}
          aria-label={t('filters.period')}
          value={[dayjs(filters.from), dayjs(filters.to)]}
          onChange={(range) =>
            set({
              from: range?.[0]?.format('YYYY-MM-DD'),
              to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      ) : null}
      {show.includes('subsidiary_id') ? (
        <SubsidiaryFilter
          value={filters.subsidiary_id}
          onChange={(id) => set({ subsidiary_id: id })}
        />
      ) : null}
      {show.includes('source') ? (
        <Select
          allowClear
          value={filters.source}
          onChange={(source) => set({ source })}
          aria-label={t('filters.source')}
          placeholder={t('filters.allSources')}
          options={PUNCH_SOURCES.map((source) => ({
            value: source,
            label: t(`sources.${source}`),
          }))}
        />
      ) : null}
      {show.includes('status') ? (
        <Select
          allowClear
          value={filters.status}
          onChange={(status) => set({ status })}
          aria-label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          options={PUNCH_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
        />
      ) : null}
      {show.includes('flag') ? (
        <Select
          allowClear
          value={filters.flag}
          onChange={(flag) => set({ flag })}
          aria-label={t('filters.flag')}
          placeholder={t('filters.allFlags')}
          options={PUNCH_FLAGS.map((flag) => ({ value: flag, label: t(`flags.${flag}`) }))}
        />
      ) : null}
    </div>
  );
}
