import {
  type AppNotification,
  endpoints,
  type ListResult,
  type NotificationSummary,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { callOperation } from '../api/operations';
import { formatDateTime } from '../i18n/format';
import { hasCompanySession } from '../session/storage';
import {
  BELL_LIST_KEY,
  BELL_QUERY,
  NOTIFICATIONS_LIST_KEY,
  NOTIFICATIONS_SUMMARY_KEY,
} from './notification-queries';
import { useNotificationTexts } from './notification-texts';
import { notificationTarget, notificationText } from './notification-words';
import { useWidgetsTranslation } from './widget-texts';
import './notifications-panel.css';

type Page = ListResult<AppNotification>;

/** The cached page and counts as they will be once `ids` (all, without ids) are read. */
function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      callOperation(endpoints.notifications.markRead, { body: ids ? { ids } : {} }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: BELL_LIST_KEY });
      const page = queryClient.getQueryData<Page>(BELL_LIST_KEY);
      if (!page) return;
      const reading = page.results.filter((n) => !n.read && (!ids || ids.includes(n.id)));
      queryClient.setQueryData<Page>(BELL_LIST_KEY, {
        ...page,
        results: page.results.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)),
      });
      queryClient.setQueryData<NotificationSummary>(NOTIFICATIONS_SUMMARY_KEY, (summary) =>
        summary
          ? { ...summary, unread: ids ? Math.max(0, summary.unread - reading.length) : 0 }
          : summary,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_SUMMARY_KEY }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_LIST_KEY }),
      ]),
  });
}

/**
 * The bell's panel: the approvals waiting for the caller, then the latest notifications (unread
 * ones marked), each worded in the reader's language. Opening one marks it read and goes to its
 * screen; "Mark all as read" reads them all.
 */
export function NotificationsPanel({
  open: shown,
  summary,
  onClose,
  onEscape,
}: {
  /** The dropdown is open (it keeps the panel mounted while closed). */
  open: boolean;
  summary: NotificationSummary | undefined;
  /** Closes the dropdown (after a choice). */
  onClose: () => void;
  /** Closes it from the keyboard, focus back on the bell. */
  onEscape: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  // Keyboard users land in the panel (it is drawn at the end of the page, far from the bell).
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  const { t: tw } = useWidgetsTranslation();
  const { t } = useNotificationTexts();
  const navigate = useNavigate();
  const enabled = hasCompanySession();
  const list = useQuery({
    queryKey: BELL_LIST_KEY,
    queryFn: () =>
      callOperation(endpoints.notifications.list, { query: BELL_QUERY }, { silent: true }),
    enabled,
    // Each opening shows what is new since the last one.
    staleTime: 0,
  });
  const markRead = useMarkRead();
  const notifications = list.data?.results ?? [];
  const unread = summary?.unread ?? notifications.filter((n) => !n.read).length;
  const approvals = summary?.approvals ?? 0;

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    onClose();
    navigate(notificationTarget(notification));
  };

  let body: ReactNode;
  if (enabled && list.isPending) {
    body = (
      <div className="notifications-panel__loading">
        <Spin size="small" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <p className="notifications-panel__error" role="alert">
        {t('loadError')}{' '}
        <Button type="link" size="small" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  } else if (notifications.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tw('notifications.empty')} />;
  } else {
    body = (
      <ul className="notifications-list" data-testid="notifications-list">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              className={
                notification.read
                  ? 'notification-item'
                  : 'notification-item notification-item--unread'
              }
              data-unread={notification.read ? undefined : 'true'}
              onClick={() => open(notification)}
            >
              {notification.read ? null : (
                <span className="notification-item__dot">
                  <span className="notification-item__unread">{t('unread')}</span>
                </span>
              )}
              <span className="notification-item__text">{notificationText(t, notification)}</span>
              <span className="notification-item__time">
                {formatDateTime(notification.created_at)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="notifications-panel"
      aria-label={tw('notifications.title')}
      data-testid="notifications-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <div className="notifications-panel__head">
        <h2 className="notifications-panel__title">{tw('notifications.title')}</h2>
        <Button
          type="link"
          size="small"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {t('markAll')}
        </Button>
      </div>
      {approvals > 0 ? (
        <Link
          to="/ta-events#approvals"
          className="notifications-panel__approvals"
          data-testid="notifications-approvals"
          onClick={onClose}
        >
          {t('approvals', { count: approvals })}
        </Link>
      ) : null}
      {body}
    </section>
  );
}
