import type { OvertimeFigures, OvertimeReport, ReportSelection } from '@ponteiro/shared';
import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ScrollRegion } from '../../../components/scroll-region';
import {
  AnswerState,
  FigureCard,
  FiguresPage,
  minutes,
  PersonCell,
  usePaging,
} from '../figures-parts';
import { useOvertimeReport, useOvertimeTrend } from '../figures-query';
import { type ReportFiguresT, useReportFiguresTranslation } from '../figures-texts';
import { OvertimeTrend } from './overtime-trend';

type EmployeeRow = OvertimeReport['results'][number];
type DepartmentRow = OvertimeReport['departments'][number];

const KINDS = ['workday', 'rest_day', 'holiday', 'total', 'authorized', 'unauthorized'] as const;

/** The figure columns: one per rate, then by day type, the total and the authorization. */
function figureColumns<T extends OvertimeFigures>(t: ReportFiguresT, rates: readonly string[]) {
  return [
    ...rates.map((rate) => ({
      key: `rate-${rate}`,
      title: t('overtime.rate', { rate }),
      align: 'right' as const,
      render: (_: unknown, row: T) => minutes(row.by_rate[rate] ?? 0),
    })),
    ...KINDS.map((kind) => ({
      key: kind,
      title: t(`overtime.columns.${kind}`),
      align: 'right' as const,
      render: (_: unknown, row: T) =>
        kind === 'total' ? <strong>{minutes(row.total)}</strong> : minutes(row[kind]),
    })),
  ];
}

/** The total row under a table, in the same columns. */
function totalRow(t: ReportFiguresT, report: OvertimeReport, lead: number) {
  const cells = [
    ...report.rates.map((rate) => minutes(report.total.by_rate[rate] ?? 0)),
    ...KINDS.map((kind) => minutes(report.total[kind])),
  ];
  return (
    <Table.Summary.Row data-testid="overtime-total">
      <Table.Summary.Cell index={0}>
        <strong>{t('common.total')}</strong>
      </Table.Summary.Cell>
      {lead > 1 ? (
        <Table.Summary.Cell index={1} align="right">
          {lead === 2 ? report.total.employees : null}
        </Table.Summary.Cell>
      ) : null}
      {cells.map((cell, i) => (
        <Table.Summary.Cell key={String(i)} index={lead + i} align="right">
          <strong>{cell}</strong>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

function OvertimeFiguresView({ selection }: { selection: ReportSelection | null }) {
  const { t } = useReportFiguresTranslation();
  const { paging, change } = usePaging(selection);
  const result = useOvertimeReport(selection, paging);
  const trend = useOvertimeTrend(selection);
  if (selection === null) return null;
  const report = result.data;
  const employeeColumns: ColumnsType<EmployeeRow> = report
    ? [
        {
          key: 'employee',
          title: t('overtime.columns.employee'),
          fixed: 'left',
          render: (_, row) => <PersonCell person={row.employee} />,
        },
        ...figureColumns<EmployeeRow>(t, report.rates),
      ]
    : [];
  const departmentColumns: ColumnsType<DepartmentRow> = report
    ? [
        {
          key: 'department',
          title: t('overtime.columns.department'),
          fixed: 'left',
          render: (_, row) => row.department?.name ?? t('common.noDepartment'),
        },
        {
          key: 'employees',
          title: t('overtime.columns.employees'),
          align: 'right',
          render: (_, row) => row.employees,
        },
        ...figureColumns<DepartmentRow>(t, report.rates),
      ]
    : [];
  return (
    <>
      <AnswerState
        loading={result.isLoading}
        error={result.error}
        retry={() => void result.refetch()}
      />
      {report ? (
        <div data-testid="overtime-report">
          <div className="figures-cards">
            <FigureCard
              testId="overtime-card-total"
              title={t('overtime.cards.total')}
              value={minutes(report.total.total)}
            />
            <FigureCard
              title={t('overtime.cards.authorized')}
              value={minutes(report.total.authorized)}
            />
            <FigureCard
              testId="overtime-card-unauthorized"
              title={t('overtime.cards.unauthorized')}
              value={minutes(report.total.unauthorized)}
              danger={report.total.unauthorized > 0}
            />
            <FigureCard title={t('overtime.cards.employees')} value={report.total.employees} />
          </div>
          <p className="cell-muted">{t('overtime.note')}</p>
          <OvertimeTrend
            months={trend.data}
            loading={trend.isLoading}
            error={trend.error}
            retry={() => void trend.refetch()}
          />
          <section className="figures-section" aria-labelledby="overtime-by-employee">
            <h2 id="overtime-by-employee">{t('overtime.byEmployee')}</h2>
            <ScrollRegion label={t('overtime.title')}>
              <Table<EmployeeRow>
                size="small"
                rowKey={(row) => row.employee.id}
                data-testid="overtime-employees"
                columns={employeeColumns}
                dataSource={report.results}
                loading={result.isFetching}
                locale={{ emptyText: <Empty description={t('overtime.empty')} /> }}
                summary={() => (report.count > 0 ? totalRow(t, report, 1) : null)}
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
          </section>
          {report.departments.length > 0 ? (
            <section className="figures-section" aria-labelledby="overtime-by-department">
              <h2 id="overtime-by-department">{t('overtime.byDepartment')}</h2>
              <ScrollRegion label={t('overtime.title')}>
                <Table<DepartmentRow>
                  size="small"
                  rowKey={(row) => row.department?.id ?? 'none'}
                  data-testid="overtime-departments"
                  columns={departmentColumns}
                  dataSource={report.departments}
                  pagination={false}
                  summary={() => totalRow(t, report, 2)}
                />
              </ScrollRegion>
            </section>
          ) : null}
          <p className="cell-muted figures-formula">{t('common.source')}</p>
        </div>
      ) : null}
    </>
  );
}

/**
 * `/reports/overtime`: overtime of the period by rate, day type and authorization — per employee
 * (paged), per department, in total — and the trend of the last months. An Employee sees their own.
 */
export function OvertimeReportPage() {
  const { t } = useReportFiguresTranslation();
  return (
    <FiguresPage
      kind="overtime"
      testId="overtime-report-page"
      title={t('overtime.title')}
      subtitle={t('overtime.subtitle')}
    >
      {(selection) => <OvertimeFiguresView selection={selection} />}
    </FiguresPage>
  );
}
