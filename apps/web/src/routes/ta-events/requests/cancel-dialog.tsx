import { endpoints, requestCancelBodySchema, type TaRequest } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { refreshRequests, whenText } from './request-format';
import { useRequestsTranslation } from './texts';

interface Values {
  note?: string;
}

const bodyOf = (values: Values) => ({ note: (values.note ?? '').trim() });

/** "Cancelar solicitação": asks why (≥ 3 characters, kept in the path) and confirms. */
export function CancelDialog({
  request,
  onClose,
  onDone,
}: {
  request: TaRequest;
  onClose: () => void;
  onDone: (cancelled: TaRequest) => void;
}) {
  const { t } = useRequestsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const rules = schemaRules(requestCancelBodySchema, bodyOf);

  const cancel = useMutation({
    mutationFn: (values: Values) =>
      callOperation(
        endpoints.requests.cancel,
        { params: { id: request.id }, body: bodyOf(values) },
        { silent: true },
      ),
    onSuccess: async (cancelled) => {
      toast.success(t('cancel.done'));
      onDone(cancelled);
      await refreshRequests(queryClient);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['note'])),
  });

  return (
    <Modal
      open
      title={t('cancel.title')}
      okText={t('cancel.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel.keep')}
      confirmLoading={cancel.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="cancel-request-dialog">
        <p>
          {t('cancel.text', {
            type: t(`types.${request.type}`),
            when: whenText(request),
          })}
        </p>
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          name="request-cancel"
          layout="vertical"
          requiredMark={false}
          disabled={cancel.isPending}
          initialValues={{ note: '' }}
          onFinish={(values) => {
            setError(undefined);
            cancel.mutate(values);
          }}
        >
          <Form.Item name="note" label={t('cancel.note')} rules={rules('note')}>
            <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
