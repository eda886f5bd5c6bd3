import {
  type Department,
  endpoints,
  type ReportKind,
  type ReportSelection,
  type Subsidiary,
  seesEveryonesReport,
} from '@ponteiro/shared';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { useOptions } from '../../components/resource/use-options';
import { isUuid, type Period, periodOf } from '../../routes/timesheets/period/month';
import { PeriodPicker } from '../../routes/timesheets/period/period-picker';
import { EmployeeSelect } from '../../routes/timesheets/punch-log/employee-select';
import { todayIso } from '../../routes/timesheets/punch-log/use-punch-list';
import { useSession } from '../../session/session-query';
import { useReportJobsTranslation } from './texts';
import './downloads.css';

// The filters every report screen shares, kept in the address: the month (or the dates a link
// brings), then who — everyone, a subsidiary, a department (and those below it) or an employee.
// An Employee sees only the period: the server answers their own figures.

export const REPORT_SCOPES = ['everyone', 'subsidiary', 'department', 'employee'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

export interface ReportFilterState {
  period: Period & { clamped: boolean };
  scope: ReportScope;
  subsidiaryId: string | undefined;
  departmentId: string | undefined;
  employeeId: string | undefined;
  /** The caller sees everyone's figures of this report (else only their own). */
  everyone: boolean;
  /** What the API takes; null while the chosen scope lacks its subsidiary, department or employee. */
  selection: ReportSelection | null;
}

const scopeOf = (value: string | null): ReportScope =>
  (REPORT_SCOPES as readonly string[]).includes(value ?? '') ? (value as ReportScope) : 'everyone';

/** The filters in the address, as the API's selection. */
export function useReportFilters(kind: ReportKind) {
  const [params, setParams] = useSearchParams();
  const session = useSession().data;
  const everyone = session
    ? seesEveryonesReport(session.roleName, session.permissions, kind)
    : false;
  const period = periodOf({ from: params.get('from'), to: params.get('to') }, todayIso());
  const scope = everyone ? scopeOf(params.get('scope')) : 'everyone';
  const id = (key: string) => {
    const value = params.get(key);
    return isUuid(value) ? value : undefined;
  };
  const subsidiaryId = id('subsidiary_id');
  const departmentId = id('department_id');
  const employeeId = id('employee_id');
  const base = { from: period.from, to: period.to };
  const selection: ReportSelection | null = !everyone
    ? base
    : scope === 'subsidiary'
      ? subsidiaryId
        ? { ...base, subsidiary_id: subsidiaryId }
        : null
      : scope === 'department'
        ? departmentId
          ? { ...base, department_id: departmentId }
          : null
        : scope === 'employee'
          ? employeeId
            ? { ...base, employee_id: employeeId }
            : null
          : base;
  const state: ReportFilterState = {
    period,
    scope,
    subsidiaryId,
    departmentId,
    employeeId,
    everyone,
    selection,
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { ...state, update };
}
export type ReportFilters = ReturnType<typeof useReportFilters>;

const searchable = { showSearch: { optionFilterProp: 'label' } } as const;

/** Staff's choice of whom: the scope, then its subsidiary, department or employee. */
function StaffScope({ filters }: { filters: ReportFilters }) {
  const { t } = useReportJobsTranslation();
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  const { update } = filters;
  return (
    <>
      <Select
        value={filters.scope}
        aria-label={t('picker.scope')}
        data-testid="report-scope"
        style={{ minWidth: 150 }}
        onChange={(scope) => update({ scope: scope === 'everyone' ? undefined : scope })}
        options={REPORT_SCOPES.map((scope) => ({
          value: scope,
          label: t(`picker.scopes.${scope}`),
        }))}
      />
      {filters.scope === 'subsidiary' ? (
        <Select
          {...searchable}
          value={filters.subsidiaryId}
          aria-label={t('picker.subsidiary')}
          placeholder={t('picker.chooseSubsidiary')}
          data-testid="report-subsidiary"
          style={{ minWidth: 220 }}
          loading={subsidiaries.isLoading}
          onChange={(value: string) => update({ subsidiary_id: value })}
          options={(subsidiaries.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      ) : null}
      {filters.scope === 'department' ? (
        <Select
          {...searchable}
          value={filters.departmentId}
          aria-label={t('picker.department')}
          placeholder={t('picker.chooseDepartment')}
          data-testid="report-department"
          style={{ minWidth: 260 }}
          loading={departments.isLoading}
          onChange={(value: string) => update({ department_id: value })}
          options={(departments.data?.results ?? []).map((d) => ({
            value: d.id,
            label: d.path.join(' / '),
          }))}
        />
      ) : null}
      {filters.scope === 'employee' ? (
        <EmployeeSelect
          value={filters.employeeId}
          aria-label={t('picker.employee')}
          placeholder={t('picker.chooseEmployee')}
          style={{ minWidth: 260 }}
          onChange={(value) => update({ employee_id: value })}
        />
      ) : null}
    </>
  );
}

/** The period picker, and for staff the scope with its subsidiary, department or employee. */
export function ReportFiltersBar({ filters }: { filters: ReportFilters }) {
  const { t } = useReportJobsTranslation();
  return (
    <fieldset className="page-filters report-filters" data-testid="report-filters">
      <legend className="sr-only">{t('picker.label')}</legend>
      <PeriodPicker
        period={filters.period}
        onChange={(next) => filters.update({ from: next.from, to: next.to })}
      />
      {filters.everyone ? <StaffScope filters={filters} /> : null}
    </fieldset>
  );
}
