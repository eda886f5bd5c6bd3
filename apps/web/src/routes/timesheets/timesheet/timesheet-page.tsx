import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { TimesheetData } from '@ponteiro/shared';
import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListError } from '../../../components/resource/list-search';
import { isUuid, type Period, periodOf } from '../period/month';
import { type PeriodChange, PeriodChangeDialog } from '../period/period-change-dialog';
import { PeriodPicker } from '../period/period-picker';
import { EmployeeSelect } from '../punch-log/employee-select';
import { todayIso } from '../punch-log/use-punch-list';
import { useTimesheetsTranslation } from '../texts';
import { ClosedPeriods } from './closed-periods';
import { TimesheetGrid } from './timesheet-grid';
import { EmployeeHeader, TimesheetNotices } from './timesheet-header';
import { useTimesheet } from './timesheet-query';
import './timesheet.css';

/** Close and reopen for this employee and period, as the days allow. */
function PeriodButtons({
  timesheet,
  disabled,
  onChange,
}: {
  timesheet: TimesheetData;
  disabled: boolean;
  onChange: (change: PeriodChange) => void;
}) {
  const { t } = useTimesheetsTranslation();
  if (!timesheet.can_treat) return null;
  const change = (action: PeriodChange['action']) =>
    onChange({ action, employeeIds: [timesheet.employee.id], period: timesheet });
  const open = timesheet.days.some((day) => !day.closed);
  const closed = timesheet.periods.length > 0 || timesheet.days.some((day) => day.closed);
  return (
    <>
      {open ? (
        <Button icon={<LockOutlined />} disabled={disabled} onClick={() => change('close')}>
          {t('sheet.close')}
        </Button>
      ) : null}
      {closed ? (
        <Button icon={<UnlockOutlined />} disabled={disabled} onClick={() => change('reopen')}>
          {t('sheet.reopen')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * `/timesheets/timesheet`: one employee's period as a grid, treated where it is shown (include,
 * disregard, undo, justify an absence, cancel a leave), closed and reopened. The employee and the
 * period are the address's `employee_id`, `from` and `to`.
 */
export function TimesheetPage() {
  const { t } = useTimesheetsTranslation();
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const raw = params.get('employee_id');
  const employeeId = isUuid(raw) ? raw : undefined;
  const period = periodOf({ from: params.get('from'), to: params.get('to') }, today);
  const result = useTimesheet(
    { ...(employeeId ? { employee_id: employeeId } : {}), from: period.from, to: period.to },
    { enabled: employeeId !== undefined },
  );
  const [change, setChange] = useState<PeriodChange | null>(null);
  // While another employee or month loads, the previous one stays on screen, read-only.
  const stale = result.isPlaceholderData;
  const timesheet = employeeId ? result.data : undefined;

  const update = (next: { employee_id?: string; period?: Period }) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        if ('employee_id' in next) {
          if (next.employee_id) address.set('employee_id', next.employee_id);
          else address.delete('employee_id');
        }
        if (next.period) {
          address.set('from', next.period.from);
          address.set('to', next.period.to);
        }
        return address;
      },
      { replace: true },
    );

  return (
    <section className="page-card page-card--wide" data-testid="timesheet-page">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('sheet.title')}</h1>
          <p className="page-subtitle">{t('sheet.subtitle')}</p>
        </div>
        {timesheet ? (
          <div className="ts-toolbar">
            <PeriodButtons timesheet={timesheet} disabled={stale} onChange={setChange} />
          </div>
        ) : null}
      </div>
      <div className="ts-toolbar" data-testid="timesheet-filters">
        <EmployeeSelect
          value={employeeId}
          onChange={(id) => update({ employee_id: id })}
          aria-label={t('sheet.employee')}
          placeholder={t('sheet.chooseEmployee')}
          style={{ minWidth: 280 }}
        />
        <PeriodPicker period={period} onChange={(next) => update({ period: next })} />
      </div>
      {employeeId ? null : <Empty description={t('sheet.pickEmployee')} />}
      {employeeId ? <ListError error={result.error} retry={() => void result.refetch()} /> : null}
      {employeeId && result.isLoading ? (
        <div className="ts-notice">
          <Spin /> <span className="cell-muted">{t('sheet.loading')}</span>
        </div>
      ) : null}
      {timesheet ? (
        <>
          <EmployeeHeader timesheet={timesheet} />
          <TimesheetNotices timesheet={timesheet} clamped={period.clamped} />
          <ClosedPeriods periods={timesheet.periods} />
          <TimesheetGrid timesheet={timesheet} readOnly={stale} />
        </>
      ) : null}
      {change ? <PeriodChangeDialog change={change} onClose={() => setChange(null)} /> : null}
    </section>
  );
}
