import { type EmployeeLeave, endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDate } from '../../../i18n/format';
import { ReasonForm, type ReasonValues } from '../reason-form';
import { useTimesheetsTranslation } from '../texts';
import { refreshTimesheets } from './timesheet-query';

/** "Cancelar afastamento": the reason is kept with the cancellation; the days are recomputed. */
export function CancelLeaveDialog({
  leave,
  onClose,
}: {
  leave: EmployeeLeave;
  onClose: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReasonValues>();
  const [error, setError] = useState<string>();

  const cancel = useMutation({
    mutationFn: ({ reason }: ReasonValues) =>
      callOperation(
        endpoints.timesheets.cancelLeave,
        { params: { id: leave.id }, body: { reason: reason.trim() } },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(t('leave.cancelled'));
      onClose();
      await refreshTimesheets(queryClient);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['reason'])),
  });

  return (
    <Modal
      open
      title={t('leave.cancelTitle', { type: leave.leave_type.name })}
      okText={t('leave.cancelConfirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('leave.keep')}
      confirmLoading={cancel.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="cancel-leave-dialog">
        <p>{t('leave.cancelText', { from: formatDate(leave.from), to: formatDate(leave.to) })}</p>
        <FormAlert message={error} />
        <ReasonForm
          form={form}
          name="cancel-leave"
          label={t('leave.reason')}
          help={t('leave.cancelHelp')}
          onFinish={(values) => {
            setError(undefined);
            cancel.mutate(values);
          }}
        />
      </div>
    </Modal>
  );
}
