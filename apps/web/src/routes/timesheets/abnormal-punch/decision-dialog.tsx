import { type AbnormalDecisionItem, type AbnormalPunchDecision, endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { PUNCH_LOG_KEY } from '../punch-log/use-punch-list';
import { ReasonForm, type ReasonValues } from '../reason-form';
import { useTimesheetsTranslation } from '../texts';

/** The list operation: its key refreshes both abnormal-punch screens after a decision. */
export const ABNORMAL_LIST = endpoints.abnormalPunches.list;
export const ABNORMAL_LIST_KEY = queryKeyOf(ABNORMAL_LIST);

/** What the manager is about to decide, on which anomalies. */
export interface DecisionTarget {
  decision: AbnormalPunchDecision;
  items: AbnormalDecisionItem[];
}

/**
 * The confirmation of a decision, with the reason kept with it (required, ≥ 3 characters). A
 * disregard says that the punches stop counting and where it can be undone.
 */
export function DecisionDialog({
  target,
  onClose,
  onDone,
}: {
  target: DecisionTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReasonValues>();
  const [error, setError] = useState<string>();
  const count = target.items.length;
  const approve = target.decision === 'approve';

  const decide = useMutation({
    mutationFn: ({ reason }: ReasonValues) =>
      callOperation(
        endpoints.abnormalPunches.decide,
        { body: { items: target.items, decision: target.decision, reason: reason.trim() } },
        { silent: true },
      ),
    onSuccess: async ({ decided }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ABNORMAL_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: PUNCH_LOG_KEY }),
      ]);
      toast.success(
        approve
          ? t('abnormal.approved', { count: decided })
          : t('abnormal.disregarded', { count: decided }),
      );
      onDone();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['reason'])),
  });

  return (
    <Modal
      open
      title={
        approve
          ? t('abnormal.dialog.approveTitle', { count })
          : t('abnormal.dialog.disregardTitle', { count })
      }
      okText={approve ? t('abnormal.approve') : t('abnormal.disregard')}
      okButtonProps={{ danger: !approve }}
      cancelText={t('crud.cancel')}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="decision-dialog">
        <p>{approve ? t('abnormal.dialog.approveText') : t('abnormal.dialog.disregardText')}</p>
        <FormAlert message={error} />
        <ReasonForm
          form={form}
          name="abnormal-decision"
          label={t('abnormal.dialog.reason')}
          help={t('abnormal.dialog.reasonHelp')}
          onFinish={(values) => {
            setError(undefined);
            decide.mutate(values);
          }}
        />
      </div>
    </Modal>
  );
}
