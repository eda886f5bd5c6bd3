import {
  endpoints,
  SUBSCRIPTION_STATUSES,
  type Subscription,
  type SubscriptionStatus,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Popconfirm, Select, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import type { Query } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import type { ListState, ListUpdate } from '../../../components/resource/use-list-state';
import { useServerList } from '../../../components/resource/use-server-list';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import {
  ADMIN_USER_QUERY_KEY,
  adminListPageOf,
  callAdmin,
  fetchAdminUser,
} from '../../../session/admin-api';
import { PLANS_QUERY_KEY } from './plan-dialog';
import { SUBSCRIPTIONS_QUERY_KEY, SubscriptionDialog } from './subscription-dialog';
import { useAdminBillingTranslation } from './texts';

const STATUS_COLORS: Record<SubscriptionStatus, string | undefined> = {
  trial: 'blue',
  active: 'green',
  past_due: 'orange',
  cancelled: undefined,
};

/** The URL's `current=all` shows every subscription; without it, only those in force. */
const ALL = 'all';

const fetchSubscriptions = adminListPageOf(endpoints.admin.subscriptions.list);

/** A page of the list: `current=true` unless the address asks for all of them. */
export function subscriptionPage(query: Query) {
  const { current, ...rest } = query;
  return fetchSubscriptions(current === ALL ? rest : { ...rest, current: current ?? 'true' });
}

function SubscriptionFilters({ state, update }: { state: ListState; update: ListUpdate }) {
  const { t } = useAdminBillingTranslation();
  const status = state.filters.status;
  return (
    <div className="page-filters" data-testid="subscription-filters">
      <Select
        allowClear
        value={status || undefined}
        onChange={(value?: string) => update({ filters: { status: value } })}
        aria-label={t('subscriptions.columns.status')}
        placeholder={t('subscriptions.allStatuses')}
        options={SUBSCRIPTION_STATUSES.map((value) => ({
          value,
          label: t(`subscriptions.status.${value}`),
        }))}
      />
      <Checkbox
        checked={(state.filters.current ?? 'true') === 'true'}
        onChange={(event) =>
          update({ filters: { current: event.target.checked ? undefined : ALL } })
        }
      >
        {t('subscriptions.onlyCurrent')}
      </Checkbox>
    </div>
  );
}

/** `/admin/subscription`: each company's plan and term; superusers add and delete them. */
export function AdminSubscriptionsPage() {
  const { t } = useAdminBillingTranslation();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const canEdit = me.data?.is_superuser === true;
  const list = useServerList<Subscription>({
    queryKey: SUBSCRIPTIONS_QUERY_KEY,
    fetchPage: subscriptionPage,
  });

  const remove = useMutation({
    mutationFn: (subscription: Subscription) =>
      callAdmin(
        endpoints.admin.subscriptions.remove,
        { params: { id: subscription.id } },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(t('subscriptions.removed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
      ]);
    },
    // The server's own words (a 403 says only superusers may).
    onError: (caught) =>
      toast.error(isApiError(caught) ? caught.message : i18n.t('http.genericError')),
  });

  const columns: TableProps<Subscription>['columns'] = [
    {
      key: 'company',
      title: t('subscriptions.columns.company'),
      render: (_: unknown, subscription: Subscription) => subscription.company.name,
    },
    {
      key: 'plan',
      title: t('subscriptions.columns.plan'),
      render: (_: unknown, subscription: Subscription) => subscription.plan.name,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('subscriptions.columns.status'),
      render: (status: SubscriptionStatus, subscription: Subscription) => (
        <>
          <Tag color={STATUS_COLORS[status]}>{t(`subscriptions.status.${status}`)}</Tag>
          {subscription.current ? <Tag color="cyan">{t('subscriptions.current')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'starts_on',
      dataIndex: 'starts_on',
      title: t('subscriptions.columns.startsOn'),
      render: (v: string) => formatDate(v),
    },
    {
      key: 'ends_on',
      dataIndex: 'ends_on',
      title: t('subscriptions.columns.endsOn'),
      render: (v: string | null) => (v ? formatDate(v) : t('none')),
    },
    {
      key: 'seats',
      dataIndex: 'seats',
      title: t('subscriptions.columns.seats'),
      align: 'right',
      render: (seats: number | null) =>
        seats === null ? t('subscriptions.planSeats') : formatNumber(seats),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('subscriptions.columns.actions'),
            render: (_: unknown, subscription: Subscription) => (
              <Popconfirm
                title={t('subscriptions.removeTitle', { company: subscription.company.name })}
                description={t('subscriptions.removeDescription', {
                  plan: subscription.plan.name,
                  start: formatDate(subscription.starts_on),
                })}
                okText={t('subscriptions.remove')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(subscription).catch(() => undefined)}
              >
                <Button
                  size="small"
                  danger
                  aria-label={t('subscriptions.removeLabel', {
                    company: subscription.company.name,
                  })}
                >
                  {t('subscriptions.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      testId="admin-subscriptions"
      title={t('subscriptions.title')}
      subtitle={t('subscriptions.subtitle')}
      actions={
        canEdit ? (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('subscriptions.add')}
          </Button>
        ) : null
      }
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={
        <ListSearch
          state={list.state}
          update={list.update}
          placeholder={t('subscriptions.search')}
        />
      }
      filters={<SubscriptionFilters state={list.state} update={list.update} />}
      error={
        <ListError
          error={list.result.error}
          message={t('subscriptions.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<Subscription>
        list={list}
        columns={columns}
        loading={list.result.isFetching}
        locale={{ emptyText: t('subscriptions.empty') }}
        totalText={(count) => t('subscriptions.total', { count })}
      />
      {creating ? <SubscriptionDialog onClose={() => setCreating(false)} /> : null}
    </ListScreen>
  );
}
