import {
  type Department,
  EMPLOYEE_STATUSES,
  endpoints,
  type Location,
  type Position,
  type Subsidiary,
} from '@ponteiro/shared';
import { Select } from 'antd';
import type { ListState, useListState } from '../../components/resource/use-list-state';
import { useOptions } from '../../components/resource/use-options';
import { useEmployeesTranslation } from './texts';

export const FILTER_KEYS = ['subsidiary_id', 'department_id', 'position_id', 'status'] as const;

/** The company's subsidiaries, departments (by path), positions and locations for pickers. */
export function useOrganizationOptions() {
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  const positions = useOptions<Position>(endpoints.organization.positions);
  const locations = useOptions<Location>(endpoints.organization.locations);
  const named = (items: { id: string; name: string }[] = []) =>
    items.map((item) => ({ value: item.id, label: item.name }));
  return {
    loading:
      subsidiaries.isLoading || departments.isLoading || positions.isLoading || locations.isLoading,
    subsidiaries: named(subsidiaries.data?.results),
    departments: (departments.data?.results ?? []).map((d) => ({
      value: d.id,
      label: d.path.join(' / '),
      subsidiaryId: d.subsidiary_id,
    })),
    positions: named(positions.data?.results),
    locations: named(locations.data?.results),
  };
}

const searchable = {
  showSearch: true,
  allowClear: true,
  optionFilterProp: 'label',
} as const;

/** Subsidiary, department, position and status filters, kept in the URL. */
export function EmployeeFilters({
  state,
  update,
}: {
  state: ListState;
  update: ReturnType<typeof useListState>['update'];
}) {
  const { t } = useEmployeesTranslation();
  const options = useOrganizationOptions();
  const subsidiaryId = state.filters.subsidiary_id;
  const filter = (key: (typeof FILTER_KEYS)[number]) => ({
    value: state.filters[key] || undefined,
    onChange: (value: string | undefined) => update({ filters: { [key]: value } }),
  });
  return (
    <div className="page-filters" data-testid="employee-filters">
      <Select
        {...searchable}
        {...filter('subsidiary_id')}
        aria-label={t('fields.subsidiary_id')}
        placeholder={t('list.allSubsidiaries')}
        options={options.subsidiaries}
        loading={options.loading}
      />
      <Select
        {...searchable}
        {...filter('department_id')}
        aria-label={t('fields.department_id')}
        placeholder={t('list.allDepartments')}
        options={options.departments.filter(
          (d) => !subsidiaryId || !d.subsidiaryId || d.subsidiaryId === subsidiaryId,
        )}
        loading={options.loading}
      />
      <Select
        {...searchable}
        {...filter('position_id')}
        aria-label={t('fields.position_id')}
        placeholder={t('list.allPositions')}
        options={options.positions}
        loading={options.loading}
      />
      <Select
        allowClear
        {...filter('status')}
        aria-label={t('fields.status')}
        placeholder={t('list.allStatuses')}
        options={EMPLOYEE_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
      />
    </div>
  );
}
