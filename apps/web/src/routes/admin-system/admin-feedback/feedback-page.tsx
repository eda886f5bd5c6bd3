import {
  type AdminFeedback,
  endpoints,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '@ponteiro/shared';
import { Button, Select, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import type { ListState, ListUpdate } from '../../../components/resource/use-list-state';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDateTime } from '../../../i18n/format';
import { adminListPageOf } from '../../../session/admin-api';
import { FeedbackDrawer } from './feedback-drawer';
import { useAdminFeedbackTranslation } from './texts';

/** Every feedback list page (prefix of their keys): refreshed after a reply or a status change. */
export const FEEDBACK_QUERY_KEY = queryKeyOf(endpoints.admin.feedback.list);

export const FEEDBACK_STATUS_COLORS: Record<FeedbackStatus, string | undefined> = {
  new: 'gold',
  read: 'blue',
  answered: 'green',
};

const fetchFeedback = adminListPageOf(endpoints.admin.feedback.list);

function FeedbackFilters({ state, update }: { state: ListState; update: ListUpdate }) {
  const { t } = useAdminFeedbackTranslation();
  return (
    <div className="page-filters" data-testid="feedback-filters">
      <Select
        allowClear
        style={{ minWidth: 180 }}
        value={state.filters.status || undefined}
        onChange={(value?: string) => update({ filters: { status: value } })}
        aria-label={t('columns.status')}
        placeholder={t('allStatuses')}
        options={FEEDBACK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      <Select
        allowClear
        style={{ minWidth: 180 }}
        value={state.filters.category || undefined}
        onChange={(value?: string) => update({ filters: { category: value } })}
        aria-label={t('columns.category')}
        placeholder={t('allCategories')}
        options={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
      />
    </div>
  );
}

/** `/admin/feedback`: what company users sent; any administrator reads and answers it. */
export function AdminFeedbackPage() {
  const { t } = useAdminFeedbackTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useServerList<AdminFeedback>({
    queryKey: FEEDBACK_QUERY_KEY,
    fetchPage: fetchFeedback,
    defaultOrdering: '-created_at',
  });
  const userName = (f: AdminFeedback) => f.user?.name ?? t('deletedUser');

  const columns: TableProps<AdminFeedback>['columns'] = [
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('columns.date'),
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'company',
      title: t('columns.company'),
      render: (_: unknown, f: AdminFeedback) => f.company.name,
    },
    {
      key: 'user',
      title: t('columns.user'),
      render: (_: unknown, f: AdminFeedback) =>
        f.user ? (
          <>
            <div>{f.user.name}</div>
            <Typography.Text type="secondary">{f.user.email}</Typography.Text>
          </>
        ) : (
          t('deletedUser')
        ),
    },
    {
      key: 'category',
      dataIndex: 'category',
      title: t('columns.category'),
      render: (category: AdminFeedback['category']) => t(`categories.${category}`),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      render: (status: FeedbackStatus) => (
        <Tag color={FEEDBACK_STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>
      ),
    },
    {
      key: 'message',
      dataIndex: 'message',
      title: t('columns.message'),
      ellipsis: true,
      width: '35%',
      render: (message: string) => message.slice(0, 140),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_: unknown, f: AdminFeedback) => (
        <Button
          size="small"
          onClick={() => setOpenId(f.id)}
          aria-label={t('openLabel', { user: userName(f), company: f.company.name })}
        >
          {t('open')}
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      testId="admin-feedback"
      title={t('title')}
      subtitle={t('subtitle')}
      search={<ListSearch state={list.state} update={list.update} placeholder={t('search')} />}
      filters={<FeedbackFilters state={list.state} update={list.update} />}
      error={
        <ListError
          error={list.result.error}
          message={t('loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<AdminFeedback>
        list={list}
        columns={columns}
        sortable={['created_at', 'company', 'category', 'status']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('empty') }}
        totalText={(count) => t('total', { count })}
        onRow={(f) => ({ onDoubleClick: () => setOpenId(f.id) })}
      />
      {openId ? <FeedbackDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </ListScreen>
  );
}
