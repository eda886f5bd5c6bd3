import type { ReportSelection, SummaryFigures, SummaryReport } from '@ponteiro/shared';
import { Alert, Empty, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ScrollRegion } from '../../../components/scroll-region';
import { AnswerState, FigureCard, FiguresPage, minutes, usePercent } from '../figures-parts';
import { useSummaryReport } from '../figures-query';
import { type ReportFiguresT, useReportFiguresTranslation } from '../figures-texts';
import { RatesChart } from './rates-chart';

const MINUTES = [
  'scheduled',
  'worked',
  'overtime',
  'night',
  'absence',
  'justified',
  'late',
] as const;
const RATES = ['absenteeism_rate', 'absenteeism_with_justified_rate', 'overtime_rate'] as const;

/** A group of the summary as the tables and the chart take it: its name and figures. */
export interface SummaryGroup extends SummaryFigures {
  key: string;
  name: string;
}

function groupsOf(report: SummaryReport, by: 'department' | 'subsidiary', none: string) {
  return by === 'department'
    ? report.departments.map((d) => ({
        ...d,
        key: d.department?.id ?? 'none',
        name: d.department?.name ?? none,
      }))
    : report.subsidiaries.map((s) => ({ ...s, key: s.subsidiary.id, name: s.subsidiary.name }));
}

function columnsOf(
  t: ReportFiguresT,
  percent: (value: number | null) => string,
  by: 'department' | 'subsidiary',
): ColumnsType<SummaryGroup> {
  return [
    { key: 'name', title: t(`summary.columns.${by}`), dataIndex: 'name' },
    {
      key: 'headcount',
      title: t('summary.columns.headcount'),
      align: 'right',
      dataIndex: 'headcount',
    },
    ...MINUTES.map((key) => ({
      key,
      title: t(`summary.columns.${key}`),
      align: 'right' as const,
      render: (_: unknown, row: SummaryGroup) => minutes(row[key]),
    })),
    ...RATES.map((key) => ({
      key,
      title: t(`summary.columns.${key}`),
      align: 'right' as const,
      render: (_: unknown, row: SummaryGroup) => <strong>{percent(row[key])}</strong>,
    })),
  ];
}

function GroupTable({ report, by }: { report: SummaryReport; by: 'department' | 'subsidiary' }) {
  const { t } = useReportFiguresTranslation();
  const percent = usePercent();
  const groups = groupsOf(report, by, t('common.noDepartment'));
  const total = [
    String(report.total.headcount),
    ...MINUTES.map((key) => minutes(report.total[key])),
    ...RATES.map((key) => percent(report.total[key])),
  ];
  return (
    <>
      <RatesChart groups={groups} by={by} />
      <ScrollRegion label={t(`summary.columns.${by}`)}>
        <Table<SummaryGroup>
          size="small"
          rowKey="key"
          data-testid={`summary-${by}-table`}
          columns={columnsOf(t, percent, by)}
          dataSource={groups}
          pagination={false}
          locale={{ emptyText: <Empty description={t('summary.empty')} /> }}
          summary={() => (
            <Table.Summary.Row data-testid={`summary-${by}-total`}>
              <Table.Summary.Cell index={0}>
                <strong>{t('common.total')}</strong>
              </Table.Summary.Cell>
              {total.map((cell, i) => (
                <Table.Summary.Cell key={String(i)} index={i + 1} align="right">
                  <strong>{cell}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
        />
      </ScrollRegion>
    </>
  );
}

function SummaryFiguresView({ selection }: { selection: ReportSelection | null }) {
  const { t } = useReportFiguresTranslation();
  const percent = usePercent();
  const result = useSummaryReport(selection);
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
        <div data-testid="summary-report">
          <div className="figures-cards">
            <FigureCard title={t('summary.cards.headcount')} value={report.total.headcount} />
            <FigureCard
              testId="summary-card-absenteeism"
              title={t('summary.cards.absenteeism')}
              value={percent(report.total.absenteeism_rate)}
            />
            <FigureCard
              title={t('summary.cards.absenteeismWithJustified')}
              value={percent(report.total.absenteeism_with_justified_rate)}
            />
            <FigureCard
              testId="summary-card-overtime"
              title={t('summary.cards.overtimeRate')}
              value={percent(report.total.overtime_rate)}
            />
          </div>
          <Alert
            className="figures-notice"
            type="info"
            showIcon
            title={t('summary.formula')}
            data-testid="summary-formula"
          />
          {report.total.headcount === 0 ? (
            <Empty description={t('summary.empty')} />
          ) : (
            <Tabs
              items={(['department', 'subsidiary'] as const).map((by) => ({
                key: by,
                label: by === 'department' ? t('summary.byDepartment') : t('summary.bySubsidiary'),
                children: <GroupTable report={report} by={by} />,
              }))}
            />
          )}
          <p className="cell-muted figures-formula">{t('common.source')}</p>
        </div>
      ) : null}
    </>
  );
}

/**
 * `/reports/summary`: the period's totals per department and per subsidiary — headcount, hours,
 * absence, lateness — with the absenteeism and overtime rates (the formulas on screen) and charts.
 */
export function SummaryReportPage() {
  const { t } = useReportFiguresTranslation();
  return (
    <FiguresPage
      kind="summary"
      testId="summary-report-page"
      title={t('summary.title')}
      subtitle={t('summary.subtitle')}
    >
      {(selection) => <SummaryFiguresView selection={selection} />}
    </FiguresPage>
  );
}
