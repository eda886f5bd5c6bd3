import { type AdminAccount, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableProps, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { ADMIN_USER_QUERY_KEY, adminApi, fetchAdminUser } from '../../../session/admin-api';
import { FormAlert } from '../../auth/auth-kit';
import { ADMIN_ACCOUNTS_QUERY_KEY, AdminUserDialog } from './admin-user-dialog';

interface Page {
  results: AdminAccount[];
  count: number;
  page: number;
  page_size: number;
}

const SORTABLE = ['username', 'last_login_at'] as const;

/** Waits until typing pauses, so the list is not fetched on every key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `/admin/users`: the provider's system users; superusers create and edit them. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [ordering, setOrdering] = useState<string>('username');
  const [dialog, setDialog] = useState<{ account: AdminAccount | null } | null>(null);
  const term = useDebounced(search.trim(), 300);
  const canEdit = me.data?.is_superuser === true;

  const list = useQuery({
    queryKey: [...ADMIN_ACCOUNTS_QUERY_KEY, { term, page, pageSize, ordering }],
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(page),
        page_size: String(pageSize),
        ordering,
      });
      if (term) query.set('search', term);
      return adminApi.get<Page>(`users/?${query}`, { silent: true });
    },
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<AdminAccount>['columns'] = [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('adminUsers.columns.username'),
      sorter: true,
      sortOrder: ordering === 'username' ? 'ascend' : ordering === '-username' ? 'descend' : null,
      // By id: a username can be renamed, the row's id is the signed-in administrator's.
      render: (username: string, account) =>
        account.id === me.data?.id ? `${username} (${t('adminUsers.you')})` : username,
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('adminUsers.columns.name'),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('adminUsers.columns.email'),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'is_superuser',
      dataIndex: 'is_superuser',
      title: t('adminUsers.columns.superuser'),
      render: (v: boolean) => (v ? t('adminUsers.yes') : t('adminUsers.no')),
    },
    {
      key: 'is_active',
      dataIndex: 'is_active',
      title: t('adminUsers.columns.status'),
      render: (v: boolean) =>
        v ? (
          <Tag color="green">{t('adminUsers.active')}</Tag>
        ) : (
          <Tag>{t('adminUsers.inactive')}</Tag>
        ),
    },
    {
      key: 'last_login_at',
      dataIndex: 'last_login_at',
      title: t('adminUsers.columns.lastLogin'),
      sorter: true,
      sortOrder:
        ordering === 'last_login_at' ? 'ascend' : ordering === '-last_login_at' ? 'descend' : null,
      render: (v: string | null) => (v ? formatDateTime(v) : t('adminUsers.never')),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('adminUsers.columns.actions'),
            render: (_: unknown, account: AdminAccount) => (
              <Button
                size="small"
                onClick={() => setDialog({ account })}
                aria-label={`${t('adminUsers.edit')} ${account.username}`}
              >
                {t('adminUsers.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="page-card" data-testid="admin-users">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('adminUsers.title')}</h1>
          <p className="page-subtitle">{t('adminUsers.subtitle')}</p>
        </div>
        {canEdit ? (
          <Button type="primary" onClick={() => setDialog({ account: null })}>
            {t('adminUsers.add')}
          </Button>
        ) : null}
      </div>
      {me.data && !canEdit ? <FormAlert kind="info" message={t('adminUsers.readOnly')} /> : null}
      <Input.Search
        allowClear
        placeholder={t('adminUsers.search')}
        aria-label={t('adminUsers.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        className="page-search"
      />
      {list.isError ? (
        <FormAlert
          message={
            <>
              {t('adminUsers.loadError')}{' '}
              <Button type="link" onClick={() => void list.refetch()}>
                {t('adminUsers.retry')}
              </Button>
            </>
          }
        />
      ) : null}
      <Table<AdminAccount>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.results ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('adminUsers.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count) => t('adminUsers.total', { count }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = String(one?.columnKey ?? '');
          const next =
            one?.order && (SORTABLE as readonly string[]).includes(field)
              ? `${one.order === 'descend' ? '-' : ''}${field}`
              : 'username';
          const size = pagination.pageSize ?? pageSize;
          if (next !== ordering || size !== pageSize) {
            setOrdering(next);
            setPageSize(size);
            setPage(1);
          } else setPage(pagination.current ?? 1);
        }}
      />
      {dialog ? <AdminUserDialog account={dialog.account} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
