import type { DashboardMonth } from '@ponteiro/shared';
import { Card, Empty, Segmented, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ListError } from '../../components/resource/list-search';
import { formatNumber } from '../../i18n/format';
import { useAdminDashboardTranslation } from './texts';
import { formatCents, formatCentsShort, monthLabel, useAdminDashboard } from './use-dashboard';

const NAV = [
  { path: '/admin/dashboard', key: 'overview' },
  { path: '/admin/dashboard-company', key: 'companies' },
  { path: '/admin/dashboard-user', key: 'users' },
  { path: '/admin/user-list', key: 'userList' },
] as const;

/** The dashboards' own menu (only /admin/dashboard is in the side menu). */
export function DashboardNav() {
  const { t } = useAdminDashboardTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('nav.label')}>
      <Segmented
        value={NAV.find((n) => n.path === location.pathname)?.path ?? NAV[0].path}
        onChange={(path) => navigate(String(path))}
        options={NAV.map((n) => ({ value: n.path, label: t(`nav.${n.key}`) }))}
      />
    </nav>
  );
}

/** A dashboard page's frame: heading, menu, then loading / error / the figures. */
export function DashboardFrame({
  testId,
  title,
  subtitle,
  children,
}: {
  testId: string;
  title: string;
  subtitle: string;
  children: (data: NonNullable<ReturnType<typeof useAdminDashboard>['data']>) => ReactNode;
}) {
  const { t } = useAdminDashboardTranslation();
  const dashboard = useAdminDashboard();
  return (
    <div className="page-stack" data-testid={testId}>
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="page-subtitle">{subtitle}</p>
      </div>
      <DashboardNav />
      <ListError
        error={dashboard.error}
        message={t('loadError')}
        retry={() => void dashboard.refetch()}
      />
      {dashboard.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {dashboard.data ? children(dashboard.data) : null}
    </div>
  );
}

/** One figure in a card. */
export function Figure({
  testId,
  title,
  value,
  footer,
}: {
  testId: string;
  title: string;
  value: number | string;
  footer?: ReactNode;
}) {
  return (
    <Card data-testid={testId} style={{ height: '100%' }}>
      <Statistic title={title} value={typeof value === 'number' ? formatNumber(value) : value} />
      {footer ? <div className="page-subtitle">{footer}</div> : null}
    </Card>
  );
}

const GREEN = '#2f9e44';
const BLUE = '#1f5aa6';
const RED = '#c92a2a';

type Series = 'new_companies' | 'new_users' | 'churned';

const SERIES_COLORS: Record<Series, string> = {
  new_companies: BLUE,
  new_users: GREEN,
  churned: RED,
};
const SERIES_TEXTS = {
  new_companies: 'charts.newCompanies',
  new_users: 'charts.newUsers',
  churned: 'charts.churned',
} as const satisfies Record<Series, string>;

/** Bars per month of the chosen series; an empty state when all are zero. */
export function MonthlyChart({
  testId,
  title,
  months,
  series,
  help,
}: {
  testId: string;
  title: string;
  months: DashboardMonth[];
  series: Series[];
  help?: string;
}) {
  const { t } = useAdminDashboardTranslation();
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const empty = months.every((m) => series.every((s) => m[s] === 0));
  return (
    <Card title={title} data-testid={testId}>
      {empty ? (
        <Empty description={t('charts.empty')} />
      ) : (
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} />
            <Tooltip formatter={(v) => formatNumber(Number(v))} />
            <Legend />
            {series.map((s) => (
              <Bar key={s} dataKey={s} name={t(SERIES_TEXTS[s])} fill={SERIES_COLORS[s]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
      {help ? <p className="page-subtitle">{help}</p> : null}
    </Card>
  );
}

/** MRR at the end of each of the 12 months. */
export function MrrChart({ months }: { months: DashboardMonth[] }) {
  const { t } = useAdminDashboardTranslation();
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const empty = months.every((m) => m.mrr_cents === 0);
  return (
    <Card title={t('charts.mrr')} data-testid="mrr-chart">
      {empty ? (
        <Empty description={t('charts.empty')} />
      ) : (
        <ResponsiveContainer width="100%" height={280}>
          <AreaChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis width={90} tickFormatter={(v: number) => formatCentsShort(v)} />
            <Tooltip formatter={(v) => formatCents(Number(v))} />
            <Area
              type="monotone"
              dataKey="mrr_cents"
              name={t('charts.mrrSeries')}
              stroke={BLUE}
              fill={BLUE}
              fillOpacity={0.15}
            />
          </AreaChart>
        </ResponsiveContainer>
      )}
      <p className="page-subtitle">{t('charts.mrrHelp')}</p>
    </Card>
  );
}
