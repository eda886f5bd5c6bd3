import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty } from 'antd';
import { useWidgetsTranslation } from './widget-texts';

/** The company top bar's bell: a dropdown that shows the (for now empty) notification list. */
export function NotificationsMenu() {
  const { t } = useWidgetsTranslation();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <section className="notifications-panel" aria-label={t('notifications.title')}>
          <h2 className="notifications-panel__title">{t('notifications.title')}</h2>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
        </section>
      )}
    >
      <Button
        type="text"
        shape="circle"
        data-testid="notifications-menu"
        aria-label={t('notifications.label')}
        icon={
          <Badge count={0} size="small">
            <BellOutlined className="topbar__icon" aria-hidden="true" />
          </Badge>
        }
      />
    </Dropdown>
  );
}
