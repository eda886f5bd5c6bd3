import type { NearSeatLimit, RecentCompany } from '@ponteiro/shared';
import { Card, Col, Progress, Row, Table, type TableProps, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../i18n/format';
import { DashboardFrame, Figure, MonthlyChart } from './dashboard-parts';
import { useAdminDashboardTranslation } from './texts';

const STATUS_COLORS = { trial: 'blue', active: 'green', past_due: 'orange' } as const;

/** `/admin/dashboard-company`: companies' growth, those near their seat limit, recent sign-ups. */
export function AdminDashboardCompanyPage() {
  const { t } = useAdminDashboardTranslation();

  const nearColumns: TableProps<NearSeatLimit>['columns'] = [
    {
      key: 'company',
      title: t('companies.columns.company'),
      render: (_: unknown, row: NearSeatLimit) => row.company.name,
    },
    {
      key: 'plan',
      title: t('companies.columns.plan'),
      render: (_: unknown, row: NearSeatLimit) => row.plan.name,
    },
    {
      key: 'seats',
      title: t('companies.columns.seats'),
      align: 'right',
      render: (_: unknown, row: NearSeatLimit) =>
        t('companies.seatsValue', {
          used: formatNumber(row.used),
          seats: formatNumber(row.seats),
        }),
    },
    {
      key: 'usage',
      title: t('companies.columns.usage'),
      width: 180,
      render: (_: unknown, row: NearSeatLimit) => {
        const percent = Math.round((row.used / row.seats) * 100);
        return (
          <Progress
            percent={Math.min(percent, 100)}
            format={() => `${formatNumber(percent)}%`}
            status={row.used >= row.seats ? 'exception' : 'normal'}
            size="small"
            aria-label={t('companies.usageLabel', { company: row.company.name })}
          />
        );
      },
    },
    {
      key: 'users',
      title: t('companies.users'),
      render: (_: unknown, row: NearSeatLimit) => (
        <Link
          to={`/admin/user-list?company_id=${row.company.id}`}
          aria-label={t('companies.usersLabel', { company: row.company.name })}
        >
          {t('companies.users')}
        </Link>
      ),
    },
  ];

  const recentColumns: TableProps<RecentCompany>['columns'] = [
    {
      key: 'name',
      title: t('companies.columns.company'),
      render: (_: unknown, row: RecentCompany) => (
        <>
          {row.name} {row.suspended ? <Tag color="red">{t('companies.suspendedTag')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'plan',
      title: t('companies.columns.plan'),
      render: (_: unknown, row: RecentCompany) => row.plan?.name ?? t('companies.noPlan'),
    },
    {
      key: 'status',
      title: t('companies.columns.status'),
      render: (_: unknown, row: RecentCompany) =>
        row.status ? (
          <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>
        ) : (
          t('none')
        ),
    },
    {
      key: 'created_at',
      title: t('companies.columns.created'),
      render: (_: unknown, row: RecentCompany) => formatDate(row.created_at),
    },
  ];

  return (
    <DashboardFrame
      testId="admin-dashboard-company"
      title={t('companies.title')}
      subtitle={t('companies.subtitle')}
    >
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12}>
              <Figure
                testId="figure-companies"
                title={t('companies.total')}
                value={data.companies.total}
              />
            </Col>
            <Col xs={24} sm={12}>
              <Figure
                testId="figure-suspended"
                title={t('companies.suspended')}
                value={data.companies.suspended}
              />
            </Col>
          </Row>
          <MonthlyChart
            testId="companies-growth-chart"
            title={t('companies.growth')}
            months={data.monthly}
            series={['new_companies', 'churned']}
            help={t('charts.churnHelp')}
          />
          <Card
            title={t('companies.nearLimit')}
            extra={<Link to="/admin/company-list">{t('companies.companyList')}</Link>}
            data-testid="near-seat-limit"
          >
            <p className="page-subtitle">{t('companies.nearLimitHelp')}</p>
            <Table<NearSeatLimit>
              rowKey={(row) => row.company.id}
              columns={nearColumns}
              dataSource={data.near_seat_limit}
              pagination={false}
              size="small"
              locale={{ emptyText: t('companies.nearLimitEmpty') }}
              scroll={{ x: 'max-content' }}
            />
          </Card>
          <Card title={t('companies.recent')} data-testid="recent-companies">
            <Table<RecentCompany>
              rowKey="id"
              columns={recentColumns}
              dataSource={data.recent_companies}
              pagination={false}
              size="small"
              locale={{ emptyText: t('companies.recentEmpty') }}
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </>
      )}
    </DashboardFrame>
  );
}
