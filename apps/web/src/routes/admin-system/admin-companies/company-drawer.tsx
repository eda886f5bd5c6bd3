import {
  type AdminCompany,
  type AdminCompanyDetail,
  endpoints,
  formatCnpj,
  formatCpf,
  type Subscription,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../../i18n/format';
import { callAdmin } from '../../../session/admin-api';
import { HISTORY_QUERY_KEY, RecordHistory } from '../record-history';
import {
  COMPANIES_QUERY_KEY,
  COMPANY_DETAIL_KEY,
  SuspensionDialog,
  type SuspensionMode,
} from './suspension-dialog';
import { useAdminCompaniesTranslation } from './texts';

export const COMPANY_STATUS_COLORS = { active: 'green', suspended: 'red' } as const;
export const SUBSCRIPTION_STATUS_COLORS: Record<Subscription['status'], string | undefined> = {
  trial: 'blue',
  active: 'green',
  past_due: 'orange',
  cancelled: undefined,
};

/** "12.345.678/0001-90" or "123.456.789-09", as the employer's document is read. */
export function employerDocument(company: Pick<AdminCompany, 'employer_type' | 'employer_id'>) {
  return company.employer_type === 'cnpj'
    ? formatCnpj(company.employer_id)
    : formatCpf(company.employer_id);
}

const NONE = '__none__';
const DISTRIBUTOR_OPTIONS_KEY = queryKeyOf(endpoints.admin.distributors.list);

/** The distributors to pick from (the first 100 matching what is typed). */
export function useDistributorOptions(search = '') {
  const query = { page: 1, page_size: 100, ...(search.trim() ? { search: search.trim() } : {}) };
  return useQuery({
    queryKey: [...DISTRIBUTOR_OPTIONS_KEY, { query }],
    queryFn: () => callAdmin(endpoints.admin.distributors.list, { query }, { silent: true }),
    select: (page) => page.results.map((d) => ({ value: d.id, label: d.name })),
    staleTime: 30_000,
  });
}

/** Superusers' choice of the company's distributor ("none" included), confirmed before saving. */
function DistributorPicker({ company }: { company: AdminCompanyDetail }) {
  const { t } = useAdminCompaniesTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string>(company.distributor?.id ?? NONE);
  const options = useDistributorOptions(search);
  const current = company.distributor?.id ?? NONE;
  const known = options.data ?? [];
  const choices = [
    { value: NONE, label: t('actions.distributorNone') },
    ...(company.distributor && !known.some((o) => o.value === company.distributor?.id)
      ? [{ value: company.distributor.id, label: company.distributor.name }]
      : []),
    ...known,
  ];
  const pickedLabel = choices.find((o) => o.value === picked)?.label ?? '';

  const save = useMutation({
    mutationFn: () =>
      callAdmin(
        endpoints.admin.companies.setDistributor,
        { params: { id: company.id }, body: { distributor_id: picked === NONE ? null : picked } },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(t('actions.distributorSaved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COMPANY_DETAIL_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]);
    },
    onError: (caught) =>
      toast.error(isApiError(caught) ? caught.message : i18n.t('http.genericError')),
  });

  return (
    <Space wrap>
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        style={{ minWidth: 240 }}
        value={picked}
        onChange={(value: string) => setPicked(value)}
        aria-label={t('actions.distributorLabel')}
        placeholder={t('actions.distributorSearch')}
        loading={options.isFetching}
        options={choices}
      />
      <Popconfirm
        title={t('actions.distributorConfirm', {
          company: company.name,
          distributor: pickedLabel,
        })}
        okText={t('actions.distributorSave')}
        cancelText={t('cancel')}
        onConfirm={() => save.mutateAsync().catch(() => undefined)}
        disabled={picked === current}
      >
        <Button disabled={picked === current} loading={save.isPending}>
          {t('actions.distributorSave')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function Summary({ company, canEdit }: { company: AdminCompanyDetail; canEdit: boolean }) {
  const { t } = useAdminCompaniesTranslation();
  const none = t('none');
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('detail.legalName')}>{company.legal_name}</Descriptions.Item>
      <Descriptions.Item label={t(`detail.${company.employer_type}`)}>
        {employerDocument(company)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.status')}>
        <Tag color={COMPANY_STATUS_COLORS[company.status]}>{t(`status.${company.status}`)}</Tag>
      </Descriptions.Item>
      {company.status === 'suspended' ? (
        <>
          <Descriptions.Item label={t('detail.suspendedAt')}>
            {company.suspended_at ? formatDateTime(company.suspended_at) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.suspensionReason')}>
            <span data-testid="suspension-reason">{company.suspension_reason ?? none}</span>
          </Descriptions.Item>
        </>
      ) : null}
      <Descriptions.Item label={t('detail.plan')}>
        {company.plan?.name ?? t('noPlan')}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.subscription')}>
        {company.subscription_status ? (
          <Tag color={SUBSCRIPTION_STATUS_COLORS[company.subscription_status]}>
            {t(`subscriptionStatus.${company.subscription_status}`)}
          </Tag>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.seats')}>
        {company.seats_allowed === null
          ? t('seatsUnlimited', { used: formatNumber(company.seats_used) })
          : t('seatsOf', {
              used: formatNumber(company.seats_used),
              allowed: formatNumber(company.seats_allowed),
            })}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.members')}>
        {formatNumber(company.members)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.distributor')}>
        {canEdit ? (
          <DistributorPicker key={company.distributor?.id ?? NONE} company={company} />
        ) : (
          (company.distributor?.name ?? none)
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.createdAt')}>
        {formatDate(company.created_at)}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.timezone')}>{company.timezone}</Descriptions.Item>
    </Descriptions>
  );
}

type Person = AdminCompanyDetail['people'][number];
type Device = AdminCompanyDetail['devices'][number];

function People({ company }: { company: AdminCompanyDetail }) {
  const { t } = useAdminCompaniesTranslation();
  return (
    <Table<Person>
      size="small"
      rowKey="user_id"
      pagination={company.people.length > 25 ? { pageSize: 25 } : false}
      dataSource={company.people}
      locale={{ emptyText: t('detail.people.empty') }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('detail.people.name') },
        { key: 'email', dataIndex: 'email', title: t('detail.people.email') },
        {
          key: 'role',
          dataIndex: 'role',
          title: t('detail.people.role'),
          render: (role: string) => t(`roles.${role}`, { defaultValue: role }),
        },
        {
          key: 'last_login_at',
          dataIndex: 'last_login_at',
          title: t('detail.people.lastLogin'),
          render: (at: string | null) => (at ? formatDateTime(at) : t('detail.people.never')),
        },
      ]}
    />
  );
}

function Subscriptions({ company }: { company: AdminCompanyDetail }) {
  const { t } = useAdminCompaniesTranslation();
  return (
    <Table<Subscription>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={company.subscriptions}
      locale={{ emptyText: t('detail.subscriptions.empty') }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'plan',
          title: t('detail.subscriptions.plan'),
          render: (_: unknown, s: Subscription) => s.plan.name,
        },
        {
          key: 'status',
          title: t('detail.subscriptions.status'),
          render: (_: unknown, s: Subscription) => (
            <>
              <Tag color={SUBSCRIPTION_STATUS_COLORS[s.status]}>
                {t(`subscriptionStatus.${s.status}`)}
              </Tag>
              {s.current ? <Tag color="cyan">{t('detail.subscriptions.current')}</Tag> : null}
            </>
          ),
        },
        {
          key: 'starts_on',
          title: t('detail.subscriptions.startsOn'),
          render: (_: unknown, s: Subscription) => formatDate(s.starts_on),
        },
        {
          key: 'ends_on',
          title: t('detail.subscriptions.endsOn'),
          render: (_: unknown, s: Subscription) => (s.ends_on ? formatDate(s.ends_on) : t('none')),
        },
        {
          key: 'seats',
          title: t('detail.subscriptions.seats'),
          align: 'right',
          render: (_: unknown, s: Subscription) =>
            s.seats === null ? t('detail.subscriptions.planSeats') : formatNumber(s.seats),
        },
      ]}
    />
  );
}

function Devices({ company }: { company: AdminCompanyDetail }) {
  const { t } = useAdminCompaniesTranslation();
  return (
    <Table<Device>
      size="small"
      rowKey="id"
      pagination={company.devices.length > 25 ? { pageSize: 25 } : false}
      dataSource={company.devices}
      locale={{ emptyText: t('detail.devices.empty') }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('detail.devices.name') },
        { key: 'serial', dataIndex: 'serial_number', title: t('detail.devices.serial') },
        { key: 'kind', dataIndex: 'kind', title: t('detail.devices.kind') },
        {
          key: 'last_seen_at',
          dataIndex: 'last_seen_at',
          title: t('detail.devices.lastSeen'),
          render: (at: string | null) => (at ? formatDateTime(at) : t('detail.devices.never')),
        },
        {
          key: 'is_active',
          dataIndex: 'is_active',
          title: t('detail.status'),
          render: (active: boolean) => (
            <Tag color={active ? 'green' : undefined}>
              {t(active ? 'detail.devices.active' : 'detail.devices.inactive')}
            </Tag>
          ),
        },
      ]}
    />
  );
}

/**
 * One company (`companies/{id}/`): summary, people, subscriptions, devices and its history;
 * superusers suspend or reactivate it (with a reason) and change its distributor.
 */
export function CompanyDrawer({
  id,
  canEdit,
  onClose,
}: {
  id: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useAdminCompaniesTranslation();
  const [dialog, setDialog] = useState<SuspensionMode | null>(null);
  const detail = useQuery({
    queryKey: queryKeyOf(endpoints.admin.companies.get, { params: { id } }),
    queryFn: () => callAdmin(endpoints.admin.companies.get, { params: { id } }, { silent: true }),
  });
  const company = detail.data;

  return (
    <Drawer
      open
      size="large"
      title={company?.name ?? t('title')}
      onClose={onClose}
      closable={{ 'aria-label': t('close') }}
      data-testid="company-drawer"
      extra={
        company && canEdit ? (
          company.status === 'active' ? (
            <Button danger onClick={() => setDialog('suspend')}>
              {t('actions.suspend')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setDialog('reactivate')}>
              {t('actions.reactivate')}
            </Button>
          )
        ) : null
      }
    >
      {detail.isError ? (
        <FormAlert
          message={isApiError(detail.error) ? detail.error.message : t('detail.loadError')}
        />
      ) : null}
      {detail.isLoading ? <Skeleton active /> : null}
      {company ? (
        <>
          {!canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
          {company.status === 'suspended' ? (
            <Typography.Paragraph type="danger" strong>
              {t('suspension.currentReason', { reason: company.suspension_reason ?? t('none') })}
            </Typography.Paragraph>
          ) : null}
          <Tabs
            items={[
              {
                key: 'summary',
                label: t('detail.tabs.summary'),
                children: <Summary company={company} canEdit={canEdit} />,
              },
              {
                key: 'people',
                label: `${t('detail.tabs.people')} (${company.people.length})`,
                children: <People company={company} />,
              },
              {
                key: 'subscriptions',
                label: t('detail.tabs.subscriptions'),
                children: <Subscriptions company={company} />,
              },
              {
                key: 'devices',
                label: `${t('detail.tabs.devices')} (${company.devices.length})`,
                children: <Devices company={company} />,
              },
              {
                key: 'history',
                label: t('detail.tabs.history'),
                children: <RecordHistory entity="company" entityId={company.id} />,
              },
            ]}
          />
          {dialog ? (
            <SuspensionDialog company={company} mode={dialog} onClose={() => setDialog(null)} />
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
