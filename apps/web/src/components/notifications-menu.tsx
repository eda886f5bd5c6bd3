import { AuditOutlined, BellOutlined } from '@ant-design/icons';
import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Dropdown, Spin } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { callOperation } from '../api/operations';
import { hasCompanySession } from '../session/storage';
import { NOTIFICATIONS_SUMMARY_KEY, SUMMARY_POLL_MS } from './notification-queries';
import { useNotificationTexts } from './notification-texts';
import { useWidgetsTranslation } from './widget-texts';
import './notifications-menu.css';

export { NOTIFICATIONS_SUMMARY_KEY } from './notification-queries';

// The panel (the list, its wording, marking as read) is a chunk of its own, fetched when the bell
// is first opened or hovered: the company layout carries only the counts.
const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

/** The two counts of the top bar, asked for every minute and when the window gets focus. */
export function useNotificationSummary() {
  return useQuery({
    queryKey: NOTIFICATIONS_SUMMARY_KEY,
    queryFn: () => callOperation(endpoints.notifications.summary, undefined, { silent: true }),
    enabled: hasCompanySession(),
    staleTime: 10_000,
    refetchInterval: SUMMARY_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * The company top bar's bell: its badge counts the unread notifications; the panel lists the
 * latest ones. Beside it, while requests wait for the caller's decision, a small count that leads
 * to the approval queue.
 */
export function NotificationsMenu() {
  const { t: tw } = useWidgetsTranslation();
  const { t } = useNotificationTexts();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const summary = useNotificationSummary();
  const unread = summary.data?.unread ?? 0;
  const approvals = summary.data?.approvals ?? 0;
  const approvalsText = t('approvals', { count: approvals });

  return (
    <>
      {approvals > 0 ? (
        <Link
          to="/ta-events#approvals"
          className="approvals-count"
          data-testid="approvals-count"
          aria-label={approvalsText}
          title={approvalsText}
        >
          <AuditOutlined aria-hidden="true" />
          <span>{approvals > 99 ? '99+' : approvals}</span>
        </Link>
      ) : null}
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        popupRender={() => (
          <Suspense
            fallback={
              <section className="notifications-panel" aria-label={tw('notifications.title')}>
                <Spin size="small" />
              </section>
            }
          >
            <NotificationsPanel
              open={open}
              summary={summary.data}
              onClose={() => setOpen(false)}
              onEscape={() => {
                setOpen(false);
                bell.current?.focus();
              }}
            />
          </Suspense>
        )}
      >
        <Button
          ref={bell}
          type="text"
          shape="circle"
          data-testid="notifications-menu"
          // The visible count is part of the name (WCAG 2.5.3).
          aria-label={
            unread > 0
              ? `${tw('notifications.label')}, ${t('unreadLabel', { count: unread })}`
              : tw('notifications.label')
          }
          onMouseEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          icon={
            <Badge count={unread} size="small" data-testid="notifications-unread">
              <BellOutlined className="topbar__icon" aria-hidden="true" />
            </Badge>
          }
        />
      </Dropdown>
    </>
  );
}
