import { requestFormSchema } from '@ponteiro/shared';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormAlert } from '../../../components/form-alert';
import { schemaRules } from '../../../forms/schema-rules';
import { DATE_INPUT } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { TimeInput } from '../../time-policy/time-input';
import { AttachmentField } from './attachment-input';
import { EmployeeField } from './employee-field';
import { durationMinutes } from './request-format';
import { type RequestsT, useRequestsTranslation } from './texts';
import type { Person } from './use-requester';
import { type SendRequestProps, useSendRequest } from './use-send-request';

/** The request types asked for one day from their list screens. */
export type DayRequestType = 'manual_punch' | 'overtime';

interface Values {
  employee_id?: string;
  date?: Dayjs | null;
  /** manual_punch: "HH:MM". */
  time?: string;
  /** overtime: the hours asked, "HH:MM". */
  duration?: string;
  reason?: string;
  attachment?: File;
}

/** The API's field names → the form's. */
const FIELD_OF: Record<string, keyof Values & string> = {
  employee_id: 'employee_id',
  date: 'date',
  time: 'time',
  minutes: 'duration',
  reason: 'reason',
  file: 'attachment',
  attachment: 'attachment',
};

/** The form's values → the multipart text fields of `POST ta-events/requests/`. */
export function dayRequestFields(type: DayRequestType, values: Values): Record<string, string> {
  const fields: Record<string, string> = { type };
  if (values.employee_id) fields.employee_id = values.employee_id;
  fields.date = values.date ? values.date.format('YYYY-MM-DD') : '';
  if (type === 'manual_punch') fields.time = (values.time ?? '').trim();
  else fields.minutes = durationMinutes(values.duration) ?? '';
  fields.reason = (values.reason ?? '').trim();
  return fields;
}

/** The contract's messages worded for a duration typed as "HH:MM". */
export function durationMessages(t: RequestsT) {
  return {
    'validation.required': t('form.durationRequired'),
    'validation.not_integer': t('form.durationFormat'),
  };
}

/**
 * "Nova solicitação" of a manual punch (a day and a time: a punch that was missed) or of overtime
 * (a day and the hours), with the reason and, optionally, a document. Who works on timesheets may
 * file it for an employee.
 */
export function RequestDialog({
  type,
  own,
  forOthers,
  ...props
}: SendRequestProps & {
  type: DayRequestType;
  own: Person | null;
  forOthers: boolean;
}) {
  const { t } = useRequestsTranslation();
  const { language } = useLanguage();
  const { form, error, sending, send } = useSendRequest(
    (values: Values) => dayRequestFields(type, values),
    FIELD_OF,
    props,
  );
  const rules = schemaRules(requestFormSchema, (values: Values) => dayRequestFields(type, values));

  return (
    <Modal
      open
      title={t(`dialog.${type}.title`)}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={560}
      destroyOnHidden
    >
      <div data-testid="request-dialog">
        <p>{t(`dialog.${type}.intro`)}</p>
        {type === 'overtime' ? (
          <Alert type="info" showIcon title={t('dialog.overtime.neverBlocks')} />
        ) : null}
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          name={`request-${type}`}
          layout="vertical"
          requiredMark={false}
          disabled={sending}
          initialValues={{ date: dayjs(), time: '', duration: '', reason: '' }}
          onFinish={send}
        >
          {forOthers ? <EmployeeField own={own} /> : null}
          <Form.Item
            name="date"
            label={t('form.date')}
            rules={rules('date', 'date', { 'validation.required': t('form.dateRequired') })}
          >
            <DatePicker
              format={DATE_INPUT[language].format}
              placeholder={DATE_INPUT[language].placeholder}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
          {type === 'manual_punch' ? (
            <Form.Item
              name="time"
              label={t('form.time')}
              extra={t('form.timeHelp')}
              // Required here too: the contract's check of the fields waits for a valid reason.
              rules={[
                { required: true, message: t('form.timeRequired') },
                ...rules('time', 'time', { 'validation.required': t('form.timeRequired') }),
              ]}
            >
              <TimeInput style={{ maxWidth: 120 }} />
            </Form.Item>
          ) : (
            <Form.Item
              name="duration"
              label={t('form.duration')}
              extra={t('form.durationHelp')}
              rules={[
                { required: true, message: t('form.durationRequired') },
                ...rules('duration', 'minutes', durationMessages(t)),
              ]}
            >
              <TimeInput style={{ maxWidth: 120 }} />
            </Form.Item>
          )}
          <Form.Item name="reason" label={t('form.reason')} rules={rules('reason')}>
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t(`dialog.${type}.reasonPlaceholder`)}
            />
          </Form.Item>
          <AttachmentField />
        </Form>
      </div>
    </Modal>
  );
}
