import type { HoursBankReport, HoursBankReportRow, ReportSelection } from '@ponteiro/shared';
import { Alert, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDate } from '../../../i18n/format';
import {
  AnswerState,
  FiguresPage,
  minutes,
  PersonCell,
  signedMinutes,
  usePaging,
} from '../figures-parts';
import { useHoursBankReport } from '../figures-query';
import { type ReportFiguresT, useReportFiguresTranslation } from '../figures-texts';

const MOVEMENTS = [
  'balance_before',
  'credits',
  'debits',
  'adjustments',
  'paid',
  'forfeited',
] as const;

function rulesText(t: ReportFiguresT, rules: NonNullable<HoursBankReport['rules']>): string {
  return [
    t(`hoursBank.periods.${rules.period}`),
    rules.expiry_months === null
      ? t('hoursBank.expiryAtPeriodEnd')
      : t('hoursBank.expiryMonths', { count: rules.expiry_months }),
    t(`hoursBank.atExpiry.${rules.at_expiry}`),
    rules.ref,
  ].join(' · ');
}

function columnsOf(t: ReportFiguresT): ColumnsType<HoursBankReportRow> {
  const figure = (key: (typeof MOVEMENTS)[number] | 'balance') => ({
    key,
    title: t(`hoursBank.columns.${key}`),
    align: 'right' as const,
    width: 110,
    render: (_: unknown, row: HoursBankReportRow) =>
      key === 'balance' ? (
        <Typography.Text strong type={row.balance < 0 ? 'danger' : undefined}>
          {minutes(row.balance)}
        </Typography.Text>
      ) : key === 'balance_before' ? (
        minutes(row[key])
      ) : (
        signedMinutes(row[key])
      ),
  });
  return [
    {
      key: 'employee',
      title: t('hoursBank.columns.employee'),
      fixed: 'left',
      render: (_, row) => <PersonCell person={row.employee} />,
    },
    {
      key: 'department',
      title: t('hoursBank.columns.department'),
      render: (_, row) => row.employee.department?.name ?? t('common.noDepartment'),
    },
    ...MOVEMENTS.map(figure),
    figure('balance'),
    {
      key: 'expired',
      title: t('hoursBank.columns.expired'),
      render: (_, row) =>
        row.expired.map((e) => (
          <div key={`${e.date}-${e.kind}`}>
            {t('hoursBank.expiry', {
              minutes: minutes(-e.minutes),
              date: formatDate(e.date),
            })}{' '}
            <span className="cell-muted">({t(`hoursBank.expiredKinds.${e.kind}`)})</span>
          </div>
        )),
    },
    {
      key: 'nextExpiry',
      title: t('hoursBank.columns.nextExpiry'),
      render: (_, row) =>
        row.next_expiry ? (
          t('hoursBank.expiry', {
            minutes: minutes(row.next_expiry.minutes),
            date: formatDate(row.next_expiry.date),
          })
        ) : (
          <span className="cell-muted">{t('hoursBank.nothingExpires')}</span>
        ),
    },
  ];
}

function HoursBankFigures({ selection }: { selection: ReportSelection | null }) {
  const { t } = useReportFiguresTranslation();
  const { paging, change } = usePaging(selection);
  const result = useHoursBankReport(selection, paging);
  if (selection === null) return null;
  const report = result.data;
  return (
    <>
      <AnswerState
        loading={result.isLoading}
        error={result.error}
        retry={() => void result.refetch()}
      />
      {report ? (
        <div data-testid="hours-bank-report">
          <Alert
            className="figures-notice"
            type="info"
            showIcon
            title={t('hoursBank.onlyBank')}
            description={
              report.left_out > 0 ? (
                <span data-testid="hours-bank-left-out">
                  {t('hoursBank.leftOut', { count: report.left_out })}
                </span>
              ) : undefined
            }
          />
          {report.rules ? (
            <p className="cell-muted" data-testid="hours-bank-rules">
              {t('hoursBank.rules', { rules: rulesText(t, report.rules) })}
            </p>
          ) : null}
          <ScrollRegion label={t('hoursBank.title')}>
            <Table<HoursBankReportRow>
              size="small"
              rowKey={(row) => row.employee.id}
              aria-label={t('hoursBank.tableLabel')}
              data-testid="hours-bank-table"
              columns={columnsOf(t)}
              dataSource={report.results}
              loading={result.isFetching}
              locale={{ emptyText: <Empty description={t('hoursBank.empty')} /> }}
              pagination={{
                current: report.page,
                pageSize: report.page_size,
                total: report.count,
                pageSizeOptions: [25, 50, 100],
                showSizeChanger: true,
                hideOnSinglePage: report.count <= 25,
                onChange: change,
              }}
            />
          </ScrollRegion>
          <p className="cell-muted figures-formula">{t('hoursBank.formula')}</p>
          <p className="cell-muted">{t('common.source')}</p>
        </div>
      ) : null}
    </>
  );
}

/**
 * `/reports/hours-bank`: each employee on the bank in the period — the balance brought in, the
 * movements by kind, the final balance, what expired and what expires next — from their ledger.
 * An Employee sees their own row; the files are report jobs.
 */
export function HoursBankReportPage() {
  const { t } = useReportFiguresTranslation();
  return (
    <FiguresPage
      kind="hours_bank"
      testId="hours-bank-report-page"
      title={t('hoursBank.title')}
      subtitle={t('hoursBank.subtitle')}
    >
      {(selection) => <HoursBankFigures selection={selection} />}
    </FiguresPage>
  );
}
