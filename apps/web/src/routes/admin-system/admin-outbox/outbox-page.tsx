import type { OutboxEmailSummary } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { ButtonLink } from '../../../components/button-link';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { tableChangeHandler, tablePagination } from '../../../components/resource/table-controls';
import { useListState } from '../../../components/resource/use-list-state';
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
const NEWEST_FIRST = '-created_at';

/** `/admin/outbox`: emails kept instead of sent (no SMTP), newest first; platform admins only. */
export function AdminOutboxPage() {
  const { t } = useOutboxTranslation();
  const { t: tCore } = useTranslation();
  // Page, size and search live in the address (the list kit of ADR 0005).
  const { state, update, query } = useListState(NEWEST_FIRST);

  const list = useQuery({
    queryKey: [...OUTBOX_QUERY_KEY, query],
    queryFn: () => {
      const params = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      );
      return adminApi.get<Page>(`outbox/?${params}`, { silent: true });
    },
    placeholderData: keepPreviousData,
    // 404: SMTP delivers the emails and the server does not show them; asking again won't help.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const unavailable = list.error instanceof ApiError && list.error.status === 404;

  const columns: TableProps<OutboxEmailSummary>['columns'] = [
    { key: 'to', dataIndex: 'to', title: t('columns.to') },
    {
      key: 'subject',
      dataIndex: 'subject',
      title: t('columns.subject'),
      // The subject opens the email too: on a narrow screen the actions column scrolls away.
      render: (subject: string, email: OutboxEmailSummary) => (
        <Link to={`/admin/outbox/${email.id}`}>{subject}</Link>
      ),
    },
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
          <ListSearch state={state} update={update} placeholder={t('search')} />
          <ListError error={list.error} retry={() => void list.refetch()} />
          <Table<OutboxEmailSummary>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.results ?? []}
            loading={list.isFetching}
            locale={{ emptyText: t('empty') }}
            scroll={{ x: 'max-content' }}
            pagination={{
              ...tablePagination(state, list.data?.count ?? 0, tCore),
              showTotal: (count) => t('total', { count }),
            }}
            onChange={tableChangeHandler<OutboxEmailSummary>(state, update, NEWEST_FIRST)}
          />
        </>
      )}
    </section>
  );
}
