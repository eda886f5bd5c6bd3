import {
  endpoints,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookSubscription,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Pagination, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { formatDateTime } from '../../../i18n/format';
import { useNotificationSettingsTranslation } from './texts';
import { showError, useWebhookDeliveries, WEBHOOKS_KEY } from './webhooks-queries';

/** The body and the answer as they are: monospace, wrapped, scrolled when long. */
const CODE_STYLE: React.CSSProperties = {
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: 12,
  padding: 8,
  background: 'rgba(0, 0, 0, 0.04)',
  borderRadius: 6,
};

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'gold',
  succeeded: 'green',
  failed: 'red',
};

/** The body sent and the start of the answer, read when a row is opened. */
function DeliveryDetail({
  subscriptionId,
  delivery,
}: {
  subscriptionId: string;
  delivery: WebhookDelivery;
}) {
  const { t } = useNotificationSettingsTranslation();
  const detail = useQuery({
    queryKey: queryKeyOf(endpoints.webhooks.delivery, {
      params: { id: subscriptionId, deliveryId: delivery.id },
    }),
    queryFn: () =>
      callOperation(
        endpoints.webhooks.delivery,
        { params: { id: subscriptionId, deliveryId: delivery.id } },
        { silent: true },
      ),
  });
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (detail.isError) return <FormAlert message={t('webhooks.deliveries.loadError')} />;
  const pretty = (() => {
    try {
      return JSON.stringify(JSON.parse(detail.data.body), null, 2);
    } catch {
      return detail.data.body;
    }
  })();
  return (
    <div>
      {delivery.error ? (
        <Typography.Paragraph type="danger">
          {t('webhooks.deliveries.error', { error: delivery.error })}
        </Typography.Paragraph>
      ) : null}
      <Typography.Text strong>{t('webhooks.deliveries.body')}</Typography.Text>
      <pre style={CODE_STYLE} data-testid="webhook-delivery-body">
        {pretty}
      </pre>
      <Typography.Text strong>{t('webhooks.deliveries.responseBody')}</Typography.Text>
      <pre style={CODE_STYLE}>{detail.data.response_body || '—'}</pre>
    </div>
  );
}

/** A webhook's delivery log: newest first, each row opened to its body; "Resend". */
export function DeliveriesDrawer({
  subscription,
  onClose,
}: {
  subscription: WebhookSubscription | null;
  onClose: () => void;
}) {
  const { t } = useNotificationSettingsTranslation();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const id = subscription?.id ?? null;
  const list = useWebhookDeliveries(id, page);
  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      callOperation(
        endpoints.webhooks.resend,
        { params: { id: id!, deliveryId: delivery.id } },
        { silent: true },
      ),
    onSuccess: () => {
      toast.success(t('webhooks.deliveries.resent'));
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    },
    onError: showError,
  });

  let content: React.ReactNode;
  if (list.isError) content = <FormAlert message={t('webhooks.deliveries.loadError')} />;
  else if (list.isPending) content = <Skeleton active />;
  else if (list.data.results.length === 0) {
    content = <Empty description={t('webhooks.deliveries.empty')} />;
  } else {
    content = (
      <>
        <Table<WebhookDelivery>
          data-testid="webhook-deliveries"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={list.data.results}
          expandable={{
            expandedRowRender: (delivery) => (
              <DeliveryDetail subscriptionId={id!} delivery={delivery} />
            ),
          }}
          columns={[
            {
              key: 'event',
              title: t('webhooks.deliveries.event'),
              render: (_, d) => (
                <Space size={4}>
                  <code>{d.event}</code>
                  {d.test ? <Tag>{t('webhooks.deliveries.test')}</Tag> : null}
                </Space>
              ),
            },
            {
              key: 'status',
              title: t('webhooks.deliveries.status'),
              render: (_, d) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATUS_COLORS[d.status]}>
                    {t(`webhooks.deliveries.statuses.${d.status}`)}
                  </Tag>
                  {d.status === 'pending' && d.next_attempt_at ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('webhooks.deliveries.nextAttempt', {
                        when: formatDateTime(d.next_attempt_at),
                      })}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
            },
            { key: 'attempts', title: t('webhooks.deliveries.attempts'), dataIndex: 'attempts' },
            {
              key: 'response',
              title: t('webhooks.deliveries.response'),
              render: (_, d) =>
                d.response_status !== null
                  ? `HTTP ${d.response_status} · ${d.response_ms ?? 0} ms`
                  : d.attempts > 0
                    ? (d.error ?? t('webhooks.deliveries.noResponse'))
                    : '—',
            },
            {
              key: 'when',
              title: t('webhooks.deliveries.when'),
              render: (_, d) => formatDateTime(d.last_attempt_at ?? d.created_at),
            },
            {
              key: 'resend',
              title: '',
              render: (_, d) => (
                <Button
                  size="small"
                  loading={resend.isPending && resend.variables?.id === d.id}
                  onClick={() => resend.mutate(d)}
                >
                  {t('webhooks.deliveries.resend')}
                </Button>
              ),
            },
          ]}
        />
        {list.data.count > list.data.page_size ? (
          <Pagination
            style={{ marginTop: 12 }}
            current={page}
            pageSize={list.data.page_size}
            total={list.data.count}
            onChange={setPage}
            showSizeChanger={false}
          />
        ) : null}
      </>
    );
  }

  return (
    <Drawer
      open={subscription !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      width={860}
      title={subscription ? t('webhooks.deliveries.title', { url: subscription.url }) : ''}
      extra={
        <Button onClick={() => void list.refetch()}>{t('webhooks.deliveries.refresh')}</Button>
      }
    >
      {content}
    </Drawer>
  );
}
