import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Tabs } from 'antd';
import { useWidgetsTranslation } from './widget-texts';

/** Placeholder counts until the back-office notice centre exists. */
export const ADMIN_NOTICE_COUNTS = { notifications: 3, messages: 2, tasks: 1 } as const;
type NoticeKind = keyof typeof ADMIN_NOTICE_COUNTS;
const KINDS: NoticeKind[] = ['notifications', 'messages', 'tasks'];

/** The admin top bar's bell: three tabs (notifications, messages, tasks) with fixed counts. */
export function AdminNotificationsMenu() {
  const { t } = useWidgetsTranslation();
  const total = KINDS.reduce((sum, kind) => sum + ADMIN_NOTICE_COUNTS[kind], 0);

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <section
          className="notifications-panel notifications-panel--tabs"
          aria-label={t('notifications.title')}
        >
          <Tabs
            aria-label={t('notifications.tabs')}
            size="small"
            items={KINDS.map((kind) => ({
              key: kind,
              label: (
                <span className="notifications-panel__tab">
                  {t(`notifications.${kind}`)}
                  <Badge count={ADMIN_NOTICE_COUNTS[kind]} size="small" color="#6b6b6b" />
                </span>
              ),
              children: (
                <div className="notifications-panel__body" data-kind={kind}>
                  <p>{t(`notifications.${kind}Hint`)}</p>
                  <p className="notifications-panel__note">{t('notifications.placeholder')}</p>
                </div>
              ),
            }))}
          />
        </section>
      )}
    >
      <Button
        type="text"
        shape="circle"
        data-testid="notifications-menu"
        // The visible count is part of the name (WCAG 2.5.3); axe ignores names in parentheses.
        aria-label={`${t('notifications.label')}, ${total}`}
        icon={
          <Badge count={total} size="small">
            <BellOutlined className="topbar__icon" aria-hidden="true" />
          </Badge>
        }
      />
    </Dropdown>
  );
}
