import { endpoints, type LeaveType } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { formatDate } from '../../../i18n/format';
import { useRequestsTranslation } from './texts';
import type { Person } from './use-requester';

/**
 * The employee's balance for the chosen leave type before the request is sent: the vacation days
 * still to take (férias), and the days of this type used in the year against its limit. Read from
 * `ta-events/leave-balance/?employee_id=` (an employee always gets their own row). It only
 * informs: the approvers and the API decide.
 */
export function LeaveBalanceNote({
  employee,
  type,
  year,
  askedDays,
}: {
  employee: Person;
  type: LeaveType;
  year: number;
  /** Calendar days this request covers (0 for hours of one day). */
  askedDays: number;
}) {
  const { t } = useRequestsTranslation();
  const query = { year, employee_id: employee.id };
  const balance = useQuery({
    queryKey: queryKeyOf(endpoints.balances.leave, { query }),
    queryFn: () => callOperation(endpoints.balances.leave, { query }, { silent: true }),
  });

  if (balance.isLoading) {
    return (
      <div data-testid="request-balance-loading">
        <Spin size="small" /> {t('balance.loading')}
      </div>
    );
  }
  const row = balance.data?.results.find((r) => r.employee.id === employee.id);
  if (!row) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="request-balance"
        title={balance.isError ? t('balance.error') : t('balance.missing')}
      />
    );
  }

  const used = row.leave.find((l) => l.leave_type_id === type.id);
  const usedDays = used?.used_days ?? 0;
  const maxDays = used?.max_days ?? type.max_days;
  const lines: string[] = [];
  const warnings: string[] = [];
  if (type.category === 'vacation') {
    lines.push(t('balance.vacationLeft', { count: row.vacation.left_days }));
    if (row.vacation.due)
      lines.push(t('balance.vacationDue', { date: formatDate(row.vacation.due) }));
    if (askedDays > row.vacation.left_days) warnings.push(t('balance.overVacation'));
  }
  lines.push(
    maxDays === null
      ? t('balance.used', { count: usedDays, name: type.name, year })
      : t('balance.usedOfMax', { count: usedDays, max: maxDays, name: type.name, year }),
  );
  if (maxDays !== null && usedDays + askedDays > maxDays) {
    warnings.push(t('balance.overMax', { max: maxDays }));
  }
  if (askedDays > 0) lines.push(t('balance.asking', { count: askedDays }));

  return (
    <Alert
      type={warnings.length > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="request-balance"
      title={t('balance.title', { name: employee.name, year })}
      description={
        <>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          {warnings.map((line) => (
            <div key={line}>
              <strong>{line}</strong>
            </div>
          ))}
        </>
      }
    />
  );
}
