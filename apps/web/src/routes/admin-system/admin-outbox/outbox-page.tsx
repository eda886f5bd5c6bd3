import { endpoints, type OutboxEmailSummary } from '@ponteiro/shared';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { queryKeyOf } from '../../../api/operations';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDateTime } from '../../../i18n/format';
import { adminListPageOf } from '../../../session/admin-api';
import { OutboxStatusTag } from './outbox-status-tag';
import { useOutboxTranslation } from './texts';

const NEWEST_FIRST = '-created_at';

/** `/admin/outbox`: emails kept instead of sent (no SMTP), newest first; platform admins only. */
export function AdminOutboxPage() {
  const { t } = useOutboxTranslation();
  // Page, size and search live in the address (the list kit); only the client (admin) differs.
  const list = useServerList<OutboxEmailSummary>({
    queryKey: queryKeyOf(endpoints.admin.outbox.list),
    fetchPage: adminListPageOf(endpoints.admin.outbox.list),
    defaultOrdering: NEWEST_FIRST,
    // 404: SMTP delivers the emails and the server does not show them; asking again won't help.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const unavailable = list.result.error instanceof ApiError && list.result.error.status === 404;

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
    <ListScreen
      testId="admin-outbox"
      wide={false}
      title={t('title')}
      subtitle={t('subtitle')}
      notice={unavailable ? <FormAlert kind="info" message={t('unavailable')} /> : null}
      search={
        unavailable ? null : (
          <ListSearch state={list.state} update={list.update} placeholder={t('search')} />
        )
      }
      error={
        unavailable ? null : (
          <ListError error={list.result.error} retry={() => void list.result.refetch()} />
        )
      }
    >
      {unavailable ? null : (
        <ListTable<OutboxEmailSummary>
          list={list}
          columns={columns}
          loading={list.result.isFetching}
          locale={{ emptyText: t('empty') }}
          totalText={(count) => t('total', { count })}
        />
      )}
    </ListScreen>
  );
}
