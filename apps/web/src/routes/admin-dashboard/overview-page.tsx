import { Col, Row } from 'antd';
import { DashboardFrame, Figure, MonthlyChart, MrrChart } from './dashboard-parts';
import { useAdminDashboardTranslation } from './texts';
import { formatCents } from './use-dashboard';

/** `/admin/dashboard`: the platform's figures, growth and churn, MRR. */
export function AdminDashboardPage() {
  const { t } = useAdminDashboardTranslation();
  return (
    <DashboardFrame
      testId="admin-dashboard"
      title={t('overview.title')}
      subtitle={t('overview.subtitle')}
    >
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={6}>
              <Figure
                testId="figure-companies"
                title={t('cards.companies')}
                value={data.companies.total}
                footer={t('cards.suspended', { count: data.companies.suspended })}
              />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Figure
                testId="figure-users"
                title={t('cards.users')}
                value={data.users.total}
                footer={t('cards.active30', { count: data.users.active_30d })}
              />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Figure
                testId="figure-active-subscriptions"
                title={t('cards.activeSubscriptions')}
                value={data.subscriptions.active}
                footer={t('cards.pastDue', { count: data.subscriptions.past_due })}
              />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Figure
                testId="figure-trial-subscriptions"
                title={t('cards.trialSubscriptions')}
                value={data.subscriptions.trial}
              />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <Figure
                testId="figure-employees"
                title={t('cards.employees')}
                value={data.employees}
              />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <Figure testId="figure-devices" title={t('cards.devices')} value={data.devices} />
            </Col>
            <Col xs={24} sm={24} lg={8}>
              <Figure
                testId="figure-mrr"
                title={t('cards.mrr')}
                value={formatCents(data.mrr_cents)}
                footer={t('cards.mrrHelp')}
              />
            </Col>
          </Row>
          <MonthlyChart
            testId="growth-chart"
            title={t('charts.growth')}
            months={data.monthly}
            series={['new_companies', 'new_users', 'churned']}
            help={t('charts.churnHelp')}
          />
          <MrrChart months={data.monthly} />
        </>
      )}
    </DashboardFrame>
  );
}
