import {
  type ApprovalDecision,
  decideBodySchema,
  endpoints,
  type TaRequest,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { refreshRequests } from './request-format';
import { useRequestsTranslation } from './texts';

interface Values {
  note?: string;
}

/** What an approver is about to decide, on which requests of their queue. */
export interface DecisionTarget {
  decision: ApprovalDecision;
  ids: string[];
}

/** The body of `POST ta-events/approvals/decide/`: the note only when one was written. */
export function decideBodyOf(target: DecisionTarget, values: Values) {
  const note = (values.note ?? '').trim();
  return { ids: target.ids, decision: target.decision, ...(note ? { note } : {}) };
}

/**
 * The confirmation of a decision on one or many requests: approving takes an optional note,
 * rejecting needs one (the employee reads why). All of them are decided, or none.
 */
export function DecisionDialog({
  target,
  onClose,
  onDone,
}: {
  target: DecisionTarget;
  onClose: () => void;
  onDone: (decided: TaRequest[]) => void;
}) {
  const { t } = useRequestsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const count = target.ids.length;
  const approve = target.decision === 'approve';
  const rules = schemaRules(decideBodySchema, (values: Values) => decideBodyOf(target, values));

  const decide = useMutation({
    mutationFn: (values: Values) =>
      callOperation(
        endpoints.requests.decide,
        { body: decideBodyOf(target, values) },
        { silent: true },
      ),
    onSuccess: async ({ decided }) => {
      toast.success(
        approve
          ? t('decide.approved', { count: decided.length })
          : t('decide.rejected', { count: decided.length }),
      );
      onDone(decided);
      await refreshRequests(queryClient);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['note'])),
  });

  return (
    <Modal
      open
      title={approve ? t('decide.approveTitle', { count }) : t('decide.rejectTitle', { count })}
      okText={approve ? t('decide.approve') : t('decide.reject')}
      okButtonProps={{ danger: !approve }}
      cancelText={t('dialog.cancel')}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="decision-dialog">
        <p>{approve ? t('decide.approveText', { count }) : t('decide.rejectText', { count })}</p>
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          name="request-decision"
          layout="vertical"
          requiredMark={false}
          disabled={decide.isPending}
          initialValues={{ note: '' }}
          onFinish={(values) => {
            setError(undefined);
            decide.mutate(values);
          }}
        >
          <Form.Item
            name="note"
            label={approve ? t('decide.noteOptional') : t('decide.note')}
            rules={rules('note')}
          >
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              autoFocus
              placeholder={approve ? undefined : t('decide.notePlaceholder')}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
