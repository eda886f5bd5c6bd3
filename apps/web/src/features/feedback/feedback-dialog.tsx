import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  endpoints,
  FEEDBACK_FORM_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  type FeedbackCategory,
  type FeedbackForm,
  type FeedbackStatus,
  feedbackFormSchema,
  formatBytes,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Select,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { version as APP_VERSION } from '../../../package.json';
import { callOperation, type InputOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../feedback/toast';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { MINE_QUERY_KEY, UNREAD_QUERY_KEY } from './queries';
import { useFeedbackTranslation } from './texts';

export type FeedbackTab = 'send' | 'mine';

const MAX_BYTES = UPLOAD_RULES.image.maxBytes;
const ACCEPTED = ['image/jpeg', 'image/png'];
const PAGE_SIZE = 25;

const STATUS_COLORS: Record<FeedbackStatus, string | undefined> = {
  new: undefined,
  read: 'blue',
  answered: 'green',
};

interface FormValues {
  category?: FeedbackCategory;
  message?: string;
}

/** "Send feedback" and "My messages" in one dialog, opened from the company top bar. */
export function FeedbackDialog({
  initialTab = 'send',
  onClose,
}: {
  initialTab?: FeedbackTab;
  onClose: () => void;
}) {
  const { t } = useFeedbackTranslation();
  const [tab, setTab] = useState<FeedbackTab>(initialTab);
  return (
    <Modal
      open
      title={t('title')}
      footer={null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      data-testid="feedback-dialog"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as FeedbackTab)}
        items={[
          {
            key: 'send',
            label: t('tabs.send'),
            children: <SendFeedback onSent={() => setTab('mine')} />,
          },
          { key: 'mine', label: t('tabs.mine'), children: tab === 'mine' ? <MyMessages /> : null },
        ]}
      />
    </Modal>
  );
}

function SendFeedback({ onSent }: { onSent: () => void }) {
  const { t } = useFeedbackTranslation();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [error, setError] = useState<string>();
  const size = formatBytes(MAX_BYTES, currentLanguage());
  const page = pathname.slice(0, 300);

  const fieldsOf = (values: FormValues): FeedbackForm => ({
    category: values.category as FeedbackCategory,
    message: values.message ?? '',
    page,
    app_version: APP_VERSION,
  });

  const send = useMutation({
    mutationFn: (values: FormValues) => {
      const fields = fieldsOf(values) as Record<string, string>;
      const input = { fields, ...(file ? { file } : {}) } as InputOf<
        typeof endpoints.feedback.create
      >;
      return callOperation(endpoints.feedback.create, input, { silent: true });
    },
    onSuccess: async () => {
      toast.success(t('sent'));
      form.resetFields();
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: MINE_QUERY_KEY });
      onSent();
    },
    onError: (caught) => {
      const rest = applyServerErrors(form, caught, ['category', 'message']);
      const errors = (caught as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      const about = errors.screenshot ?? errors.file;
      if (about?.[0]) setFileError(about[0]);
      else setError(rest);
    },
  });

  const rules = schemaRules(feedbackFormSchema, fieldsOf);

  const choose = (chosen: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setFileError(t('screenshotType'));
      return;
    }
    if (chosen.size > MAX_BYTES) {
      setFileError(t('screenshotSize', { size }));
      return;
    }
    setFileError(undefined);
    setFile(chosen);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      name="feedback"
      onFinish={(values) => {
        setError(undefined);
        send.mutate(values);
      }}
    >
      <p className="feedback-intro">{t('intro')}</p>
      <FormAlert message={error} />
      <Form.Item
        name="category"
        label={t('category')}
        rules={[{ required: true, message: t('category') }, ...rules('category')]}
      >
        <Select
          aria-label={t('category')}
          options={FEEDBACK_FORM_CATEGORIES.map((value) => ({
            value,
            label: t(`categories.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('message')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('messageRequired') },
          ...rules('message'),
        ]}
      >
        <Input.TextArea
          rows={5}
          maxLength={FEEDBACK_MESSAGE_MAX}
          showCount
          placeholder={t('messagePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        label={t('screenshot')}
        extra={t('screenshotHelp', { size })}
        validateStatus={fileError ? 'error' : undefined}
        help={fileError}
      >
        <input
          ref={picker}
          type="file"
          accept={ACCEPTED.join(',')}
          hidden
          data-testid="feedback-screenshot-input"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file ? (
          <Space>
            <PaperClipOutlined aria-hidden="true" />
            <span>{file.name}</span>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('removeScreenshot', { name: file.name })}
              onClick={() => setFile(null)}
            />
          </Space>
        ) : (
          <Button onClick={() => picker.current?.click()}>{t('chooseScreenshot')}</Button>
        )}
      </Form.Item>
      <p className="feedback-context">{t('context', { page })}</p>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('send')}
      </Button>
    </Form>
  );
}

function MyMessages() {
  const { t } = useFeedbackTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = { page, page_size: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...MINE_QUERY_KEY, { query }],
    queryFn: () => callOperation(endpoints.feedback.list, { query }, { silent: true }),
  });
  // Replies unread when the list was opened keep their mark while it stays open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const marking = useRef(new Set<string>());

  useEffect(() => {
    const unread = (list.data?.results ?? []).filter(
      (f) => !f.reply_read && !marking.current.has(f.id),
    );
    if (unread.length === 0) return;
    for (const f of unread) marking.current.add(f.id);
    setFresh((before) => new Set([...before, ...unread.map((f) => f.id)]));
    void Promise.allSettled(
      unread.map((f) =>
        callOperation(endpoints.feedback.markRead, { params: { id: f.id } }, { silent: true }),
      ),
    ).then(() => queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }));
  }, [list.data, queryClient]);

  if (list.isError) {
    return (
      <FormAlert
        message={
          <Space>
            {t('mine.loadError')}
            <Button size="small" onClick={() => void list.refetch()}>
              {t('mine.retry')}
            </Button>
          </Space>
        }
      />
    );
  }

  const items = list.data?.results ?? [];
  const total = list.data?.count ?? 0;
  if (list.isLoading) return <Skeleton active />;
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.empty')} />;
  }
  return (
    <div data-testid="feedback-mine">
      <ul className="feedback-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="feedback-item"
            className="feedback-item"
            style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Space size={4} wrap>
              <Tag>{t(`categories.${item.category}`)}</Tag>
              <Tag color={STATUS_COLORS[item.status]}>{t(`status.${item.status}`)}</Tag>
              {fresh.has(item.id) ? <Tag color="red">{t('mine.newReply')}</Tag> : null}
              {item.has_screenshot ? <Tag>{t('mine.withScreenshot')}</Tag> : null}
              <Typography.Text type="secondary">
                {t('mine.sentAt', { date: formatDateTime(item.created_at) })}
              </Typography.Text>
            </Space>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>
              {item.message}
            </Typography.Paragraph>
            {item.reply ? (
              <blockquote
                className="feedback-item__reply"
                data-testid="feedback-reply"
                style={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid #52c41a' }}
              >
                <Typography.Text strong>{t('mine.reply')}</Typography.Text>
                {item.replied_at ? (
                  <Typography.Text type="secondary">
                    {' '}
                    {t('mine.repliedAt', { date: formatDateTime(item.replied_at) })}
                  </Typography.Text>
                ) : null}
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {item.reply}
                </Typography.Paragraph>
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 12 }}
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          showTotal={(count) => t('mine.total', { count })}
        />
      ) : null}
    </div>
  );
}
