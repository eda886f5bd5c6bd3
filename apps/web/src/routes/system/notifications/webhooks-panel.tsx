import { endpoints, type WebhookSubscription } from '@ponteiro/shared';
import { Button, Empty, Popconfirm, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { formatDateTime } from '../../../i18n/format';
import { DeliveriesDrawer } from './deliveries-drawer';
import { useNotificationSettingsTranslation } from './texts';
import { WebhookDialog } from './webhook-dialog';
import { useWebhookAction, useWebhooks } from './webhooks-queries';

/** A bodiless call on one webhook (pause, resume, rotate, delete); errors are toasted once. */
const call = (op: 'pause' | 'resume' | 'rotateSecret' | 'remove') => (s: WebhookSubscription) =>
  callOperation(
    endpoints.webhooks[op] as typeof endpoints.webhooks.pause,
    { params: { id: s.id } },
    { silent: true },
  );

/** The secret, hidden until asked, with copy and "generate a new one". */
function SecretRow({ subscription }: { subscription: WebhookSubscription }) {
  const { t } = useNotificationSettingsTranslation();
  const [shown, setShown] = useState(false);
  const rotate = useWebhookAction(call('rotateSecret'), () => toast.success(t('webhooks.rotated')));
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Typography.Text strong>{t('webhooks.secret.label')}</Typography.Text>
      <Space wrap>
        <Typography.Text
          code
          data-testid="webhook-secret"
          copyable={{
            text: subscription.secret,
            tooltips: [t('webhooks.secret.copy'), t('webhooks.secret.copied')],
          }}
        >
          {shown ? subscription.secret : `whsec_${'•'.repeat(24)}`}
        </Typography.Text>
        <Button size="small" onClick={() => setShown((v) => !v)}>
          {shown ? t('webhooks.secret.hide') : t('webhooks.secret.show')}
        </Button>
        <Popconfirm
          title={t('webhooks.confirmRotate')}
          okText={t('webhooks.yes')}
          cancelText={t('webhooks.no')}
          onConfirm={() => rotate.mutate(subscription)}
        >
          <Button size="small" loading={rotate.isPending}>
            {t('webhooks.actions.rotate')}
          </Button>
        </Popconfirm>
      </Space>
      <Typography.Text type="secondary">{t('webhooks.secret.help')}</Typography.Text>
      <Space size={[4, 4]} wrap>
        {subscription.events.map((e) => (
          <Tooltip key={e} title={t(`webhooks.events.${e}`)}>
            <Tag>{e}</Tag>
          </Tooltip>
        ))}
      </Space>
    </Space>
  );
}

