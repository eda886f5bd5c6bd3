import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  type Employee,
  type EngineScenario,
  endpoints,
  type ScheduleAssignment,
} from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { saveBlob } from '../../api/download';
import { callOperation, queryKeyOf } from '../../api/operations';
import { ListError } from '../../components/resource/list-search';
import { formatDate } from '../../i18n/format';
import { NoScheduleNotice } from './schedule-status';
import { useEmployeesTranslation } from './texts';
import {
  previewPeriod,
  previewRows,
  previewTimesheet,
  shiftWeek,
  type Week,
  weekOf,
} from './week-preview';
import { WeekPreviewTable } from './week-preview-table';

const today = () => dayjs().format('YYYY-MM-DD');

/** The scenario as JSON, named after the employee and the period. */
function downloadScenario(scenario: EngineScenario, name: string): void {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const file = `cenario-${slug}-${scenario.from}-${scenario.to}.json`;
  saveBlob(
    new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' }),
    file,
  );
}

/** The scenario of the part of `week` the employee has a schedule in (none: not asked). */
function useWeekScenario(employeeId: string, period: Week | null) {
  const query = { employee_id: employeeId, from: period?.from ?? '', to: period?.to ?? '' };
  return useQuery({
    queryKey: queryKeyOf(endpoints.timePolicy.scenario, { query }),
    queryFn: () => callOperation(endpoints.timePolicy.scenario, { query }, { silent: true }),
    enabled: period !== null,
    // 4xx answers (422: no schedule on that date) will not change by asking again.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/**
 * "Pré-visualizar semana": one Monday–Sunday week as the timesheet would compute it if every
 * scheduled mark were punched on time. The API gives the scenario (schedule, versions, rules,
 * holidays in the workplace's zone); the engine runs here, in the browser.
 */
export function WeekPreviewDrawer({
  employee,
  assignments,
  onClose,
}: {
  employee: Employee;
  assignments: readonly ScheduleAssignment[];
  onClose: () => void;
}) {
  const { t } = useEmployeesTranslation();
  const [week, setWeek] = useState(() => weekOf(today()));
  const period = previewPeriod(week, assignments);
  const scenario = useWeekScenario(employee.id, period);
  const computed = useMemo(() => {
    if (!scenario.data) return undefined;
    try {
      return { result: previewTimesheet(scenario.data) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [scenario.data]);
  // The API's 422 (no schedule on the first day) says the same as an empty history.
  const noSchedule =
    period === null ||
    (isApiError(scenario.error) && scenario.error.fieldErrors.employee_id !== undefined);

  return (
    <Drawer open size={860} title={t('preview.title', { name: employee.name })} onClose={onClose}>
      <div data-testid="week-preview">
        <p>{t('preview.intro')}</p>
        <Space wrap style={{ marginBottom: 12 }}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('preview.previous')}
            title={t('preview.previous')}
            onClick={() => setWeek(shiftWeek(week, -1))}
          />
          <strong data-testid="preview-range">
            {t('preview.range', { from: formatDate(week.from), to: formatDate(week.to) })}
          </strong>
          <Button
            icon={<RightOutlined />}
            aria-label={t('preview.next')}
            title={t('preview.next')}
            onClick={() => setWeek(shiftWeek(week, 1))}
          />
          <Button onClick={() => setWeek(weekOf(today()))}>{t('preview.current')}</Button>
          {scenario.data ? (
            <>
              <span className="cell-muted">
                {t('preview.timezone', { zone: scenario.data.timezone })}
              </span>
              {/* The engine's input as the product builds it: `npx ponteiro timesheet` reads it. */}
              <Button
                icon={<DownloadOutlined />}
                title={t('preview.downloadHelp')}
                onClick={() => downloadScenario(scenario.data, employee.name)}
              >
                {t('preview.download')}
              </Button>
            </>
          ) : null}
        </Space>
        {noSchedule ? (
          <NoScheduleNotice />
        ) : (
          <>
            <ListError error={scenario.error} retry={() => void scenario.refetch()} />
            {period && period.from > week.from ? (
              <Alert
                type="info"
                showIcon
                title={t('preview.partial', { date: formatDate(period.from) })}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            {scenario.isLoading ? <Skeleton active paragraph={{ rows: 7 }} /> : null}
            {computed?.error ? (
              <Alert
                type="error"
                showIcon
                title={t('preview.invalid', { message: computed.error })}
              />
            ) : null}
            {computed?.result ? (
              <WeekPreviewTable
                rows={previewRows(week, computed.result)}
                totals={computed.result.totals}
              />
            ) : null}
          </>
        )}
      </div>
    </Drawer>
  );
}
