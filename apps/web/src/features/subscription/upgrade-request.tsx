import { RiseOutlined } from '@ant-design/icons';
import {
  type CompanySubscription,
  endpoints,
  FEEDBACK_MESSAGE_MAX,
  type FeedbackForm,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { version as APP_VERSION } from '../../../package.json';
import { callOperation, type InputOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../feedback/toast';
import { applyServerErrors } from '../../forms/server-errors';
import { MINE_QUERY_KEY } from '../feedback/queries';
import { useSubscriptionTranslation } from './texts';

interface Values {
  message?: string;
}

/**
 * "Request a plan change": a message to the provider, sent as feedback of the `upgrade` kind, so
 * it reaches the back-office's feedback list and the answer comes back in "My messages".
 */
export function UpgradeRequest({ subscription: s }: { subscription: CompanySubscription }) {
  const { t } = useSubscriptionTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const seats =
    s.seats === null
      ? t('page.seatsUnlimited', { used: s.seats_used })
      : t('page.seatsOf', { used: s.seats_used, total: s.seats });

  const send = useMutation({
    mutationFn: (values: Values) => {
      const fields: FeedbackForm = {
        category: 'upgrade',
        message: values.message ?? '',
        page: '/system/subscription',
        app_version: APP_VERSION,
      };
      // No screenshot: the upload input's type always names a file, the endpoint does not need one.
      const input = { fields } as unknown as InputOf<typeof endpoints.feedback.create>;
      return callOperation(endpoints.feedback.create, input, { silent: true });
    },
    onSuccess: async () => {
      toast.success(t('upgrade.sent'));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: MINE_QUERY_KEY });
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['message'])),
  });

  const start = () => {
    setError(undefined);
    form.setFieldsValue({ message: t('upgrade.template', { plan: s.plan, seats }) });
    setOpen(true);
  };

  return (
    <>
      <Button icon={<RiseOutlined />} onClick={start} data-testid="subscription-upgrade">
        {t('upgrade.open')}
      </Button>
      <Modal
        open={open}
        title={t('upgrade.title')}
        okText={t('upgrade.send')}
        cancelText={t('upgrade.cancel')}
        confirmLoading={send.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('upgrade.explanation', { name: s.contact.name })}</p>
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => send.mutate(values)}
          data-testid="subscription-upgrade-form"
        >
          <Form.Item
            name="message"
            label={t('upgrade.message')}
            rules={[{ required: true, whitespace: true, message: t('upgrade.messageRequired') }]}
          >
            <Input.TextArea rows={5} maxLength={FEEDBACK_MESSAGE_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
