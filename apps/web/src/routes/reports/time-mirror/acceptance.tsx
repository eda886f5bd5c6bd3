import { acceptanceBodySchema, endpoints, type TimesheetPeriod } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { refreshTimesheets } from '../../timesheets/timesheet/timesheet-query';
import { useReportsTranslation } from '../texts';

type Decision = 'accept' | 'disagree';

interface Values {
  note: string;
}

const rules = schemaRules(acceptanceBodySchema, (values: Values) => ({
  decision: 'disagree',
  note: (values.note ?? '').trim(),
}));

/** The confirmation of an answer: accept as is, or disagree with a note (≥ 3 characters). */
function AcceptanceDialog({
  period,
  decision,
  onClose,
}: {
  period: TimesheetPeriod;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useReportsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const dates = { from: formatDate(period.from), to: formatDate(period.to) };
  const accepting = decision === 'accept';

  const answer = useMutation({
    mutationFn: (note: string) =>
      callOperation(
        endpoints.timesheets.acceptPeriod,
        {
          params: { id: period.id },
          body: accepting ? { decision } : { decision, note: note.trim() },
        },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(accepting ? t('timeMirror.acceptedToast') : t('timeMirror.disagreedToast'));
      onClose();
      await refreshTimesheets(queryClient);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['note'])),
  });

  return (
    <Modal
      open
      title={accepting ? t('timeMirror.acceptTitle', dates) : t('timeMirror.disagreeTitle', dates)}
      okText={accepting ? t('timeMirror.accept') : t('timeMirror.disagree')}
      cancelText={t('crud.cancel')}
      confirmLoading={answer.isPending}
      onOk={() => {
        setError(undefined);
        if (accepting) answer.mutate('');
        else form.submit();
      }}
      onCancel={onClose}
    >
      <div data-testid="acceptance-dialog">
        <p>{accepting ? t('timeMirror.acceptText') : t('timeMirror.disagreeText')}</p>
        <FormAlert message={error} />
        {accepting ? null : (
          <Form<Values>
            form={form}
            name="disagreement"
            layout="vertical"
            requiredMark={false}
            initialValues={{ note: '' }}
            onFinish={(values) => answer.mutate(values.note)}
          >
            <Form.Item
              name="note"
              label={t('timeMirror.note')}
              extra={t('timeMirror.noteHelp')}
              rules={rules('note')}
            >
              <Input.TextArea rows={3} maxLength={1000} autoFocus />
            </Form.Item>
          </Form>
        )}
      </div>
    </Modal>
  );
}

/**
 * The employee's answer about a closed period: "Aceitar" and "Discordar" while there is none, then
 * the decision, when it was given and the note of a disagreement.
 */
export function PeriodAnswer({ period }: { period: TimesheetPeriod }) {
  const { t } = useReportsTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { acceptance } = period;
  const dates = { from: formatDate(period.from), to: formatDate(period.to) };

  if (acceptance) {
    const when = formatDateTime(acceptance.at);
    return (
      <div className="ts-answer" data-testid="period-answer">
        <div>
          {acceptance.decision === 'accept'
            ? t('timeMirror.accepted', { when })
            : t('timeMirror.disagreed', { when })}
        </div>
        {acceptance.note ? (
          <div className="ts-periods__note">
            {t('timeMirror.yourNote', { note: acceptance.note })}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="ts-answer" data-testid="period-question">
      <p>{t('timeMirror.question')}</p>
      <Space wrap>
        <Button
          type="primary"
          aria-label={t('timeMirror.acceptLabel', dates)}
          onClick={() => setDecision('accept')}
        >
          {t('timeMirror.accept')}
        </Button>
        <Button
          aria-label={t('timeMirror.disagreeLabel', dates)}
          onClick={() => setDecision('disagree')}
        >
          {t('timeMirror.disagree')}
        </Button>
      </Space>
      {decision ? (
        <AcceptanceDialog period={period} decision={decision} onClose={() => setDecision(null)} />
      ) : null}
    </div>
  );
}
