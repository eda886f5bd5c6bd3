import { type AdminAccount, endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDateTime } from '../../../i18n/format';
import { ADMIN_USER_QUERY_KEY, adminListPageOf, fetchAdminUser } from '../../../session/admin-api';
import { ADMIN_ACCOUNTS_QUERY_KEY, AdminUserDialog } from './admin-user-dialog';
import { useAdminUsersTranslation } from './texts';

const SORTABLE = ['username', 'last_login_at'];

/** `/admin/users`: the provider's system users; superusers create and edit them. */
export function AdminUsersPage() {
  const { t } = useAdminUsersTranslation();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const [dialog, setDialog] = useState<{ account: AdminAccount | null } | null>(null);
  const canEdit = me.data?.is_superuser === true;
  // The same URL list state as company lists; only the client (the admin API) differs.
  const list = useServerList<AdminAccount>({
    queryKey: ADMIN_ACCOUNTS_QUERY_KEY,
    fetchPage: adminListPageOf(endpoints.admin.users.list),
    defaultOrdering: 'username',
  });

  const columns: TableProps<AdminAccount>['columns'] = [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('columns.username'),
      // By id: a username can be renamed, the row's id is the signed-in administrator's.
      render: (username: string, account) =>
        account.id === me.data?.id ? `${username} (${t('you')})` : username,
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('columns.name'),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('columns.email'),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'is_superuser',
      dataIndex: 'is_superuser',
      title: t('columns.superuser'),
      render: (v: boolean) => (v ? t('yes') : t('no')),
    },
    {
      key: 'is_active',
      dataIndex: 'is_active',
      title: t('columns.status'),
      render: (v: boolean) =>
        v ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('inactive')}</Tag>,
    },
    {
      key: 'last_login_at',
      dataIndex: 'last_login_at',
      title: t('columns.lastLogin'),
      render: (v: string | null) => (v ? formatDateTime(v) : t('never')),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_: unknown, account: AdminAccount) => (
              <Button
                size="small"
                onClick={() => setDialog({ account })}
                aria-label={`${t('edit')} ${account.username}`}
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
      testId="admin-users"
      wide={false}
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        canEdit ? (
          <Button type="primary" onClick={() => setDialog({ account: null })}>
            {t('add')}
          </Button>
        ) : null
      }
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={<ListSearch state={list.state} update={list.update} placeholder={t('search')} />}
      error={
        <ListError
          error={list.result.error}
          message={t('loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<AdminAccount>
        list={list}
        columns={columns}
        sortable={SORTABLE}
        loading={list.result.isFetching}
        locale={{ emptyText: t('empty') }}
        totalText={(count) => t('total', { count })}
      />
      {dialog ? <AdminUserDialog account={dialog.account} onClose={() => setDialog(null)} /> : null}
    </ListScreen>
  );
}
