import {
  type Department,
  endpoints,
  type LeaveBalance,
  type LeaveBalanceRow,
  type Subsidiary,
  type VacationPeriodData,
} from '@ponteiro/shared';
import { Alert, Button, Select, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { listPageOf, queryKeyOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useOptions } from '../../../components/resource/use-options';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDate, formatNumber } from '../../../i18n/format';
import { todayIso } from '../../timesheets/punch-log/use-punch-list';
import { useLeaveBalanceTranslation } from './texts';

type T = ReturnType<typeof useLeaveBalanceTranslation>['t'];

const searchable = { showSearch: { optionFilterProp: 'label' }, allowClear: true } as const;
const FILTERS = ['year', 'subsidiary_id', 'department_id', 'attention'] as const;

const STATUS_COLORS: Record<VacationPeriodData['status'], string> = {
  acquiring: 'default',
  open: 'blue',
  taken: 'green',
  overdue: 'red',
  none: 'default',
  lost: 'gold',
};

/** The years offered: from ten years back to next year, newest first. */
function yearsAround(current: number): number[] {
  return Array.from({ length: 12 }, (_, i) => current + 1 - i);
}

function AttentionTag({ row, t }: { row: LeaveBalanceRow; t: T }) {
  const { attention } = row.vacation;
  if (!attention) return null;
  return (
    <Tag color={attention === 'overdue' ? 'red' : 'gold'} data-testid="vacation-attention">
      {t(`attention.${attention}`)}
    </Tag>
  );
}

/** The acquisition periods of one employee, newest first, with why each stands as it does. */
function PeriodsTable({ periods, t }: { periods: VacationPeriodData[]; t: T }) {
  return (
    <Table<VacationPeriodData>
      size="small"
      pagination={false}
      rowKey="acquisition_start"
      dataSource={[...periods].reverse()}
      aria-label={t('periods.title')}
      columns={[
        {
          key: 'acquisition',
          title: t('periods.acquisition'),
          render: (_: unknown, p) =>
            t('range', {
              from: formatDate(p.acquisition_start),
              to: formatDate(p.acquisition_end),
            }),
        },
        {
          key: 'concession',
          title: t('periods.concession'),
          render: (_: unknown, p) =>
            p.status === 'lost' || p.status === 'none' ? t('none') : formatDate(p.concession_end),
        },
        {
          key: 'absences',
          title: t('periods.absences'),
          align: 'right',
          render: (_: unknown, p) => formatNumber(p.unjustified_absences),
        },
        {
          key: 'entitled',
          title: t('periods.entitled'),
          align: 'right',
          render: (_: unknown, p) => t('days', { count: p.entitled_days }),
        },
        {
          key: 'taken',
          title: t('periods.taken'),
          align: 'right',
          render: (_: unknown, p) => (
            <Space orientation="vertical" size={0} align="end">
              {t('days', { count: p.taken_days })}
              {p.double_days > 0 ? (
                <Typography.Text type="danger">
                  {t('periods.doubleDays', { count: p.double_days })}
                </Typography.Text>
              ) : null}
            </Space>
          ),
        },
        {
          key: 'left',
          title: t('periods.left'),
          align: 'right',
          render: (_: unknown, p) =>
            p.status === 'acquiring'
              ? t('periods.accrued', { days: formatNumber(p.accrued_days) })
              : t('days', { count: p.left_days }),
        },
        {
          key: 'status',
          title: t('periods.status'),
          render: (_: unknown, p) => (
            <Space orientation="vertical" size={0}>
              <Tooltip title={p.refs.join(' · ')}>
                <Tag color={STATUS_COLORS[p.status]} aria-description={p.refs.join(' · ')}>
                  {t(`statuses.${p.status}`)}
                </Tag>
              </Tooltip>
              {p.lost_reason ? (
                <Typography.Text type="secondary">
                  {t(`periods.lostReason.${p.lost_reason}`)}
                </Typography.Text>
              ) : null}
              {p.expiring_soon ? <Tag color="warning">{t('attention.expiring')}</Tag> : null}
            </Space>
          ),
        },
      ]}
    />
  );
}

function LeaveTable({ row, year, t }: { row: LeaveBalanceRow; year: number; t: T }) {
  const used = row.leave.filter((l) => l.used_days > 0);
  return (
    <section>
      <Typography.Title level={5}>{t('leave.title', { year })}</Typography.Title>
      {used.length === 0 ? (
        <Typography.Text type="secondary">{t('leave.nothing')}</Typography.Text>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="leave_type_id"
          dataSource={used}
          columns={[
            {
              key: 'type',
              title: t('leave.type'),
              render: (_: unknown, l) => `${l.name} (${l.code})`,
            },
            {
              key: 'used',
              title: t('leave.used'),
              align: 'right',
              render: (_: unknown, l) => t('days', { count: l.used_days }),
            },
            {
              key: 'max',
              title: t('leave.max'),
              align: 'right',
              render: (_: unknown, l) =>
                l.max_days === null ? t('leave.noLimit') : t('days', { count: l.max_days }),
            },
          ]}
        />
      )}
    </section>
  );
}

