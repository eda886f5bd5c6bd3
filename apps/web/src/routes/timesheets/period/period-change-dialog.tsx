import { endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { ReasonForm, type ReasonValues } from '../reason-form';
import { useTimesheetsTranslation } from '../texts';
import { refreshTimesheets } from '../timesheet/timesheet-query';
import type { Period } from './month';

/** Close or reopen one period for some employees. */
export interface PeriodChange {
  action: 'close' | 'reopen';
  employeeIds: readonly string[];
  period: Period;
}

/** Everything the API said, in one line (a field error names the employees or the dates). */
function messageOf(error: unknown): string {
  if (!isApiError(error)) return i18n.t('http.genericError');
  const fields = Object.values(error.fieldErrors).flat();
  return fields.length > 0 ? fields.join(' ') : error.message;
}

/**
 * The confirmation of a period close (days become read-only and the employee may accept or
 * disagree) or reopen (with the reason kept); every timesheet and the overview refresh after.
 */
export function PeriodChangeDialog({
  change,
  onClose,
  onDone,
}: {
  change: PeriodChange;
  onClose: () => void;
  /** After the server answered yes (e.g. clear the selection). */
  onDone?: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReasonValues>();
  const [error, setError] = useState<string>();
  const count = change.employeeIds.length;
  const dates = { from: formatDate(change.period.from), to: formatDate(change.period.to) };
  const target = {
    employee_ids: [...change.employeeIds],
    from: change.period.from,
    to: change.period.to,
  };
  const closing = change.action === 'close';

  const run = useMutation({
    mutationFn: (reason: string) =>
      closing
        ? callOperation(endpoints.timesheets.closePeriod, { body: target }, { silent: true })
        : callOperation(
            endpoints.timesheets.reopenPeriod,
            { body: { ...target, reason: reason.trim() } },
            { silent: true },
          ),
    onSuccess: async (result) => {
      const changed = result.periods.length;
      toast.success(
        closing ? t('close.done', { count: changed }) : t('close.reopened', { count: changed }),
      );
      onDone?.();
      onClose();
      await refreshTimesheets(queryClient);
    },
    onError: (caught) => {
      if (!closing && isApiError(caught) && caught.fieldErrors.reason) {
        form.setFields([{ name: 'reason', errors: caught.fieldErrors.reason }]);
        setError(undefined);
        return;
      }
      setError(messageOf(caught));
    },
  });

  return (
    <Modal
      open
      title={closing ? t('close.title', { count }) : t('close.reopenTitle', { count })}
      okText={closing ? t('close.confirm') : t('close.reopenConfirm')}
      okButtonProps={{ danger: !closing }}
      cancelText={t('crud.cancel')}
      confirmLoading={run.isPending}
      onOk={() => {
        setError(undefined);
        if (closing) run.mutate('');
        else form.submit();
      }}
      onCancel={onClose}
    >
      <div data-testid="period-change-dialog">
        <p>{closing ? t('close.text', dates) : t('close.reopenText', dates)}</p>
        <FormAlert message={error} />
        {closing ? null : (
          <ReasonForm
            form={form}
            name="reopen-period"
            label={t('close.reason')}
            help={t('close.reasonHelp')}
            onFinish={(values) => run.mutate(values.reason)}
          />
        )}
      </div>
    </Modal>
  );
}
