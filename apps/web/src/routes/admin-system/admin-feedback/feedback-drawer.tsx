import { type AdminFeedback, endpoints, FEEDBACK_REPLY_MAX } from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDateTime } from '../../../i18n/format';
import { callAdmin } from '../../../session/admin-api';
import { HISTORY_QUERY_KEY, RecordHistoryPanel } from '../record-history';
import { FEEDBACK_QUERY_KEY, FEEDBACK_STATUS_COLORS } from './feedback-page';
import { useAdminFeedbackTranslation } from './texts';

/** The screenshot, fetched with the admin token and shown from a local object URL. */
function Screenshot({ id }: { id: string }) {
  const { t } = useAdminFeedbackTranslation();
  const image = useQuery({
    queryKey: queryKeyOf(endpoints.admin.feedback.screenshot, { params: { id } }),
    queryFn: () =>
      callAdmin(endpoints.admin.feedback.screenshot, { params: { id } }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.data]);
  if (image.isError) return <FormAlert message={t('detail.screenshotError')} />;
  if (!url) return <Skeleton.Image active />;
  return (
    <Image
      src={url}
      alt={t('detail.screenshotAlt')}
      style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
      data-testid="feedback-screenshot"
    />
  );
}

/** One feedback: the full message, where it came from, the screenshot, status and the reply. */
export function FeedbackDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useAdminFeedbackTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reply: string }>();
  const [error, setError] = useState<string>();
  const key = queryKeyOf(endpoints.admin.feedback.get, { params: { id } });
  const detail = useQuery({
    queryKey: key,
    queryFn: () => callAdmin(endpoints.admin.feedback.get, { params: { id } }, { silent: true }),
  });
  const f = detail.data;

  const update = useMutation({
    mutationFn: (body: { status?: 'new' | 'read'; reply?: string }) =>
      callAdmin(endpoints.admin.feedback.update, { params: { id }, body }, { silent: true }),
    onSuccess: async (saved: AdminFeedback, body) => {
      queryClient.setQueryData(key, saved);
      toast.success(
        body.reply !== undefined
          ? t('detail.replied')
          : body.status === 'read'
            ? t('detail.markedRead')
            : t('detail.markedNew'),
      );
      if (body.reply !== undefined) form.setFieldsValue({ reply: saved.reply ?? '' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['reply'])),
  });

  const user = f?.user?.name ?? t('deletedUser');
  const hasReply = (f?.reply ?? null) !== null;
  const submit = () => form.submit();

  return (
    <Drawer
      open
      size="large"
      title={f ? t('detail.title', { user }) : t('title')}
      onClose={onClose}
      closable={{ 'aria-label': t('close') }}
      data-testid="feedback-drawer"
      extra={
        f?.status === 'new' ? (
          <Button loading={update.isPending} onClick={() => update.mutate({ status: 'read' })}>
            {t('detail.markRead')}
          </Button>
        ) : f?.status === 'read' ? (
          <Popconfirm
            title={t('detail.markNewTitle')}
            okText={t('detail.markNew')}
            cancelText={t('cancel')}
            onConfirm={() => update.mutateAsync({ status: 'new' }).catch(() => undefined)}
          >
            <Button>{t('detail.markNew')}</Button>
          </Popconfirm>
        ) : null
      }
    >
      {detail.isError ? <FormAlert message={t('detail.loadError')} /> : null}
      {detail.isLoading ? <Skeleton active /> : null}
      {f ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space size={4} wrap>
            <Tag>{t(`categories.${f.category}`)}</Tag>
            <Tag color={FEEDBACK_STATUS_COLORS[f.status]}>{t(`status.${f.status}`)}</Tag>
          </Space>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('detail.company')}>{f.company.name}</Descriptions.Item>
            <Descriptions.Item label={t('detail.user')}>
              {f.user ? `${f.user.name} <${f.user.email}>` : t('deletedUser')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.sentAt')}>
              {formatDateTime(f.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.page')}>
              {f.page ? <Typography.Text code>{f.page}</Typography.Text> : t('none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.appVersion')}>
              {f.app_version ?? t('none')}
            </Descriptions.Item>
          </Descriptions>
          <section>
            <Typography.Title level={5}>{t('detail.message')}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-message">
              {f.message}
            </Typography.Paragraph>
          </section>
          <section>
            <Typography.Title level={5}>{t('detail.screenshot')}</Typography.Title>
            {f.has_screenshot ? (
              <Screenshot id={f.id} />
            ) : (
              <Typography.Text type="secondary">{t('detail.noScreenshot')}</Typography.Text>
            )}
          </section>
          <section>
            {f.replied_at ? (
              <Typography.Paragraph type="secondary">
                {t('detail.repliedBy', {
                  admin: f.replied_by?.username ?? t('none'),
                  date: formatDateTime(f.replied_at),
                })}{' '}
                {f.reply_read ? t('detail.replyRead') : t('detail.replyUnread')}
              </Typography.Paragraph>
            ) : null}
            <FormAlert message={error} />
            <Form<{ reply: string }>
              form={form}
              layout="vertical"
              requiredMark={false}
              name="feedback-reply"
              initialValues={{ reply: f.reply ?? '' }}
              onFinish={(values) => {
                setError(undefined);
                update.mutate({ reply: values.reply.trim() });
              }}
            >
              <Form.Item
                name="reply"
                label={t('detail.reply')}
                extra={t('detail.replyHelp')}
                rules={[{ required: true, whitespace: true, message: t('detail.replyRequired') }]}
              >
                <Input.TextArea
                  rows={5}
                  maxLength={FEEDBACK_REPLY_MAX}
                  showCount
                  placeholder={t('detail.replyPlaceholder')}
                />
              </Form.Item>
              {hasReply ? (
                <Popconfirm
                  title={t('detail.updateTitle')}
                  okText={t('detail.update')}
                  cancelText={t('cancel')}
                  onConfirm={submit}
                >
                  <Button type="primary" loading={update.isPending}>
                    {t('detail.update')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button type="primary" htmlType="submit" loading={update.isPending}>
                  {t('detail.send')}
                </Button>
              )}
            </Form>
          </section>
          <RecordHistoryPanel entity="feedback" entityId={f.id} />
        </Space>
      ) : null}
    </Drawer>
  );
}
