import { canOpenRoute, formatCpf, getRoute, type TimesheetOverviewRow } from '@ponteiro/shared';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useSession } from '../../../session/session-query';
import type { Period } from '../period/month';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';
import { formatMinutes, formatOptional, overtimeEntries } from '../timesheet/minutes';
import { timesheetLinkOf } from './overview-query';

const STATUS_COLORS: Record<TimesheetOverviewRow['status'], string | undefined> = {
  open: undefined,
  closed: 'green',
  partly_closed: 'gold',
};

/** The employee's answer about the closed period: accepted, disagreed (the note on hover), or none yet. */
export function AcceptanceCell({ row, t }: { row: TimesheetOverviewRow; t: TimesheetsT }) {
  const { period } = row;
  if (!period) return <span className="cell-muted">—</span>;
  const { acceptance } = period;
  if (!acceptance) return <Tag>{t('periods.waiting')}</Tag>;
  const when = formatDateTime(acceptance.at);
  if (acceptance.decision === 'accept') {
    return (
      <Tooltip title={t('periods.acceptedAt', { when })}>
        <Tag color="green">{t('periods.accepted')}</Tag>
      </Tooltip>
    );
  }
  const note = acceptance.note ? t('periods.note', { note: acceptance.note }) : '';
  return (
    <Tooltip title={`${t('periods.disagreedAt', { when })} ${note}`.trim()}>
      <Tag color="red" data-testid="acceptance-disagreed">
        {t('periods.disagreed')}
      </Tag>
    </Tooltip>
  );
}

/** "50%: 2:10 · 100%: 0:30", each rate on its line; "—" when there is none. */
function OvertimeCell({ overtime }: { overtime: Record<string, number> }) {
  const entries = overtimeEntries(overtime);
  if (entries.length === 0) return <span className="cell-muted">—</span>;
  return (
    <span className="ts-lines">
      {entries.map(([rate, minutes]) => (
        <span key={rate} className="ts-figure">
          {rate}%: {formatMinutes(minutes)}
        </span>
      ))}
    </span>
  );
}

/** The overview's columns: who, where, the period's totals, problems, status and acceptance. */
export function useOverviewColumns(period: Period): TableColumnsType<TimesheetOverviewRow> {
  const { t } = useTimesheetsTranslation();
  const session = useSession().data;
  const canOpen = (id: 'timesheetsAbnormalPunch') => !session || canOpenRoute(id, session) === 'ok';
  const abnormalOf = (row: TimesheetOverviewRow) => {
    const params = new URLSearchParams({
      employee_id: row.employee.id,
      from: period.from,
      to: period.to,
    });
    return `${getRoute('timesheetsAbnormalPunch').path}?${params.toString()}`;
  };
  const right = { align: 'right' as const, width: 84 };
  return [
    {
      key: 'employee',
      title: t('overview.columns.employee'),
      width: 210,
      fixed: 'left',
      render: (_: unknown, row) => (
        <div>
          <Link
            to={timesheetLinkOf(row.employee.id, period)}
            className="cell-strong"
            aria-label={t('overview.open', { name: row.employee.name })}
          >
            {row.employee.name}
          </Link>
          <div className="cell-muted">
            {t('sheet.cpf', { cpf: formatCpf(row.employee.cpf) })}
            {row.employee.registration
              ? ` · ${t('sheet.registration', { registration: row.employee.registration })}`
              : ''}
          </div>
        </div>
      ),
    },
    {
      key: 'organization',
      title: t('overview.columns.organization'),
      width: 170,
      ellipsis: { showTitle: false },
      render: (_: unknown, row) => (
        <div title={[row.subsidiary.name, row.department?.name].filter(Boolean).join(' / ')}>
          <div>{row.subsidiary.name}</div>
          <div className="cell-muted">{row.department?.name ?? '—'}</div>
        </div>
      ),
    },
    {
      key: 'schedule',
      title: t('overview.columns.schedule'),
      width: 130,
      ellipsis: true,
      render: (_: unknown, row) => row.schedule?.name ?? '—',
    },
    {
      key: 'worked',
      title: t('overview.columns.worked'),
      ...right,
      render: (_: unknown, row) => formatMinutes(row.totals.workedMinutes),
    },
    {
      key: 'overtime',
      title: t('overview.columns.overtime'),
      width: 120,
      render: (_: unknown, row) => <OvertimeCell overtime={row.totals.overtime} />,
    },
    {
      key: 'night',
      title: t('overview.columns.night'),
      ...right,
      render: (_: unknown, row) => formatOptional(row.totals.nightCreditedMinutes),
    },
    {
      key: 'deficit',
      title: t('overview.columns.deficit'),
      ...right,
      render: (_: unknown, row) => formatOptional(row.totals.deficitMinutes),
    },
    {
      key: 'absences',
      title: t('overview.columns.absences'),
      ...right,
      render: (_: unknown, row) => formatOptional(row.totals.absenceMinutes),
    },
    {
      key: 'bank',
      title: t('overview.columns.bank'),
      ...right,
      render: (_: unknown, row) => (
        <span data-testid="overview-bank">{formatOptional(row.totals.hoursBankMinutes)}</span>
      ),
    },
    {
      key: 'problems',
      title: t('overview.columns.problems'),
      width: 110,
      render: (_: unknown, row) => (
        <span className="ts-lines">
          {row.problem_days > 0 ? (
            <Tag color="red">{t('overview.problemDays', { count: row.problem_days })}</Tag>
          ) : (
            <span className="cell-muted">—</span>
          )}
          {row.pending_treatments > 0 ? (
            canOpen('timesheetsAbnormalPunch') ? (
              <Link to={abnormalOf(row)}>
                {t('overview.pendingTreatments', { count: row.pending_treatments })}
              </Link>
            ) : (
              <span>{t('overview.pendingTreatments', { count: row.pending_treatments })}</span>
            )
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('overview.columns.status'),
      width: 130,
      render: (_: unknown, row) => (
        <span className="ts-lines">
          <Tag color={STATUS_COLORS[row.status]}>{t(`overview.statuses.${row.status}`)}</Tag>
          {row.pending_days > 0 ? (
            <span className="cell-muted">
              {t('overview.calculatingDays', { count: row.pending_days })}
            </span>
          ) : null}
          {row.period ? (
            <span className="cell-muted">
              {t('period.range', {
                from: formatDate(row.period.from),
                to: formatDate(row.period.to),
              })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'acceptance',
      title: t('overview.columns.acceptance'),
      width: 120,
      render: (_: unknown, row) => <AcceptanceCell row={row} t={t} />,
    },
  ];
}
