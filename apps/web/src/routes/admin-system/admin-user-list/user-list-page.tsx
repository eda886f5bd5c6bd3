import { endpoints, type PlatformUser } from '@ponteiro/shared';
import { Button, type TableProps, Tag, Tooltip } from 'antd';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { adminListPageOf } from '../../../session/admin-api';
import { useAdminDashboardTranslation } from '../../admin-dashboard/texts';

export const USER_LIST_QUERY_KEY = queryKeyOf(endpoints.admin.allUsers);

const fetchUsers = adminListPageOf(endpoints.admin.allUsers);

const ROLE_COLORS: Record<string, string> = {
  owner: 'gold',
  super_admin: 'purple',
  admin: 'blue',
  employee: 'green',
  custom: 'cyan',
};

type Membership = PlatformUser['companies'][number];

/** `/admin/user-list`: every company user, with their companies and role in each. */
export function AdminUserListPage() {
  const { t } = useAdminDashboardTranslation();
  const list = useServerList<PlatformUser>({
    queryKey: USER_LIST_QUERY_KEY,
    fetchPage: fetchUsers,
    defaultOrdering: 'name',
  });
  const companyId = list.state.filters.company_id;

  /** A built-in role by its name; a company's own role by the name it gave it. */
  const roleText = (m: Membership) =>
    m.role === 'custom'
      ? (m.role_name ?? t('roles.custom'))
      : t(`roles.${m.role as 'owner' | 'super_admin' | 'admin' | 'employee'}`);

  const columns: TableProps<PlatformUser>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('userList.columns.name') },
    { key: 'email', dataIndex: 'email', title: t('userList.columns.email') },
    {
      key: 'companies',
      title: t('userList.columns.companies'),
      render: (_: unknown, user: PlatformUser) =>
        user.companies.length === 0 ? (
          <span className="page-subtitle">{t('userList.noCompany')}</span>
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {user.companies.map((m) => (
              <Tooltip key={m.id} title={m.role === 'custom' ? t('roles.custom') : undefined}>
                <Tag color={ROLE_COLORS[m.role] ?? 'default'}>
                  {m.name} · {roleText(m)}
                </Tag>
              </Tooltip>
            ))}
          </div>
        ),
    },
    {
      key: 'last_login_at',
      dataIndex: 'last_login_at',
      title: t('userList.columns.lastLogin'),
      render: (v: string | null) => (v ? formatDateTime(v) : t('userList.never')),
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('userList.columns.created'),
      render: (v: string) => formatDate(v),
    },
  ];

  return (
    <ListScreen
      testId="admin-user-list"
      title={t('userList.title')}
      subtitle={t('userList.subtitle')}
      notice={
        companyId ? (
          <FormAlert
            kind="info"
            message={
              <>
                {t('userList.companyFilter')}{' '}
                <Button
                  type="link"
                  size="small"
                  onClick={() => list.update({ filters: { company_id: undefined } })}
                >
                  {t('userList.clearFilter')}
                </Button>
              </>
            }
          />
        ) : null
      }
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('userList.search')} />
      }
      error={
        <ListError
          error={list.result.error}
          message={t('userList.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<PlatformUser>
        list={list}
        columns={columns}
        sortable={['name', 'email', 'last_login_at', 'created_at']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('userList.empty') }}
        totalText={(count) => t('userList.total', { count })}
      />
    </ListScreen>
  );
}
