import { endpoints, type TimesheetPunch, type Treatment } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDate } from '../../../i18n/format';
import type { ReasonValues } from '../reason-form';
import { useTimesheetsTranslation } from '../texts';
import { TreatmentModal } from '../treatment-modal';
import { punchTime } from './punches-cell';
import { refreshTimesheets } from './timesheet-query';

/** Disregard a punch of the grid, or undo an inclusion or a disregard. */
export type PunchTreatmentTarget =
  | { action: 'disregard'; date: string; punch: TimesheetPunch }
  | { action: 'undo'; date: string; punch: TimesheetPunch; treatment: Treatment };

/**
 * The confirmation of a treatment on the grid, with the reason the history keeps (the punch
 * manager's dialog, for a punch of the timesheet); the figures are recomputed after.
 */
export function PunchTreatmentDialog({
  target,
  name,
  timeZone,
  onClose,
}: {
  target: PunchTreatmentTarget;
  /** The employee's name. */
  name: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReasonValues>();
  const [error, setError] = useState<string>();
  const when = `${formatDate(target.date)} ${punchTime(target.punch, timeZone)}`;
  const disregard = target.action === 'disregard';

  const treat = useMutation({
    mutationFn: ({ reason }: ReasonValues) =>
      target.action === 'disregard'
        ? callOperation(
            endpoints.punchTreatments.disregard,
            { params: { id: target.punch.id }, body: { reason: reason.trim() } },
            { silent: true },
          )
        : callOperation(
            endpoints.punchTreatments.undo,
            { params: { id: target.treatment.id }, body: { reason: reason.trim() } },
            { silent: true },
          ),
    onSuccess: async () => {
      toast.success(disregard ? t('treat.disregarded', { name }) : t('treat.undone'));
      onClose();
      await refreshTimesheets(queryClient);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['reason'])),
  });

  return (
    <TreatmentModal
      action={target.action}
      {...(target.action === 'undo' ? { undoKind: target.treatment.kind } : {})}
      name={name}
      when={when}
      form={form}
      formName="grid-treatment"
      testId="punch-treatment-dialog"
      error={error}
      pending={treat.isPending}
      onSubmit={(values) => {
        setError(undefined);
        treat.mutate(values);
      }}
      onClose={onClose}
    />
  );
}
