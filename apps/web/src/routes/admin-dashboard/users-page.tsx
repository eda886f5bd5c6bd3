import { Card, Col, Empty, Row } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../i18n/format';
import { DashboardFrame, Figure, MonthlyChart } from './dashboard-parts';
import { useAdminDashboardTranslation } from './texts';

const ROLES = ['owner', 'admin', 'employee', 'custom'] as const;

/** `/admin/dashboard-user`: users' growth, who signed in lately, users by role. */
export function AdminDashboardUserPage() {
  const { t } = useAdminDashboardTranslation();
  return (
    <DashboardFrame
      testId="admin-dashboard-user"
      title={t('users.title')}
      subtitle={t('users.subtitle')}
    >
      {(data) => {
        const roles = ROLES.map((role) => ({
          role,
          name: t(`roles.${role}`),
          count: data.users_by_role[role],
        }));
        const noRoles = roles.every((r) => r.count === 0);
        return (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} sm={8}>
                <Figure testId="figure-users" title={t('users.total')} value={data.users.total} />
              </Col>
              <Col xs={24} sm={8}>
                <Figure
                  testId="figure-active-users"
                  title={t('users.active30')}
                  value={data.users.active_30d}
                />
              </Col>
              <Col xs={24} sm={8}>
                <Figure
                  testId="figure-inactive-users"
                  title={t('users.inactive30')}
                  value={data.users.total - data.users.active_30d}
                />
              </Col>
            </Row>
            <MonthlyChart
              testId="users-growth-chart"
              title={t('users.growth')}
              months={data.monthly}
              series={['new_users']}
            />
            <Card title={t('users.byRole')} data-testid="users-by-role">
              <p className="page-subtitle">{t('users.byRoleHelp')}</p>
              {noRoles ? (
                <Empty description={t('users.byRoleEmpty')} />
              ) : (
                <>
                  <ResponsiveContainer width="100%" height={220}>
                    <BarChart
                      data={roles.map((r) => ({ name: r.name, count: r.count }))}
                      layout="vertical"
                      margin={{ left: 24 }}
                    >
                      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                      <XAxis
                        type="number"
                        allowDecimals={false}
                        tickFormatter={(v: number) => formatNumber(v)}
                      />
                      <YAxis type="category" dataKey="name" width={160} />
                      <Tooltip formatter={(v) => formatNumber(Number(v))} />
                      <Bar dataKey="count" name={t('users.count')} fill="#1f5aa6" />
                    </BarChart>
                  </ResponsiveContainer>
                  <Row gutter={[16, 16]}>
                    {roles.map((r) => (
                      <Col xs={12} md={6} key={r.role}>
                        <Figure testId={`role-${r.role}`} title={r.name} value={r.count} />
                      </Col>
                    ))}
                  </Row>
                </>
              )}
            </Card>
          </>
        );
      }}
    </DashboardFrame>
  );
}
