import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { callOperation, queryKeyOf } from '../../api/operations';
import { formatNumber } from '../../i18n/format';
import { day, hoursMinutes, wallTime } from './format';
import { type DashboardKey, useDashboardTranslation } from './texts';
import { useRouteLink } from './use-route-link';

/** How often the own day is read again (a punch also refreshes it through the card). */
export const MY_DAY_REFRESH_MS = 30_000;

/** "Seu dia": today's schedule, the punches so far and where the caller stands. */
export function MyDay() {
  const { t } = useDashboardTranslation();
  const me = useQuery({
    queryKey: queryKeyOf(endpoints.dashboard.me),
    queryFn: () => callOperation(endpoints.dashboard.me, undefined, { silent: true }),
    refetchInterval: MY_DAY_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  if (me.isPending) {
    return (
      <Card title={t('me.title')} aria-busy="true">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (me.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('me.loadError')}
        action={
          <Button size="small" onClick={() => void me.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const data = me.data;
  if (!data.employee) return null;
  return (
    <Card
      title={t('me.title')}
      data-testid="my-day"
      extra={
        data.status ? (
          <Tag color={data.status === 'absent' ? 'red' : 'blue'}>
            {t(`statusOne.${data.status}` as DashboardKey)}
          </Tag>
        ) : null
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <h3 className="dashboard-subtitle">{t('me.schedule')}</h3>
          {data.schedule.length === 0 ? (
            <p>{t('me.noSchedule')}</p>
          ) : (
            <p data-testid="my-day-schedule">
              {data.schedule.map((p) => `${wallTime(p.start)}–${wallTime(p.end)}`).join(' · ')}
            </p>
          )}
        </Col>
        <Col xs={24} md={12}>
          <h3 className="dashboard-subtitle">{t('me.punches')}</h3>
          {data.punches.length === 0 ? (
            <p>{t('me.noPunches')}</p>
          ) : (
            <p data-testid="my-day-punches">{data.punches.map(wallTime).join(' · ')}</p>
          )}
          {data.late_minutes !== null ? (
            <Tag color="orange">{t('me.late', { minutes: data.late_minutes })}</Tag>
          ) : null}
        </Col>
      </Row>
    </Card>
  );
}

/** "Seus saldos": the caller's hours bank and vacation days (each from its own endpoint). */
export function MyBalances() {
  const { t } = useDashboardTranslation();
  const linkOf = useRouteLink();
  const bank = useQuery({
    queryKey: queryKeyOf(endpoints.balances.hoursBank, { query: {} }),
    queryFn: () => callOperation(endpoints.balances.hoursBank, { query: {} }, { silent: true }),
    retry: false,
  });
  const leave = useQuery({
    queryKey: queryKeyOf(endpoints.balances.leave, { query: {} }),
    queryFn: () => callOperation(endpoints.balances.leave, { query: {} }, { silent: true }),
    retry: false,
  });
  const vacation = leave.data?.results[0]?.vacation;
  const statement = linkOf('taEventsHoursBankBalance');
  return (
    <Card
      title={t('balances.title')}
      data-testid="my-balances"
      extra={statement ? <Link to={statement}>{t('balances.statement')}</Link> : null}
    >
      <Row gutter={16}>
        <Col xs={12}>
          {bank.isPending ? (
            <Skeleton active paragraph={false} />
          ) : bank.data ? (
            <Statistic title={t('balances.hoursBank')} value={hoursMinutes(bank.data.balance)} />
          ) : (
            <Statistic title={t('balances.hoursBank')} value="—" />
          )}
        </Col>
        <Col xs={12}>
          {leave.isPending ? (
            <Skeleton active paragraph={false} />
          ) : vacation ? (
            <>
              <Statistic title={t('balances.vacation')} value={formatNumber(vacation.left_days)} />
              {vacation.due ? (
                <small>{t('balances.vacationDue', { date: day(vacation.due) })}</small>
              ) : null}
            </>
          ) : (
            <Statistic title={t('balances.vacation')} value="—" />
          )}
        </Col>
      </Row>
    </Card>
  );
}
