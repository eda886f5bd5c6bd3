import { endpoints, type Plan } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatNumber } from '../../../i18n/format';
import { ADMIN_USER_QUERY_KEY, adminListPageOf, fetchAdminUser } from '../../../session/admin-api';
import { formatCents } from './money';
import { PLANS_QUERY_KEY, PlanDialog } from './plan-dialog';
import { useAdminBillingTranslation } from './texts';

/** `/admin/plan`: what the provider sells; superusers create and edit the plans. */
export function AdminPlansPage() {
  const { t } = useAdminBillingTranslation();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const [dialog, setDialog] = useState<{ plan: Plan | null } | null>(null);
  const canEdit = me.data?.is_superuser === true;
  const list = useServerList<Plan>({
    queryKey: PLANS_QUERY_KEY,
    fetchPage: adminListPageOf(endpoints.admin.plans.list),
  });

  const columns: TableProps<Plan>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('plans.columns.name') },
    {
      key: 'monthly_price_cents',
      dataIndex: 'monthly_price_cents',
      title: t('plans.columns.monthly'),
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    {
      key: 'yearly_price_cents',
      dataIndex: 'yearly_price_cents',
      title: t('plans.columns.yearly'),
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    {
      key: 'seats',
      dataIndex: 'seats',
      title: t('plans.columns.seats'),
      align: 'right',
      render: (seats: number | null) =>
        seats === null ? t('plans.unlimited') : formatNumber(seats),
    },
    {
      key: 'modules',
      title: t('plans.columns.modules'),
      render: (_: unknown, plan: Plan) =>
        plan.enable_access || plan.enable_visitor ? (
          <Space size={4} wrap>
            {plan.enable_access ? <Tag color="blue">{t('plans.access')}</Tag> : null}
            {plan.enable_visitor ? <Tag color="purple">{t('plans.visitor')}</Tag> : null}
          </Space>
        ) : (
          t('none')
        ),
    },
    {
      key: 'trial_days',
      dataIndex: 'trial_days',
      title: t('plans.columns.trialDays'),
      render: (days: number) => t('plans.trialDays', { count: days }),
    },
    {
      key: 'flags',
      title: t('plans.columns.flags'),
      render: (_: unknown, plan: Plan) =>
        plan.is_public || plan.is_trial ? (
          <Space size={4} wrap>
            {plan.is_public ? <Tag color="green">{t('plans.public')}</Tag> : null}
            {plan.is_trial ? <Tag color="gold">{t('plans.trial')}</Tag> : null}
          </Space>
        ) : (
          t('none')
        ),
    },
    {
      key: 'companies',
      dataIndex: 'companies',
      title: t('plans.columns.companies'),
      align: 'right',
      render: (count: number) => formatNumber(count),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('plans.columns.actions'),
            render: (_: unknown, plan: Plan) => (
              <Button
                size="small"
                onClick={() => setDialog({ plan })}
                aria-label={t('plans.editLabel', { name: plan.name })}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      testId="admin-plans"
      title={t('plans.title')}
      subtitle={t('plans.subtitle')}
      actions={
        canEdit ? (
          <Button type="primary" onClick={() => setDialog({ plan: null })}>
            {t('plans.add')}
          </Button>
        ) : null
      }
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('plans.search')} />
      }
      error={
        <ListError
          error={list.result.error}
          message={t('plans.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<Plan>
        list={list}
        columns={columns}
        loading={list.result.isFetching}
        locale={{ emptyText: t('plans.empty') }}
        totalText={(count) => t('plans.total', { count })}
      />
      {dialog ? <PlanDialog plan={dialog.plan} onClose={() => setDialog(null)} /> : null}
    </ListScreen>
  );
}
