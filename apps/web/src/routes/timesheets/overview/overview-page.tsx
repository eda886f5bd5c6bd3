import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { TimesheetOverviewRow } from '@ponteiro/shared';
import { Alert, Button, Progress, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { formatDate } from '../../../i18n/format';
import { useCan } from '../../../session/use-can';
import { daysIn } from '../period/month';
import { type PeriodChange, PeriodChangeDialog } from '../period/period-change-dialog';
import { useTimesheetsTranslation } from '../texts';
import { useOverviewColumns } from './overview-columns';
import { OverviewFilters } from './overview-filters';
import { CLEAR_OVERVIEW_FILTERS, isOverviewFiltered, timesheetLinkOf } from './overview-query';
import { TimesheetLinks } from './timesheet-links';
import { isCalculating, useOverview } from './use-overview';
import '../timesheet/timesheet.css';

/** The columns fit a 1366 px screen with the side menu open. */
const MIN_WIDTH = 1400;

/** Clicks on these (inside a row) do their own thing instead of opening the timesheet. */
const INTERACTIVE = 'a, button, input, label, .ant-checkbox-wrapper, .ant-table-selection-column';

/** "Calculando: 120 de 300 dias" while the server still computes the selection's days. */
function CalculationProgress({ pending, total }: { pending: number; total: number }) {
  const { t } = useTimesheetsTranslation();
  const done = Math.max(0, total - pending);
  const text = t('overview.progress', { done, total });
  return (
    <div className="ts-progress" role="status" data-testid="overview-progress">
      <span>{text}</span>
      <Progress
        percent={total > 0 ? Math.floor((done / total) * 100) : 0}
        status="active"
        size="small"
        aria-label={t('overview.progressLabel')}
      />
    </div>
  );
}

/**
 * `/timesheets`: every employee's period at a glance (totals, problem days, pending treatments,
 * status, the employee's acceptance), filtered and paged in the address; a row opens the
 * employee's timesheet; selected rows are closed or reopened at once.
 */
export function OverviewPage() {
  const { t } = useTimesheetsTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const list = useOverview();
  const columns = useOverviewColumns(list.period);
  const [selected, setSelected] = useState<string[]>([]);
  const [change, setChange] = useState<PeriodChange | null>(null);
  const canClose = can('timesheets.timesheet');
  const data = list.result.data;
  const count = selected.length;

  const filtered = isOverviewFiltered(list.apiQuery);
  const empty: ReactNode = filtered ? (
    <Space orientation="vertical">
      {t('overview.emptyFiltered')}
      <Button onClick={() => list.update({ search: '', filters: CLEAR_OVERVIEW_FILTERS })}>
        {t('overview.clearFilters')}
      </Button>
    </Space>
  ) : (
    t('overview.empty')
  );

  const bulk =
    canClose && count > 0 ? (
      <section className="bulk-bar" aria-label={t('overview.selected', { count })}>
        <strong>{t('overview.selected', { count })}</strong>
        <Button
          type="primary"
          icon={<LockOutlined />}
          onClick={() => setChange({ action: 'close', employeeIds: selected, period: list.period })}
        >
          {t('overview.close')}
        </Button>
        <Button
          icon={<UnlockOutlined />}
          onClick={() =>
            setChange({ action: 'reopen', employeeIds: selected, period: list.period })
          }
        >
          {t('overview.reopen')}
        </Button>
        <Button type="link" onClick={() => setSelected([])}>
          {t('overview.clearSelection')}
        </Button>
      </section>
    ) : null;

  return (
    <ListScreen
      testId="timesheets-overview"
      title={t('overview.title')}
      subtitle={t('overview.subtitle')}
      notice={
        <>
          <TimesheetLinks />
          {list.clamped ? (
            <Alert
              className="ts-notice"
              type="info"
              showIcon
              title={t('period.clamped', {
                days: daysIn(list.period),
                from: formatDate(list.period.from),
                to: formatDate(list.period.to),
              })}
            />
          ) : null}
          {data && isCalculating(data) ? (
            <CalculationProgress
              pending={data.progress.pending_days}
              total={data.progress.total_days}
            />
          ) : null}
        </>
      }
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('overview.search')} />
      }
      filters={
        <OverviewFilters
          query={list.apiQuery}
          period={list.period}
          today={list.today}
          update={list.update}
        />
      }
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
      bulk={bulk}
    >
      <ListTable<TimesheetOverviewRow>
        list={list}
        columns={columns}
        rowKey={(row) => row.employee.id}
        minWidth={MIN_WIDTH}
        loading={list.result.isFetching && !isCalculating(data)}
        locale={{ emptyText: list.result.isLoading ? ' ' : empty }}
        selection={canClose ? { keys: selected, onChange: setSelected } : undefined}
        onRow={(row) => ({
          className: 'ts-overview-row',
          onClick: (event) => {
            if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
            navigate(timesheetLinkOf(row.employee.id, list.period));
          },
        })}
      />
      {change ? (
        <PeriodChangeDialog
          change={change}
          onClose={() => setChange(null)}
          onDone={() => setSelected([])}
        />
      ) : null}
    </ListScreen>
  );
}
