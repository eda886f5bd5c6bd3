import { DownloadOutlined } from '@ant-design/icons';
import { endpoints, type HoursBankBalance, type HoursBankLine } from '@ponteiro/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Spin, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadOperation } from '../../../api/download';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { toast } from '../../../feedback/toast';
import { currentLanguage } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { formatDate } from '../../../i18n/format';
import { useCan } from '../../../session/use-can';
import { isUuid } from '../../timesheets/period/month';
import { EmployeeSelect } from '../../timesheets/punch-log/employee-select';
import { formatMinutes } from '../../timesheets/timesheet/minutes';
import { AdjustmentDialog } from './adjustment-dialog';
import { useHoursBankBalanceTranslation } from './texts';

type T = ReturnType<typeof useHoursBankBalanceTranslation>['t'];

const KIND_COLORS: Record<HoursBankLine['kind'], string> = {
  opening: 'default',
  credit: 'green',
  debit: 'red',
  adjustment: 'blue',
  paid: 'gold',
  forfeited: 'default',
};
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** "+1:30" / "-0:45": a movement, signed. */
const signed = (minutes: number) =>
  minutes > 0 ? `+${formatMinutes(minutes)}` : formatMinutes(minutes);

function rulesText(t: T, ledger: HoursBankBalance): string {
  const { rules } = ledger;
  return [
    t(`periods.${rules.period}`),
    rules.expiry_months === null
      ? t('expiryAtPeriodEnd')
      : t('expiryMonths', { count: rules.expiry_months }),
    t(`atExpiry.${rules.at_expiry}`),
    rules.ref,
  ].join(' · ');
}

function Summary({ ledger, t }: { ledger: HoursBankBalance; t: T }) {
  return (
    <div
      data-testid="hours-bank-summary"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 12,
        marginBottom: 16,
      }}
    >
      <Card size="small">
        <Statistic
          title={t('summary.balance', { date: formatDate(ledger.to) })}
          value={formatMinutes(ledger.balance)}
          styles={{
            content: { color: ledger.balance < 0 ? 'var(--ant-color-error)' : undefined },
          }}
        />
      </Card>
      <Card size="small">
        <Statistic
          title={t('summary.nextExpiry')}
          value={
            ledger.next_expiry
              ? t('summary.nextExpiryValue', {
                  minutes: formatMinutes(ledger.next_expiry.minutes),
                  date: formatDate(ledger.next_expiry.date),
                })
              : t('summary.nothingExpires')
          }
        />
      </Card>
      <Card size="small">
        <Statistic
          title={t('summary.period')}
          value={t('range', {
            from: formatDate(ledger.period.from),
            to: formatDate(ledger.period.to),
          })}
        />
      </Card>
      <Card size="small">
        <Typography.Text type="secondary">{t('summary.rules')}</Typography.Text>
        <div>{rulesText(t, ledger)}</div>
        {ledger.opening ? (
          <Typography.Text type="secondary">
            {t('opening', {
              minutes: formatMinutes(ledger.opening.minutes),
              date: formatDate(ledger.opening.date),
            })}
          </Typography.Text>
        ) : null}
      </Card>
    </div>
  );
}

type Row = HoursBankLine & { key: string; before?: true };

function LedgerTable({ ledger, t }: { ledger: HoursBankBalance; t: T }) {
  const rows: Row[] = [
    {
      key: 'before',
      before: true,
      date: ledger.from,
      kind: 'opening',
      minutes: 0,
      balance: ledger.balance_before,
    },
    ...ledger.lines.map((line, i) => ({ ...line, key: `${line.date}-${i}` })),
  ];
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="hours-bank-ledger"
      locale={{ emptyText: t('empty') }}
      columns={[
        {
          key: 'date',
          title: t('columns.date'),
          width: 120,
          render: (_: unknown, row) => formatDate(row.date),
        },
        {
          key: 'kind',
          title: t('columns.kind'),
          render: (_: unknown, row) =>
            row.before ? (
              <strong>{t('before')}</strong>
            ) : (
              <Tag color={KIND_COLORS[row.kind]}>{t(`kinds.${row.kind}`)}</Tag>
            ),
        },
        {
          key: 'minutes',
          title: t('columns.minutes'),
          align: 'right',
          width: 110,
          render: (_: unknown, row) =>
            row.before ? (
              ''
            ) : (
              <Typography.Text type={row.minutes < 0 ? 'danger' : 'success'}>
                {signed(row.minutes)}
              </Typography.Text>
            ),
        },
        {
          key: 'balance',
          title: t('columns.balance'),
          align: 'right',
          width: 110,
          render: (_: unknown, row) => <strong>{formatMinutes(row.balance)}</strong>,
        },
        {
          key: 'note',
          title: t('columns.note'),
          render: (_: unknown, row) => row.note ?? '',
        },
      ]}
    />
  );
}

