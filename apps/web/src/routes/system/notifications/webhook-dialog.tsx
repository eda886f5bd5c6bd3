import {
  endpoints,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookSubscription,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { useNotificationSettingsTranslation } from './texts';
import { WEBHOOKS_KEY } from './webhooks-queries';

interface Values {
  url: string;
  description?: string;
  events: WebhookEvent[];
}

const FIELDS = ['url', 'description', 'events'] as const;

/** Add or edit a webhook: its address, a description and the events it listens to. */
export function WebhookDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  /** The webhook being edited (null: a new one). */
  editing: WebhookSubscription | null;
  onClose: () => void;
}) {
  const { t } = useNotificationSettingsTranslation();
  const [form] = Form.useForm<Values>();
  const [alert, setAlert] = useState<string | undefined>();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!open) return;
    setAlert(undefined);
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { url: editing.url, description: editing.description ?? '', events: editing.events }
        : { url: '', description: '', events: [] },
    );
  }, [open, editing, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        url: values.url.trim(),
        description: values.description?.trim() || null,
        events: values.events,
      };
      return editing
        ? callOperation(
            endpoints.webhooks.update,
            { params: { id: editing.id }, body },
            { silent: true },
          )
        : callOperation(endpoints.webhooks.create, { body }, { silent: true });
    },
    onSuccess: () => {
      toast.success(t('webhooks.saved'));
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      onClose();
    },
    onError: (caught) => setAlert(applyServerErrors(form, caught, FIELDS)),
  });

  return (
    <Modal
      open={open}
      title={editing ? t('webhooks.dialog.editTitle') : t('webhooks.dialog.addTitle')}
      okText={t('webhooks.dialog.save')}
      cancelText={t('webhooks.dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      {alert ? <FormAlert message={alert} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        data-testid="webhook-form"
      >
        <Form.Item
          name="url"
          label={t('webhooks.dialog.url')}
          extra={t('webhooks.dialog.urlHelp')}
          rules={[{ required: true, message: t('webhooks.dialog.url') }]}
        >
          <Input placeholder="https://" inputMode="url" autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.dialog.description')}>
          <Input maxLength={200} placeholder={t('webhooks.dialog.descriptionPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="events"
          label={t('webhooks.dialog.events')}
          rules={[{ required: true, type: 'array', min: 1, message: t('webhooks.dialog.events') }]}
        >
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event}>
                <code>{event}</code> — {t(`webhooks.events.${event}`)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
