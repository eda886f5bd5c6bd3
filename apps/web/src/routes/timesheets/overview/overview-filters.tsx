import {
  type Department,
  endpoints,
  type Schedule,
  type Subsidiary,
  TIMESHEET_STATUSES,
} from '@ponteiro/shared';
import { Select } from 'antd';
import type { ListUpdate } from '../../../components/resource/use-list-state';
import { useOptions } from '../../../components/resource/use-options';
import { type Period, periodParams } from '../period/month';
import { PeriodPicker } from '../period/period-picker';
import { useTimesheetsTranslation } from '../texts';
import type { OverviewApiQuery } from './overview-query';

const searchable = { showSearch: { optionFilterProp: 'label' }, allowClear: true } as const;

/** The period, then subsidiary, department, schedule and status: each a URL parameter. */
export function OverviewFilters({
  query,
  period,
  today,
  update,
}: {
  query: OverviewApiQuery;
  period: Period;
  today: string;
  update: ListUpdate;
}) {
  const { t } = useTimesheetsTranslation();
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  const schedules = useOptions<Schedule>(endpoints.timePolicy.schedules);
  const set = (key: string) => (value: string | undefined) => update({ filters: { [key]: value } });
  const subsidiaryId = query.subsidiary_id;

  return (
    <div className="page-filters" data-testid="overview-filters">
      <PeriodPicker
        period={period}
        onChange={(next) => update({ filters: periodParams(next, today) })}
      />
      <Select
        {...searchable}
        value={query.subsidiary_id}
        onChange={set('subsidiary_id')}
        aria-label={t('overview.filters.subsidiary')}
        placeholder={t('overview.filters.allSubsidiaries')}
        loading={subsidiaries.isLoading}
        options={(subsidiaries.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
      <Select
        {...searchable}
        value={query.department_id}
        onChange={set('department_id')}
        aria-label={t('overview.filters.department')}
        placeholder={t('overview.filters.allDepartments')}
        loading={departments.isLoading}
        options={(departments.data?.results ?? [])
          .filter((d) => !subsidiaryId || !d.subsidiary_id || d.subsidiary_id === subsidiaryId)
          .map((d) => ({ value: d.id, label: d.path.join(' / ') }))}
      />
      <Select
        {...searchable}
        value={query.schedule_id}
        onChange={set('schedule_id')}
        aria-label={t('overview.filters.schedule')}
        placeholder={t('overview.filters.allSchedules')}
        loading={schedules.isLoading}
        options={(schedules.data?.results ?? []).map((s) => ({
          value: s.id,
          label: `${s.name} (${s.code})`,
        }))}
      />
      <Select
        allowClear
        value={query.status}
        onChange={set('status')}
        aria-label={t('overview.filters.status')}
        placeholder={t('overview.filters.allStatuses')}
        options={TIMESHEET_STATUSES.map((status) => ({
          value: status,
          label: t(`overview.statusFilter.${status}`),
        }))}
      />
    </div>
  );
}
