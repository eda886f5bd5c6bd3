import type { OrganizationDashboard } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { api } from '../../api/client';
import { FormAlert } from '../auth/auth-kit';

type CountRow = OrganizationDashboard['by_subsidiary'][number];

/** A horizontal bar chart of headcounts (one bar per subsidiary, department or position). */
function HeadcountChart({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: CountRow[];
  testId: string;
}) {
  const { t } = useTranslation();
  const data = rows.map((r) => ({
    name: r.name || t('organization.dashboard.none'),
    count: r.count,
  }));
  return (
    <Card title={title} data-testid={testId}>
      <ResponsiveContainer width="100%" height={Math.max(160, data.length * 32 + 40)}>
        <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={160} />
          <Tooltip />
          <Bar dataKey="count" name={t('organization.dashboard.active')} fill="#1f5aa6" />
        </BarChart>
      </ResponsiveContainer>
    </Card>
  );
}

/** `/organization/dashboard`: headcount by subsidiary, department and position; 12 months of movement. */
export function OrganizationDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery({
    queryKey: ['organization/dashboard/'],
    queryFn: () => api.get<OrganizationDashboard>('organization/dashboard/', { silent: true }),
  });
  const data = dashboard.data;
  const months = (data?.by_month ?? []).map((m) => ({
    ...m,
    // MM/YYYY reads the same in pt and en-US.
    label: m.month.split('-').reverse().join('/'),
  }));
  return (
    <div className="page-stack" data-testid="organization-dashboard">
      <div>
        <h1 className="page-title">{t('organization.dashboard.title')}</h1>
        <p className="page-subtitle">{t('organization.dashboard.subtitle')}</p>
      </div>
      {dashboard.isError ? <FormAlert message={dashboard.error.message} /> : null}
      {dashboard.isPending ? <Skeleton active /> : null}
      {data ? (
        <>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('organization.dashboard.active')} value={data.active} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('organization.dashboard.disabled')} value={data.disabled} />
              </Card>
            </Col>
          </Row>
          <Card title={t('organization.dashboard.byMonth')} data-testid="movement-chart">
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={months}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar
                  dataKey="admissions"
                  name={t('organization.dashboard.admissions')}
                  fill="#2f9e44"
                />
                <Bar
                  dataKey="terminations"
                  name={t('organization.dashboard.terminations')}
                  fill="#c92a2a"
                />
              </BarChart>
            </ResponsiveContainer>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <HeadcountChart
                testId="by-subsidiary"
                title={t('organization.dashboard.bySubsidiary')}
                rows={data.by_subsidiary}
              />
            </Col>
            <Col xs={24} lg={12}>
              <HeadcountChart
                testId="by-position"
                title={t('organization.dashboard.byPosition')}
                rows={data.by_position}
              />
            </Col>
            <Col xs={24}>
              <HeadcountChart
                testId="by-department"
                title={t('organization.dashboard.byDepartment')}
                rows={data.by_department}
              />
            </Col>
          </Row>
        </>
      ) : null}
    </div>
  );
}
