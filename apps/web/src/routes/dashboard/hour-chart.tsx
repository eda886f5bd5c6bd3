import type { DashboardToday } from '@ponteiro/shared';
import { Card } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useDashboardTranslation } from './texts';

/** Punches by hour today against the marks the schedules plan (recharts, as the other dashboards). */
export function HourChart({ rows }: { rows: DashboardToday['by_hour'] }) {
  const { t } = useDashboardTranslation();
  // From the first to the last busy hour (a day shift company has no bars at 3 a.m.).
  const busy = rows.filter((r) => r.punches > 0 || r.scheduled > 0).map((r) => r.hour);
  const first = busy.length > 0 ? Math.min(...busy) : 6;
  const last = busy.length > 0 ? Math.max(...busy) : 18;
  const data = rows
    .filter((r) => r.hour >= first && r.hour <= last)
    .map((r) => ({ ...r, label: t('byHour.hour', { hour: r.hour }) }));
  return (
    <Card title={t('byHour.title')} data-testid="dashboard-by-hour">
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="punches" name={t('byHour.punches')} fill="#1f5aa6" />
          <Line
            type="monotone"
            dataKey="scheduled"
            name={t('byHour.scheduled')}
            stroke="#ad6800"
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Card>
  );
}
