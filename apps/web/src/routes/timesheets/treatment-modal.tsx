import type { Treatment } from '@ponteiro/shared';
import { type FormInstance, Modal } from 'antd';
import { FormAlert } from '../../components/form-alert';
import { ReasonForm, type ReasonValues } from './reason-form';
import { useTimesheetsTranslation } from './texts';

/**
 * The confirmation of a disregard or an undo with the reason the history keeps: the same dialog
 * on the manager's punches and on the timesheet grid.
 */
export function TreatmentModal({
  action,
  undoKind,
  name,
  when,
  form,
  formName,
  testId,
  error,
  pending,
  onSubmit,
  onClose,
}: {
  action: 'disregard' | 'undo';
  /** Undo: the kind of the treatment taken back. */
  undoKind?: Treatment['kind'];
  /** The employee's name. */
  name: string;
  /** The punch's date and time as shown. */
  when: string;
  form: FormInstance<ReasonValues>;
  formName: string;
  testId: string;
  error: string | undefined;
  pending: boolean;
  onSubmit: (values: ReasonValues) => void;
  onClose: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const disregard = action === 'disregard';
  const kind = undoKind ? t(`details.kinds.${undoKind}`) : '';
  return (
    <Modal
      open
      title={disregard ? t('treat.disregardTitle', { name }) : t('treat.undoTitle', { kind })}
      okText={disregard ? t('treat.disregard') : t('treat.undo')}
      okButtonProps={{ danger: disregard }}
      cancelText={t('crud.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid={testId}>
        <p>
          {disregard ? t('treat.disregardText', { when }) : t('treat.undoText', { name, when })}
        </p>
        <FormAlert message={error} />
        <ReasonForm
          form={form}
          name={formName}
          label={t('treat.reason')}
          help={t('treat.reasonHelp')}
          onFinish={onSubmit}
        />
      </div>
    </Modal>
  );
}
