import { type AdminCompany, COMPANY_STATES, endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress, Select, type TableProps, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import type { ListState, ListUpdate } from '../../../components/resource/use-list-state';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDate, formatNumber } from '../../../i18n/format';
import {
  ADMIN_USER_QUERY_KEY,
  adminListPageOf,
  callAdmin,
  fetchAdminUser,
} from '../../../session/admin-api';
import { PLANS_QUERY_KEY } from '../admin-billing/plan-dialog';
import {
  COMPANY_STATUS_COLORS,
  CompanyDrawer,
  employerDocument,
  SUBSCRIPTION_STATUS_COLORS,
  useDistributorOptions,
} from './company-drawer';
import { COMPANIES_QUERY_KEY } from './suspension-dialog';
import { useAdminCompaniesTranslation } from './texts';

/** Share of the seats from which the bar warns. */
export const SEATS_WARNING = 0.8;

const fetchCompanies = adminListPageOf(endpoints.admin.companies.list);

/** Seats used of allowed, with a bar that turns orange from 80 % and red when full. */
export function SeatsUsage({ used, allowed }: { used: number; allowed: number | null }) {
  const { t } = useAdminCompaniesTranslation();
  if (allowed === null) {
    return <span>{t('seatsUnlimited', { used: formatNumber(used) })}</span>;
  }
  const share = allowed > 0 ? used / allowed : 1;
  const warn = share >= SEATS_WARNING;
  const text = t('seatsOf', { used: formatNumber(used), allowed: formatNumber(allowed) });
  const bar = (
    <div style={{ minWidth: 120 }} data-warning={warn ? 'true' : undefined}>
      <div>{text}</div>
      <Progress
        percent={Math.min(100, Math.round(share * 100))}
        size="small"
        showInfo={false}
        status={share >= 1 ? 'exception' : 'normal'}
        strokeColor={share >= 1 ? undefined : warn ? '#fa8c16' : undefined}
        aria-label={text}
      />
    </div>
  );
  return warn ? <Tooltip title={t('seatsWarning')}>{bar}</Tooltip> : bar;
}

function usePlanOptions() {
  const query = { page: 1, page_size: 100 };
  return useQuery({
    queryKey: [...PLANS_QUERY_KEY, { query }],
    queryFn: () => callAdmin(endpoints.admin.plans.list, { query }, { silent: true }),
    select: (page) => page.results.map((p) => ({ value: p.id, label: p.name })),
  });
}

function CompanyFilters({ state, update }: { state: ListState; update: ListUpdate }) {
  const { t } = useAdminCompaniesTranslation();
  const plans = usePlanOptions();
  const [distributorSearch, setDistributorSearch] = useState('');
  const distributors = useDistributorOptions(distributorSearch);
  const { status, plan_id, distributor_id } = state.filters;
  return (
    <div className="page-filters" data-testid="company-filters">
      <Select
        allowClear
        style={{ minWidth: 180 }}
        value={status || undefined}
        onChange={(value?: string) => update({ filters: { status: value } })}
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        options={COMPANY_STATES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 200 }}
        value={plan_id || undefined}
        onChange={(value?: string) => update({ filters: { plan_id: value } })}
        aria-label={t('filters.plan')}
        placeholder={t('filters.allPlans')}
        loading={plans.isFetching}
        options={plans.data ?? []}
      />
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setDistributorSearch }}
        style={{ minWidth: 220 }}
        value={distributor_id || undefined}
        onChange={(value?: string) => {
          setDistributorSearch('');
          update({ filters: { distributor_id: value } });
        }}
        aria-label={t('filters.distributor')}
        placeholder={t('filters.allDistributors')}
        loading={distributors.isFetching}
        options={distributors.data ?? []}
      />
    </div>
  );
}

/**
 * `/admin/company-list`: every company with its plan, seat usage, status and distributor; a row
 * opens the company's drawer, where superusers suspend, reactivate or change the distributor.
 */
export function AdminCompaniesPage() {
  const { t } = useAdminCompaniesTranslation();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const canEdit = me.data?.is_superuser === true;
  const [open, setOpen] = useState<string | null>(null);
  const list = useServerList<AdminCompany>({
    queryKey: COMPANIES_QUERY_KEY,
    fetchPage: fetchCompanies,
    defaultOrdering: '-created_at',
  });

  const columns: TableProps<AdminCompany>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_: unknown, company: AdminCompany) => (
        <div>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            aria-label={t('openLabel', { name: company.name })}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(company.id);
            }}
          >
            {company.name}
          </Button>
          <div className="cell-muted">
            {company.legal_name !== company.name ? `${company.legal_name} · ` : ''}
            {employerDocument(company)}
          </div>
        </div>
      ),
    },
    {
      key: 'plan',
      title: t('columns.plan'),
      render: (_: unknown, company: AdminCompany) => company.plan?.name ?? t('noPlan'),
    },
    {
      key: 'subscription',
      title: t('columns.subscription'),
      render: (_: unknown, company: AdminCompany) =>
        company.subscription_status ? (
          <Tag color={SUBSCRIPTION_STATUS_COLORS[company.subscription_status]}>
            {t(`subscriptionStatus.${company.subscription_status}`)}
          </Tag>
        ) : (
          t('none')
        ),
    },
    {
      key: 'seats_used',
      title: t('columns.seats_used'),
      render: (_: unknown, company: AdminCompany) => (
        <SeatsUsage used={company.seats_used} allowed={company.seats_allowed} />
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_: unknown, company: AdminCompany) => (
        <Tag color={COMPANY_STATUS_COLORS[company.status]} data-testid="company-status">
          {t(`status.${company.status}`)}
        </Tag>
      ),
    },
    {
      key: 'distributor',
      title: t('columns.distributor'),
      render: (_: unknown, company: AdminCompany) => company.distributor?.name ?? t('none'),
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('columns.created_at'),
      render: (at: string) => formatDate(at),
    },
  ];

  return (
    <ListScreen
      testId="admin-companies"
      title={t('title')}
      subtitle={t('subtitle')}
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={<ListSearch state={list.state} update={list.update} placeholder={t('search')} />}
      filters={<CompanyFilters state={list.state} update={list.update} />}
      error={
        <ListError
          error={list.result.error}
          message={t('loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<AdminCompany>
        list={list}
        columns={columns}
        sortable={['name', 'seats_used', 'created_at']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('empty') }}
        totalText={(count) => t('total', { count })}
        onRow={(company) => ({
          onClick: () => setOpen(company.id),
          style: { cursor: 'pointer' },
        })}
      />
      {open ? <CompanyDrawer id={open} canEdit={canEdit} onClose={() => setOpen(null)} /> : null}
    </ListScreen>
  );
}
