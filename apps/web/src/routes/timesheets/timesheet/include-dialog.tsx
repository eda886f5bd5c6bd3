import { adminPunchBodySchema, endpoints, type TimesheetDay } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { formatDate } from '../../../i18n/format';
import { addDays } from '../../../lib/calendar-dates';
import { TimeInput } from '../../time-policy/time-input';
import { HHMM, wallTimeOf } from '../admin-punch/include-request';
import { useTimesheetsTranslation } from '../texts';
import { applyMappedErrors } from './server-fields';
import { refreshTimesheets } from './timesheet-query';

interface Values {
  time: string;
  nextDay: boolean;
  reason: string;
}

/** A schedule pair that ends before it starts crosses midnight (a night shift). */
export function crossesMidnight(day: TimesheetDay): boolean {
  return day.schedule?.pairs.some(([start, end]) => end <= start) ?? false;
}

/** The wall time the API reads in the workplace's zone: the day (or the next one) and the time. */
export function includeWallTime(date: string, values: Pick<Values, 'time' | 'nextDay'>): string {
  return wallTimeOf(values.nextDay ? addDays(date, 1) : date, values.time);
}

/** The API's field names → the form's. */
const FIELD_OF: Record<string, keyof Values> = { punched_at: 'time', reason: 'reason' };

/**
 * "Incluir marcação" on a day of the grid: a time (in the workplace's zone; on a night shift, on
 * the next calendar day if asked) and the reason the history keeps.
 */
export function IncludeDialog({
  employeeId,
  day,
  timeZone,
  onClose,
}: {
  employeeId: string;
  day: TimesheetDay;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const night = crossesMidnight(day);
  const bodyOf = (values: Partial<Values>) => ({
    employee_id: employeeId,
    punched_at: includeWallTime(day.date, {
      time: values.time ?? '',
      nextDay: values.nextDay ?? false,
    }),
    reason: (values.reason ?? '').trim(),
  });
  const rules = schemaRules(adminPunchBodySchema, bodyOf);

  const include = useMutation({
    mutationFn: (values: Values) =>
      callOperation(endpoints.punchTreatments.include, { body: bodyOf(values) }, { silent: true }),
    onSuccess: async (_entry, values) => {
      toast.success(t('includeDay.done', { time: values.time }));
      onClose();
      await refreshTimesheets(queryClient);
    },
    onError: (caught) => setError(applyMappedErrors(form, caught, FIELD_OF)),
  });

  return (
    <Modal
      open
      title={t('includeDay.title', { day: formatDate(day.date) })}
      okText={t('includeDay.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={include.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="include-day-dialog">
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          name="include-day"
          layout="vertical"
          requiredMark={false}
          initialValues={{ time: '', nextDay: false, reason: '' }}
          onFinish={(values) => {
            setError(undefined);
            include.mutate(values);
          }}
        >
          <Form.Item
            name="time"
            label={t('includeDay.time')}
            extra={t('includeDay.timeHelp', { zone: timeZone.replaceAll('_', ' ') })}
            rules={[{ pattern: HHMM, required: true, message: t('include.timeFormat') }]}
          >
            <TimeInput autoFocus style={{ maxWidth: 120 }} />
          </Form.Item>
          {night ? (
            <Form.Item name="nextDay" valuePropName="checked">
              <Checkbox>
                {t('includeDay.nextDay', { date: formatDate(addDays(day.date, 1)) })}
              </Checkbox>
            </Form.Item>
          ) : null}
          <Form.Item name="reason" label={t('include.reason')} rules={rules('reason')}>
            <Input.TextArea rows={2} maxLength={500} placeholder={t('include.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
