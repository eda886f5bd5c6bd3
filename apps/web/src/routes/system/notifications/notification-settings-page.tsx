import { Button, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { EventsTable } from './events-table';
import { useNotificationSettings } from './settings-query';
import { useNotificationSettingsTranslation } from './texts';
import { WebhooksPanel } from './webhooks-panel';

/**
 * `/system/notifications` (issue 19): per event, the channels (in the app, by email) and who is
 * told (the employee, their manager, some roles). Issue 20 adds the webhooks beside it
 * ("Integrações", `?tab=integrations`: where a paused webhook's notice leads).
 */
export function NotificationSettingsPage() {
  const { t } = useNotificationSettingsTranslation();
  const settings = useNotificationSettings();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'integrations' ? 'integrations' : 'events';

  let events: React.ReactNode;
  if (settings.isError) {
    events = (
      <FormAlert
        message={
          <>
            {t('loadError')}{' '}
            <Button type="link" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </>
        }
      />
    );
  } else if (settings.isPending) {
    events = <Skeleton active />;
  } else {
    events = <EventsTable data={settings.data} />;
  }

  return (
    <div className="page-stack" data-testid="notification-settings">
      <div>
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-subtitle">{t('subtitle')}</p>
      </div>
      <section className="page-card">
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            setParams(key === 'integrations' ? { tab: key } : {}, { replace: true })
          }
          items={[
            { key: 'events', label: t('tabs.events'), children: events },
            {
              key: 'integrations',
              label: t('tabs.integrations'),
              children: tab === 'integrations' ? <WebhooksPanel /> : null,
            },
          ]}
        />
      </section>
    </div>
  );
}
