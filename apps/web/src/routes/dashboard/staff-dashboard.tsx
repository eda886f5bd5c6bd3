import { type DashboardQuery, endpoints, type RouteId } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Select, Skeleton, Space, Statistic } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callOperation, queryKeyOf } from '../../api/operations';
import { formatNumber, formatTime } from '../../i18n/format';
import { HourChart } from './hour-chart';
import { MonthPanel } from './month-panel';
import { PeopleList } from './people-list';
import { useDashboardTranslation } from './texts';
import { type TileKind, TodayTiles } from './today-tiles';
import { useRouteLink } from './use-route-link';

/** Today is read again this often (the issue: new punches without reloading, ≤ 30 s). */
export const TODAY_REFRESH_MS = 15_000;
/** The month's figures move slowly: every 5 minutes and on focus. */
const MONTH_REFRESH_MS = 5 * 60_000;

function PendingCard({
  title,
  value,
  route,
  hash = '',
  testId,
}: {
  title: string;
  value: number;
  route: RouteId;
  /** The section of the screen (`#approvals`: the approval queue on /ta-events). */
  hash?: string;
  testId: string;
}) {
  const { t } = useDashboardTranslation();
  const to = useRouteLink()(route);
  return (
    <Card size="small" data-testid={testId}>
      <Statistic title={title} value={formatNumber(value)} />
      {to ? (
        <Link to={`${to}${hash}`} aria-label={`${t('open')}: ${title}`}>
          {t('open')}
        </Link>
      ) : null}
    </Card>
  );
}

/** The company's day for staff: filters, today's tiles and lists, punches by hour, the month. */
export function StaffDashboard() {
  const { t } = useDashboardTranslation();
  const [filter, setFilter] = useState<DashboardQuery>({});
  const [selected, setSelected] = useState<TileKind>('present');
  const input = { query: filter };
  const today = useQuery({
    queryKey: queryKeyOf(endpoints.dashboard.today, input),
    queryFn: () => callOperation(endpoints.dashboard.today, input, { silent: true }),
    refetchInterval: TODAY_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
  const month = useQuery({
    queryKey: queryKeyOf(endpoints.dashboard.month, input),
    queryFn: () => callOperation(endpoints.dashboard.month, input, { silent: true }),
    refetchInterval: MONTH_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
  const data = today.data;
  const scope = data?.scope;

  return (
    <div className="page-stack" data-testid="company-dashboard">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-subtitle">
            {scope?.kind === 'departments' ? t('scopeDepartments') : t('subtitle')}
          </p>
        </div>
        <Space wrap>
          <Select
            allowClear
            aria-label={t('filters.subsidiary')}
            placeholder={t('filters.allSubsidiaries')}
            style={{ minWidth: 200 }}
            value={filter.subsidiary_id}
            options={(scope?.subsidiaries ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={(subsidiary_id?: string) => setFilter((f) => ({ ...f, subsidiary_id }))}
            data-testid="dashboard-subsidiary"
          />
          <Select
            allowClear
            aria-label={t('filters.department')}
            placeholder={t('filters.allDepartments')}
            style={{ minWidth: 200 }}
            value={filter.department_id}
            options={(scope?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
            onChange={(department_id?: string) => setFilter((f) => ({ ...f, department_id }))}
            data-testid="dashboard-department"
          />
          <Button onClick={() => void Promise.all([today.refetch(), month.refetch()])}>
            {t('refresh')}
          </Button>
        </Space>
      </div>
      {data ? (
        <p className="page-subtitle" aria-live="polite" data-testid="dashboard-updated">
          {t('updatedAt', { time: formatTime(data.generated_at) })}
        </p>
      ) : null}
      {today.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadError')}
          description={today.error.message}
          action={
            <Button size="small" onClick={() => void today.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {today.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {data ? (
        <>
          <TodayTiles counts={data.counts} selected={selected} onSelect={setSelected} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <PeopleList people={data.people} kind={selected} />
            </Col>
            <Col xs={24} xl={10}>
              <div className="page-stack">
                <HourChart rows={data.by_hour} />
                <Row gutter={[16, 16]}>
                  <Col xs={24}>
                    <PendingCard
                      title={t('pending.approvals')}
                      value={data.pending.approvals}
                      route="taEvents"
                      hash="#approvals"
                      testId="dashboard-approvals"
                    />
                  </Col>
                </Row>
              </div>
            </Col>
          </Row>
        </>
      ) : null}
      {month.isError ? <Alert type="warning" showIcon title={t('month.loadError')} /> : null}
      {month.data ? <MonthPanel month={month.data} /> : null}
    </div>
  );
}
