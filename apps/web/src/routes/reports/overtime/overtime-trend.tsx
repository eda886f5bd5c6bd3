import type { OvertimeReport } from '@ponteiro/shared';
import { Card, Empty } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AnswerState, minutes } from '../figures-parts';
import { TREND_MONTHS } from '../figures-query';
import { useReportFiguresTranslation } from '../figures-texts';

/** 2026-09 → 09/2026 (reads the same in pt and en-US). */
const monthLabel = (month: string) => month.split('-').reverse().join('/');

/**
 * The overtime of the last months up to the chosen period, authorized and not stacked (minutes
 * on the axis, shown as h:mm). The months also read as text in the chart's label.
 */
export function OvertimeTrend({
  months,
  loading,
  error,
  retry,
}: {
  months: OvertimeReport['months'] | undefined;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}) {
  const { t } = useReportFiguresTranslation();
  const data = (months ?? []).map((m) => ({
    label: monthLabel(m.month),
    authorized: m.authorized,
    unauthorized: m.unauthorized,
    total: m.total,
  }));
  const summary = data.map((m) => `${m.label}: ${minutes(m.total)}`).join('; ');
  return (
    <Card
      className="figures-section"
      size="small"
      title={t('overtime.trend')}
      extra={<span className="cell-muted">{t('overtime.trendHint', { count: TREND_MONTHS })}</span>}
      data-testid="overtime-trend"
    >
      <AnswerState loading={loading} error={error} retry={retry} />
      {months && data.every((m) => m.total === 0) ? (
        <Empty description={t('overtime.trendEmpty')} />
      ) : null}
      {months && data.some((m) => m.total > 0) ? (
        <div
          className="figures-chart"
          role="img"
          aria-label={`${t('overtime.trendLabel')}. ${summary}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" />
              <YAxis tickFormatter={(value: number) => minutes(value)} width={56} />
              <Tooltip formatter={(value) => minutes(Number(value))} />
              <Legend />
              <Bar
                dataKey="authorized"
                stackId="overtime"
                name={t('overtime.columns.authorized')}
                fill="#1f5aa6"
              />
              <Bar
                dataKey="unauthorized"
                stackId="overtime"
                name={t('overtime.columns.unauthorized')}
                fill="#e8590c"
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : null}
    </Card>
  );
}
