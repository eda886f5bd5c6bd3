import type { DashboardThisMonth, RouteId } from '@ponteiro/shared';
import { Card, Col, Empty, Row, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../i18n/format';
import { day, dayOfMonth, hoursMinutes } from './format';
import { useDashboardTranslation } from './texts';
import { useRouteLink } from './use-route-link';

/** A small card with a figure and the link to the screen that resolves it. */
export function LinkedCard({
  title,
  route,
  testId,
  children,
}: {
  title: string;
  route: RouteId;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useDashboardTranslation();
  const to = useRouteLink()(route);
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      extra={
        to ? (
          <Link to={to} aria-label={`${t('open')}: ${title}`}>
            {t('open')}
          </Link>
        ) : null
      }
    >
      {children}
    </Card>
  );
}

/** The month's trend: overtime and the hours bank per day (cumulative), from the stored days. */
function TrendChart({ month }: { month: DashboardThisMonth }) {
  const { t } = useDashboardTranslation();
  let overtime = 0;
  let bank = 0;
  // Running totals read as a trend; the tooltip shows hours:minutes, never decimal hours.
  const data = month.days.map((d) => {
    overtime += d.overtime_minutes;
    bank += d.hours_bank_minutes;
    return { label: dayOfMonth(d.date), date: d.date, overtime, bank };
  });
  return (
    <LinkedCard title={t('month.title')} route="reportsOvertime" testId="dashboard-month">
      <Row gutter={16}>
        <Col xs={12}>
          <Statistic
            title={t('month.totalOvertime')}
            value={hoursMinutes(month.totals.overtime_minutes)}
          />
        </Col>
        <Col xs={12}>
          <Statistic
            title={t('month.totalBank')}
            value={hoursMinutes(month.totals.hours_bank_minutes)}
          />
        </Col>
      </Row>
      {data.length === 0 ? (
        <Empty description={t('month.empty')} />
      ) : (
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis tickFormatter={(v: number) => hoursMinutes(v)} width={56} />
            <Tooltip
              formatter={(value) => hoursMinutes(Number(value))}
              labelFormatter={(_, payload) => {
                const date = payload?.[0]?.payload?.date as string | undefined;
                return date ? day(date) : '';
              }}
            />
            <Legend />
            <Line dataKey="overtime" name={t('month.overtime')} stroke="#ad6800" dot={false} />
            <Line dataKey="bank" name={t('month.bank')} stroke="#1f5aa6" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      )}
    </LinkedCard>
  );
}

/** The month's cards: trend, open periods, abnormal punches, certificate, vacations. */
export function MonthPanel({ month }: { month: DashboardThisMonth }) {
  const { t } = useDashboardTranslation();
  const certificate = month.certificate;
  const vacations = month.vacations;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <TrendChart month={month} />
      </Col>
      <Col xs={24} xl={12}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <LinkedCard title={t('periods.title')} route="timesheets" testId="dashboard-periods">
              <Statistic value={formatNumber(month.open_periods.employees)} />
              <p className="page-subtitle">
                {t('periods.text', {
                  from: day(month.open_periods.from),
                  to: day(month.open_periods.to),
                })}
              </p>
            </LinkedCard>
          </Col>
          <Col xs={24} md={12}>
            <LinkedCard
              title={t('pending.abnormal')}
              route="timesheetsAbnormalPunch"
              testId="dashboard-abnormal"
            >
              <Statistic value={formatNumber(month.abnormal_punches)} />
            </LinkedCard>
          </Col>
          <Col xs={24} md={12}>
            <LinkedCard
              title={t('certificate.title')}
              route="systemAfdAej"
              testId="dashboard-certificate"
            >
              {certificate.valid_until === null ? (
                <p>{t('certificate.none')}</p>
              ) : (certificate.days_left ?? 0) < 0 ? (
                <Tag color="red">
                  {t('certificate.expired', { date: day(certificate.valid_until.slice(0, 10)) })}
                </Tag>
              ) : (
                <p>
                  {t('certificate.valid', {
                    date: day(certificate.valid_until.slice(0, 10)),
                    days: formatNumber(certificate.days_left ?? 0),
                  })}
                </p>
              )}
            </LinkedCard>
          </Col>
          <Col xs={24} md={12}>
            <LinkedCard
              title={t('vacations.title')}
              route="taEventsLeaveBalance"
              testId="dashboard-vacations"
            >
              {vacations.items.length === 0 ? (
                <p>{t('vacations.none')}</p>
              ) : (
                <ul className="dashboard-list">
                  {vacations.items.map((v) => (
                    <li key={v.employee.id}>
                      {v.employee.name}{' '}
                      {v.overdue ? <Tag color="red">{t('vacations.overdue')}</Tag> : null}
                      <br />
                      <small>
                        {t('vacations.due', {
                          date: day(v.concession_end),
                          days: formatNumber(v.left_days),
                        })}
                      </small>
                    </li>
                  ))}
                  {vacations.count > vacations.items.length ? (
                    <li>
                      {t('vacations.more', { count: vacations.count - vacations.items.length })}
                    </li>
                  ) : null}
                </ul>
              )}
            </LinkedCard>
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