/** System › Notifications › Integrations (issue 20): the company's webhooks. */
export function WebhooksPanel() {
  const { t } = useNotificationSettingsTranslation();
  const webhooks = useWebhooks();
  const [dialog, setDialog] = useState<{ open: boolean; editing: WebhookSubscription | null }>({
    open: false,
    editing: null,
  });
  const [log, setLog] = useState<WebhookSubscription | null>(null);
  const test = useWebhookAction(
    (s: WebhookSubscription) =>
      callOperation(endpoints.webhooks.test, { params: { id: s.id } }, { silent: true }),
    (delivery) => {
      if (delivery.status === 'succeeded') {
        toast.success(t('webhooks.testSucceeded', { status: delivery.response_status }));
      } else {
        toast.error(
          t('webhooks.testFailed', {
            reason: delivery.error ?? `HTTP ${delivery.response_status ?? '—'}`,
          }),
        );
      }
    },
  );
  const pause = useWebhookAction(call('pause'), () => toast.success(t('webhooks.paused')));
  const resume = useWebhookAction(call('resume'), () => toast.success(t('webhooks.resumed')));
  const remove = useWebhookAction(call('remove'), () => toast.success(t('webhooks.deleted')));

  let content: React.ReactNode;
  if (webhooks.isError) {
    content = (
      <FormAlert
        message={
          <>
            {t('webhooks.loadError')}{' '}
            <Button type="link" onClick={() => void webhooks.refetch()}>
              {t('retry')}
            </Button>
          </>
        }
      />
    );
  } else if (webhooks.isPending) {
    content = <Skeleton active />;
  } else if (webhooks.data.length === 0) {
    content = <Empty description={t('webhooks.empty')} />;
  } else {
    content = (
      <Table<WebhookSubscription>
        data-testid="webhooks-table"
        rowKey="id"
        pagination={false}
        dataSource={webhooks.data}
        expandable={{ expandedRowRender: (s) => <SecretRow subscription={s} /> }}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'url',
            title: t('webhooks.columns.url'),
            render: (_, s) => (
              <Space direction="vertical" size={0}>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{s.url}</Typography.Text>
                {s.description ? (
                  <Typography.Text type="secondary">{s.description}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'events',
            title: t('webhooks.columns.events'),
            render: (_, s) => (
              <Tooltip title={s.events.join(', ')}>
                {t('webhooks.eventsCount', { count: s.events.length })}
              </Tooltip>
            ),
          },
          {
            key: 'status',
            title: t('webhooks.columns.status'),
            render: (_, s) =>
              s.status === 'active' ? (
                <Tag color="green">{t('webhooks.status.active')}</Tag>
              ) : (
                <Tooltip title={s.paused_reason === 'failures' ? t('webhooks.pausedFailures') : ''}>
                  <Tag color={s.paused_reason === 'failures' ? 'red' : 'default'}>
                    {t('webhooks.status.paused')}
                  </Tag>
                </Tooltip>
              ),
          },
          {
            key: 'last',
            title: t('webhooks.columns.last'),
            render: (_, s) =>
              s.last_delivery ? (
                <Space direction="vertical" size={0}>
                  <Tag
                    color={
                      s.last_delivery.status === 'succeeded'
                        ? 'green'
                        : s.last_delivery.status === 'failed'
                          ? 'red'
                          : 'gold'
                    }
                  >
                    {t(`webhooks.deliveries.statuses.${s.last_delivery.status}`)}
                    {s.last_delivery.response_status ? ` · ${s.last_delivery.response_status}` : ''}
                  </Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(s.last_delivery.created_at)}
                  </Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('webhooks.never')}</Typography.Text>
              ),
          },
          {
            key: 'actions',
            title: t('webhooks.columns.actions'),
            render: (_, s) => (
              <Space wrap size={4}>
                <Button
                  size="small"
                  loading={test.isPending && test.variables?.id === s.id}
                  onClick={() => test.mutate(s)}
                >
                  {t('webhooks.actions.test')}
                </Button>
                <Button size="small" onClick={() => setLog(s)}>
                  {t('webhooks.actions.deliveries')}
                </Button>
                <Button size="small" onClick={() => setDialog({ open: true, editing: s })}>
                  {t('webhooks.actions.edit')}
                </Button>
                {s.status === 'active' ? (
                  <Button size="small" onClick={() => pause.mutate(s)}>
                    {t('webhooks.actions.pause')}
                  </Button>
                ) : (
                  <Button size="small" onClick={() => resume.mutate(s)}>
                    {t('webhooks.actions.resume')}
                  </Button>
                )}
                <Popconfirm
                  title={t('webhooks.confirmDelete')}
                  okText={t('webhooks.yes')}
                  cancelText={t('webhooks.no')}
                  onConfirm={() => remove.mutate(s)}
                >
                  <Button size="small" danger>
                    {t('webhooks.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    );
  }

  return (
    <div className="page-stack" data-testid="webhooks-panel">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('webhooks.intro')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => setDialog({ open: true, editing: null })}>
          {t('webhooks.add')}
        </Button>
      </div>
      {content}
      <WebhookDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
      />
      <DeliveriesDrawer subscription={log} onClose={() => setLog(null)} />
    </div>
  );
}
