import { endpoints, type OrganizationDashboard } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
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
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { useOrganizationTranslation } from './texts';

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
  const { t } = useOrganizationTranslation();
  const data = rows.map((r) => ({
    name: r.name || t('dashboard.none'),
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
          <Bar dataKey="count" name={t('dashboard.active')} fill="#1f5aa6" />
        </BarChart>
      </ResponsiveContainer>
    </Card>
  );
}

/** `/organization/dashboard`: headcount by subsidiary, department and position; 12 months of movement. */
export function OrganizationDashboardPage() {
  const { t } = useOrganizationTranslation();
  const dashboard = useQuery({
    queryKey: queryKeyOf(endpoints.organization.dashboard),
    queryFn: () => callOperation(endpoints.organization.dashboard, undefined, { silent: true }),
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
        <h1 className="page-title">{t('dashboard.title')}</h1>
        <p className="page-subtitle">{t('dashboard.subtitle')}</p>
      </div>
      {dashboard.isError ? <FormAlert message={dashboard.error.message} /> : null}
      {dashboard.isPending ? <Skeleton active /> : null}
      {data ? (
        <>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('dashboard.active')} value={data.active} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card>
                <Statistic title={t('dashboard.disabled')} value={data.disabled} />
              </Card>
            </Col>
          </Row>
          <Card title={t('dashboard.byMonth')} data-testid="movement-chart">
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={months}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="admissions" name={t('dashboard.admissions')} fill="#2f9e44" />
                <Bar dataKey="terminations" name={t('dashboard.terminations')} fill="#c92a2a" />
              </BarChart>
            </ResponsiveContainer>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <HeadcountChart
                testId="by-subsidiary"
                title={t('dashboard.bySubsidiary')}
                rows={data.by_subsidiary}
              />
            </Col>
            <Col xs={24} lg={12}>
              <HeadcountChart
                testId="by-position"
                title={t('dashboard.byPosition')}
                rows={data.by_position}
              />
            </Col>
            <Col xs={24}>
              <HeadcountChart
                testId="by-department"
                title={t('dashboard.byDepartment')}
                rows={data.by_department}
              />
            </Col>
          </Row>
        </>
      ) : null}
    </div>
  );
}
