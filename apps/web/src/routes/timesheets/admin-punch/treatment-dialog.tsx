import { endpoints, type PunchLogEntry, type Treatment } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { PunchHistory } from '../punch-log/punch-details';
import { punchWhen } from '../punch-log/punch-format';
import { PUNCH_LOG_KEY } from '../punch-log/use-punch-list';
import type { ReasonValues } from '../reason-form';
import { useTimesheetsTranslation } from '../texts';
import { TreatmentModal } from '../treatment-modal';

/** What the manager is about to do: disregard a punch, or undo one of its treatments. */
export type TreatmentTarget =
  | { action: 'disregard'; entry: PunchLogEntry }
  | { action: 'undo'; entry: PunchLogEntry; treatment: Treatment };

/**
 * The confirmation of a treatment, with the reason the history keeps (required, ≥ 3 characters).
 * A disregard closes with a toast; an undo then shows the punch's history as it now stands.
 */
export function TreatmentDialog({
  target,
  onClose,
}: {
  target: TreatmentTarget;
  onClose: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ReasonValues>();
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<PunchLogEntry | null>(null);
  const { entry } = target;
  const when = punchWhen(entry);
  const name = entry.employee.name;

  const treat = useMutation({
    mutationFn: ({ reason }: ReasonValues) =>
      target.action === 'disregard'
        ? callOperation(
            endpoints.punchTreatments.disregard,
            { params: { id: entry.id }, body: { reason: reason.trim() } },
            { silent: true },
          )
        : callOperation(
            endpoints.punchTreatments.undo,
            { params: { id: target.treatment.id }, body: { reason: reason.trim() } },
            { silent: true },
          ),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: PUNCH_LOG_KEY });
      if (target.action === 'disregard') {
        toast.success(t('treat.disregarded', { name }));
        onClose();
      } else {
        toast.success(t('treat.undone'));
        setResult(updated);
      }
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['reason'])),
  });

  if (result) {
    return (
      <Modal
        open
        title={t('treat.undone')}
        okText={t('treat.close')}
        onOk={onClose}
        onCancel={onClose}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <div data-testid="treatment-result">
          <p>{t('treat.result')}</p>
          <PunchHistory entry={result} />
        </div>
      </Modal>
    );
  }

  const _disregard = target.action === 'disregard';
  return (
    <TreatmentModal
      action={target.action}
      {...(target.action === 'undo' ? { undoKind: target.treatment.kind } : {})}
      name={name}
      when={when}
      form={form}
      formName="treatment"
      testId="treatment-dialog"
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
