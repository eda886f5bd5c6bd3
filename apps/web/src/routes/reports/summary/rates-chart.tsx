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
import { usePercent } from '../figures-parts';
import { useReportFiguresTranslation } from '../figures-texts';
import type { SummaryGroup } from './summary-report-page';

/**
 * Bars per department (or subsidiary): absenteeism, with justified, and the overtime rate, in
 * percent. A group with nothing scheduled has no rate (no bar). The figures also read as text in
 * the chart's label.
 */
export function RatesChart({
  groups,
  by,
}: {
  groups: readonly SummaryGroup[];
  by: 'department' | 'subsidiary';
}) {
  const { t } = useReportFiguresTranslation();
  const percent = usePercent();
  const height = Math.max(220, groups.length * 44 + 80);
  const data = groups.map((g) => ({
    name: g.name,
    absenteeism: g.absenteeism_rate,
    withJustified: g.absenteeism_with_justified_rate,
    overtime: g.overtime_rate,
  }));
  const label = `${t('summary.chartLabel', { group: t(`summary.chartGroup.${by}`) })}. ${groups
    .map(
      (g) =>
        `${g.name}: ${t('summary.columns.absenteeism_rate')} ${percent(g.absenteeism_rate)}, ${t('summary.columns.overtime_rate')} ${percent(g.overtime_rate)}`,
    )
    .join('; ')}`;
  return (
    <div
      className="figures-chart"
      role="img"
      aria-label={label}
      data-testid={`summary-${by}-chart`}
      style={{ height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" unit="%" />
          <YAxis type="category" dataKey="name" width={160} />
          <Tooltip formatter={(value) => percent(value === null ? null : Number(value))} />
          <Legend />
          <Bar dataKey="absenteeism" name={t('summary.columns.absenteeism_rate')} fill="#c92a2a" />
          <Bar
            dataKey="withJustified"
            name={t('summary.columns.absenteeism_with_justified_rate')}
            fill="#f59f00"
          />
          <Bar dataKey="overtime" name={t('summary.columns.overtime_rate')} fill="#1f5aa6" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
