import { formatCpf, type TimesheetData } from '@ponteiro/shared';
import { Alert } from 'antd';
import { formatDate } from '../../../i18n/format';
import { daysIn } from '../period/month';
import { useTimesheetsTranslation } from '../texts';

/** Who the timesheet is of: name, CPF, registration, workplace, department and zone. */
export function EmployeeHeader({ timesheet }: { timesheet: TimesheetData }) {
  const { t } = useTimesheetsTranslation();
  const { employee } = timesheet;
  return (
    <div className="ts-employee" data-testid="timesheet-employee">
      <span className="cell-strong">{employee.name}</span>
      <span>{t('sheet.cpf', { cpf: formatCpf(employee.cpf) })}</span>
      {employee.registration ? (
        <span>{t('sheet.registration', { registration: employee.registration })}</span>
      ) : null}
      <span>{employee.subsidiary.name}</span>
      {employee.department ? <span>{employee.department.name}</span> : null}
      <span className="cell-muted">
        {t('sheet.zone', { zone: employee.time_zone.replaceAll('_', ' ') })}
      </span>
    </div>
  );
}

/** What is not final yet: days being recomputed, and a period cut to the API's longest. */
export function TimesheetNotices({
  timesheet,
  clamped,
}: {
  timesheet: TimesheetData;
  clamped: boolean;
}) {
  const { t } = useTimesheetsTranslation();
  const pending = timesheet.days.filter((day) => day.pending).length;
  return (
    <>
      {clamped ? (
        <Alert
          className="ts-notice"
          type="info"
          showIcon
          title={t('period.clamped', {
            days: daysIn(timesheet),
            from: formatDate(timesheet.from),
            to: formatDate(timesheet.to),
          })}
        />
      ) : null}
      {pending > 0 ? (
        <Alert
          className="ts-notice"
          type="info"
          showIcon
          role="status"
          data-testid="timesheet-pending"
          title={t('sheet.recalculating', { count: pending })}
        />
      ) : null}
    </>
  );
}