/**
 * `/ta-events/hours-bank-balance`: an employee's hours bank statement (who works on timesheets
 * chooses the employee; anyone else sees their own), from a date to a date kept in the address,
 * with the balance, what expires next and the rules it follows.
 */
export function HoursBankBalancePage() {
  const { t } = useHoursBankBalanceTranslation();
  const can = useCan();
  const choosesEmployee = can('timesheets.timesheet');
  const [params, setParams] = useSearchParams();
  const raw = params.get('employee_id');
  const employeeId = choosesEmployee && isUuid(raw) ? raw : undefined;
  const from = params.get('from');
  const to = params.get('to');
  const query = {
    ...(employeeId ? { employee_id: employeeId } : {}),
    ...(isDate(from) ? { from } : {}),
    ...(isDate(to) ? { to } : {}),
  };
  const enabled = !choosesEmployee || employeeId !== undefined;
  const result = useQuery({
    queryKey: queryKeyOf(endpoints.balances.hoursBank, { query }),
    queryFn: () => callOperation(endpoints.balances.hoursBank, { query }, { silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const set = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const ledger = enabled ? result.data : undefined;
  const [adjusting, setAdjusting] = useState(false);
  const exporting = useMutation({
    mutationFn: (shown: HoursBankBalance) =>
      downloadOperation(
        endpoints.balances.hoursBankExport,
        t('exportFile', { name: shown.employee.name, from: shown.from, to: shown.to }),
        { query: { ...query, from: shown.from, to: shown.to } },
      ),
    onSuccess: () => toast.success(t('exported')),
  });
  const picker = datePickerProps(currentLanguage());

  return (
    <section className="page-card page-card--wide" data-testid="hours-bank-balance">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-subtitle">{t('subtitle')}</p>
        </div>
      </div>
      <div className="page-filters" data-testid="hours-bank-filters">
        {choosesEmployee ? (
          <EmployeeSelect
            value={employeeId}
            onChange={(id) => set('employee_id', id)}
            aria-label={t('employee')}
            placeholder={t('chooseEmployee')}
            style={{ minWidth: 280 }}
          />
        ) : null}
        <DatePicker
          {...picker}
          aria-label={t('from')}
          value={isDate(from) ? dayjs(from) : ledger ? dayjs(ledger.from) : null}
          onChange={(value) => set('from', value ? value.format('YYYY-MM-DD') : undefined)}
        />
        <DatePicker
          {...picker}
          aria-label={t('to')}
          value={isDate(to) ? dayjs(to) : ledger ? dayjs(ledger.to) : null}
          onChange={(value) => set('to', value ? value.format('YYYY-MM-DD') : undefined)}
        />
      </div>
      {enabled ? null : <Empty description={t('pickEmployee')} />}
      {enabled ? <ListError error={result.error} retry={() => void result.refetch()} /> : null}
      {enabled && result.isLoading ? (
        <div>
          <Spin /> <span>{t('loading')}</span>
        </div>
      ) : null}
      {ledger ? (
        <>
          <div className="page-toolbar" style={{ marginTop: 16 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {ledger.employee.name}
              {ledger.employee.registration ? ` · ${ledger.employee.registration}` : ''}
            </Typography.Title>
            <div style={{ display: 'flex', gap: 8 }}>
              {choosesEmployee ? (
                <Button onClick={() => setAdjusting(true)}>{t('adjust.open')}</Button>
              ) : null}
              <Button
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.mutate(ledger)}
              >
                {t('export')}
              </Button>
            </div>
          </div>
          <Summary ledger={ledger} t={t} />
          <LedgerTable ledger={ledger} t={t} />
          {adjusting ? (
            <AdjustmentDialog employee={ledger.employee} onClose={() => setAdjusting(false)} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