function Details({ row, year, t }: { row: LeaveBalanceRow; year: number; t: T }) {
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      aria-label={t('details', { name: row.employee.name })}
      data-testid="leave-balance-details"
    >
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('periods.title')}
      </Typography.Title>
      <PeriodsTable periods={row.vacation.periods} t={t} />
      {row.vacation.advance_days > 0 ? (
        <Typography.Text>{t('advance', { count: row.vacation.advance_days })}</Typography.Text>
      ) : null}
      <LeaveTable row={row} year={year} t={t} />
    </Space>
  );
}

/**
 * `/ta-events/leave-balance`: each employee's vacation (férias) to take and by when, and the leave
 * used in a year; a row opens its acquisition periods and its leave by type. Year, workplace,
 * department, "needs attention" and search live in the address.
 */
export function LeaveBalancePage() {
  const { t } = useLeaveBalanceTranslation();
  const today = todayIso();
  const list = useServerList<LeaveBalanceRow>({
    queryKey: queryKeyOf(endpoints.balances.leave),
    fetchPage: listPageOf(endpoints.balances.leave),
  });
  const data = list.result.data as LeaveBalance | undefined;
  const year = Number(list.state.filters.year) || Number(today.slice(0, 4));
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  const set = (key: (typeof FILTERS)[number]) => (value: string | undefined) =>
    list.update({ filters: { [key]: value } });
  const filtered = FILTERS.some((key) => list.state.filters[key]) || list.state.search !== '';
  const empty: ReactNode = filtered ? (
    <Space orientation="vertical">
      {t('emptyFiltered')}
      <Button
        onClick={() =>
          list.update({
            search: '',
            filters: Object.fromEntries(FILTERS.map((key) => [key, undefined])),
          })
        }
      >
        {t('clearFilters')}
      </Button>
    </Space>
  ) : (
    t('empty')
  );

  return (
    <ListScreen
      testId="leave-balance"
      title={t('title')}
      subtitle={t('subtitle')}
      notice={
        data ? (
          <Alert
            type="info"
            showIcon
            title={t('asOf', { date: formatDate(data.as_of) })}
            description={t('absencesNote')}
          />
        ) : null
      }
      search={<ListSearch state={list.state} update={list.update} placeholder={t('search')} />}
      filters={
        <div className="page-filters" data-testid="leave-balance-filters">
          <Select
            value={year}
            onChange={(value: number) =>
              set('year')(value === Number(today.slice(0, 4)) ? undefined : String(value))
            }
            aria-label={t('filters.year')}
            options={yearsAround(Number(today.slice(0, 4))).map((y) => ({ value: y, label: y }))}
          />
          <Select
            {...searchable}
            value={list.state.filters.subsidiary_id}
            onChange={set('subsidiary_id')}
            aria-label={t('filters.subsidiary')}
            placeholder={t('filters.allSubsidiaries')}
            loading={subsidiaries.isLoading}
            options={(subsidiaries.data?.results ?? []).map((s) => ({
              value: s.id,
              label: s.name,
            }))}
          />
          <Select
            {...searchable}
            value={list.state.filters.department_id}
            onChange={set('department_id')}
            aria-label={t('filters.department')}
            placeholder={t('filters.allDepartments')}
            loading={departments.isLoading}
            options={(departments.data?.results ?? []).map((d) => ({
              value: d.id,
              label: d.path.join(' / '),
            }))}
          />
          <Space>
            <Switch
              checked={list.state.filters.attention === 'true'}
              onChange={(on) => set('attention')(on ? 'true' : undefined)}
              aria-label={t('filters.attention')}
            />
            <span>{t('filters.attention')}</span>
          </Space>
        </div>
      }
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
    >
      <ListTable<LeaveBalanceRow>
        list={list}
        rowKey={(row) => row.employee.id}
        loading={list.result.isFetching}
        locale={{ emptyText: list.result.isLoading ? ' ' : empty }}
        expandable={{
          expandedRowRender: (row) => <Details row={row} year={year} t={t} />,
          expandRowByClick: true,
        }}
        columns={[
          {
            key: 'employee',
            title: t('columns.employee'),
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                <strong>{row.employee.name}</strong>
                <Typography.Text type="secondary">
                  {[row.employee.registration, row.employee.department].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'admission',
            title: t('columns.admission'),
            width: 120,
            render: (_: unknown, row) => formatDate(row.employee.admission_date),
          },
          {
            key: 'left',
            title: t('columns.vacationLeft'),
            width: 140,
            align: 'right',
            render: (_: unknown, row) => t('days', { count: row.vacation.left_days }),
          },
          {
            key: 'due',
            title: t('columns.due'),
            width: 220,
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                {row.vacation.due ? formatDate(row.vacation.due) : t('none')}
                <AttentionTag row={row} t={t} />
              </Space>
            ),
          },
          {
            key: 'leave',
            title: t('columns.leaveUsed'),
            render: (_: unknown, row) => {
              const used = row.leave.filter((l) => l.used_days > 0);
              return used.length === 0
                ? t('none')
                : used.map((l) => `${l.code}: ${l.used_days}`).join(' · ');
            },
          },
        ]}
      />
    </ListScreen>
  );
}
