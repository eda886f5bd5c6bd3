import { DEFAULT_PAGE_SIZE, type OutboxEmailSummary, PAGE_SIZES } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { ButtonLink } from '../../../components/button-link';
import { formatDateTime } from '../../../i18n/format';
import { adminApi } from '../../../session/admin-api';
import { FormAlert } from '../../auth/auth-kit';
import { OutboxStatusTag } from './outbox-status-tag';
import { useOutboxTranslation } from './texts';

interface Page {
  results: OutboxEmailSummary[];
  count: number;
  page: number;
  page_size: number;
}

export const OUTBOX_QUERY_KEY = ['admin', 'outbox'] as const;

/** Waits until typing pauses, so the list is not fetched on every key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `/admin/outbox`: emails kept instead of sent (no SMTP), newest first; platform admins only. */
export function AdminOutboxPage() {
  const { t } = useOutboxTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const term = useDebounced(search.trim(), 300);

  const list = useQuery({
    queryKey: [...OUTBOX_QUERY_KEY, { term, page, pageSize }],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
      if (term) query.set('search', term);
      return adminApi.get<Page>(`outbox/?${query}`, { silent: true });
    },
    placeholderData: keepPreviousData,
    // 404: SMTP delivers the emails and the server does not show them; asking again won't help.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const unavailable = list.error instanceof ApiError && list.error.status === 404;

  const columns: TableProps<OutboxEmailSummary>['columns'] = [
    { key: 'to', dataIndex: 'to', title: t('columns.to') },
    { key: 'subject', dataIndex: 'subject', title: t('columns.subject') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      render: (status: OutboxEmailSummary['status']) => <OutboxStatusTag status={status} />,
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('columns.createdAt'),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_: unknown, email: OutboxEmailSummary) => (
        <ButtonLink
          size="small"
          to={`/admin/outbox/${email.id}`}
          aria-label={t('openLabel', { to: email.to })}
        >
          {t('open')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <section className="page-card" data-testid="admin-outbox">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-subtitle">{t('subtitle')}</p>
        </div>
      </div>
      {unavailable ? (
        <FormAlert kind="info" message={t('unavailable')} />
      ) : (
        <>
          <Input.Search
            allowClear
            placeholder={t('search')}
            aria-label={t('search')}
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
                  {t('loadError')}{' '}
                  <Button type="link" onClick={() => void list.refetch()}>
                    {t('retry')}
                  </Button>
                </>
              }
            />
          ) : null}
          <Table<OutboxEmailSummary>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.results ?? []}
            loading={list.isFetching}
            locale={{ emptyText: t('empty') }}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.count ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (count) => t('total', { count }),
            }}
            onChange={(pagination) => {
              const size = pagination.pageSize ?? pageSize;
              if (size !== pageSize) {
                setPageSize(size);
                setPage(1);
              } else setPage(pagination.current ?? 1);
            }}
          />
        </>
      )}
    </section>
  );
}
