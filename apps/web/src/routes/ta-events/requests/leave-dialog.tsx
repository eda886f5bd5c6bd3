import { endpoints, REQUEST_MAX_MINUTES, requestFormSchema } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { schemaRules } from '../../../forms/schema-rules';
import { DATE_INPUT } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { useActiveLeaveTypes } from '../../time-policy/leave-types/use-active-leave-types';
import { TimeInput } from '../../time-policy/time-input';
import { AttachmentField } from './attachment-input';
import { EmployeeField } from './employee-field';
import { LeaveBalanceNote } from './leave-balance-note';
import { durationMessages } from './request-dialog';
import { durationMinutes } from './request-format';
import { useRequestsTranslation } from './texts';
import type { Person } from './use-requester';
import { type SendRequestProps, useSendRequest } from './use-send-request';

type Mode = 'days' | 'hours';

interface Values {
  employee_id?: string;
  leave_type_id?: string;
  mode: Mode;
  /** Whole days: from–to. */
  period?: [Dayjs | null, Dayjs | null] | null;
  /** Hours: the one day… */
  day?: Dayjs | null;
  /** …and the hours, "HH:MM". */
  duration?: string;
  reason?: string;
  attachment?: File;
}

const FIELD_OF: Record<string, keyof Values & string> = {
  employee_id: 'employee_id',
  leave_type_id: 'leave_type_id',
  from: 'period',
  to: 'period',
  minutes: 'duration',
  reason: 'reason',
  file: 'attachment',
  attachment: 'attachment',
};

const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/** The form's values → the multipart text fields of a leave request. */
export function leaveRequestFields(values: Partial<Values>): Record<string, string> {
  const fields: Record<string, string> = { type: 'leave' };
  if (values.employee_id) fields.employee_id = values.employee_id;
  fields.leave_type_id = values.leave_type_id ?? '';
  if (values.mode === 'hours') {
    fields.from = iso(values.day);
    fields.to = iso(values.day);
    fields.minutes = durationMinutes(values.duration) ?? '';
  } else {
    fields.from = iso(values.period?.[0]);
    fields.to = iso(values.period?.[1]);
  }
  fields.reason = (values.reason ?? '').trim();
  return fields;
}

/** Calendar days from `from` to `to`, both counted (0 when not a valid period). */
function daysBetween(from: string, to: string): number {
  if (!from || !to || from > to) return 0;
  return dayjs(to).diff(dayjs(from), 'day') + 1;
}

/** The person the leave is for: the chosen employee (name looked up), else the caller. */
function useTarget(own: Person | null, chosenId: string | undefined): Person | null {
  const looked = useQuery({
    queryKey: queryKeyOf(endpoints.employees.get, { params: { id: chosenId ?? '' } }),
    queryFn: () =>
      callOperation(endpoints.employees.get, { params: { id: chosenId ?? '' } }, { silent: true }),
    enabled: chosenId !== undefined && chosenId !== own?.id,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!chosenId) return own;
  if (chosenId === own?.id) return own;
  return looked.data ? { id: looked.data.id, name: looked.data.name } : null;
}

/**
 * "Solicitar afastamento": a leave type (active ones), whole days (from–to) or hours of one day,
 * the reason and the document, required when the type asks for one. The employee's balance of
 * that type shows before the request is sent.
 */
export function LeaveRequestDialog({
  own,
  forOthers,
  ...props
}: SendRequestProps & {
  own: Person | null;
  forOthers: boolean;
}) {
  const { t } = useRequestsTranslation();
  const { language } = useLanguage();
  const { form, error, sending, send } = useSendRequest<Values>(
    leaveRequestFields,
    FIELD_OF,
    props,
  );
  const types = useActiveLeaveTypes();

  const typeId = Form.useWatch('leave_type_id', form);
  const mode = Form.useWatch('mode', form) ?? 'days';
  const chosenEmployee = Form.useWatch('employee_id', form);
  const period = Form.useWatch('period', form);
  const day = Form.useWatch('day', form);
  const chosenType = types.active.find((type) => type.id === typeId);
  const target = useTarget(own, chosenEmployee);
  const from = mode === 'hours' ? iso(day) : iso(period?.[0]);
  const to = mode === 'hours' ? iso(day) : iso(period?.[1]);
  const askedDays = mode === 'hours' ? 0 : daysBetween(from, to);
  const year = from ? Number(from.slice(0, 4)) : dayjs().year();

  const rules = schemaRules(requestFormSchema, (values: Values) => leaveRequestFields(values));
  const format = DATE_INPUT[language].format;
  const placeholder = DATE_INPUT[language].placeholder;
  const required = { 'validation.required': t('leave.periodRequired') };

  return (
    <Modal
      open
      title={t('leave.title')}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={600}
      destroyOnHidden
    >
      <div data-testid="leave-request-dialog">
        <p>{t('leave.intro')}</p>
        <FormAlert message={error} />
        {types.isError ? <Alert type="warning" showIcon title={t('leave.typesError')} /> : null}
        {types.isSuccess && types.active.length === 0 ? (
          <Alert type="info" showIcon title={t('leave.noTypes')} />
        ) : null}
        <Form<Values>
          form={form}
          name="request-leave"
          layout="vertical"
          requiredMark={false}
          disabled={sending}
          initialValues={{
            mode: 'days',
            period: [dayjs(), dayjs()],
            day: dayjs(),
            duration: '',
            reason: '',
          }}
          onFinish={send}
        >
          {forOthers ? <EmployeeField own={own} /> : null}
          <Form.Item
            name="leave_type_id"
            label={t('leave.type')}
            rules={rules('leave_type_id', 'leave_type_id', {
              'validation.required': t('leave.typeRequired'),
              'validation.uuid': t('leave.typeRequired'),
            })}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('leave.typePlaceholder')}
              loading={types.isLoading}
              options={types.active.map((type) => ({
                value: type.id,
                label: `${type.name} (${type.code})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="mode" label={t('leave.mode')}>
            <Radio.Group
              options={[
                { value: 'days', label: t('leave.modes.days') },
                { value: 'hours', label: t('leave.modes.hours') },
              ]}
            />
          </Form.Item>
          {mode === 'hours' ? (
            <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
              <Form.Item
                name="day"
                label={t('leave.day')}
                rules={rules('day', 'from', required)}
                style={{ flex: '1 1 200px' }}
              >
                <DatePicker
                  format={format}
                  placeholder={placeholder}
                  allowClear={false}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item
                name="duration"
                label={t('leave.hours')}
                extra={t('leave.hoursHelp', { max: REQUEST_MAX_MINUTES / 60 })}
                rules={[
                  { required: true, message: t('form.durationRequired') },
                  ...rules('duration', 'minutes', durationMessages(t)),
                ]}
                style={{ flex: '0 1 160px' }}
              >
                <TimeInput style={{ maxWidth: 120 }} />
              </Form.Item>
            </div>
          ) : (
            <Form.Item
              name="period"
              label={t('leave.period')}
              rules={[...rules('period', 'from', required), ...rules('period', 'to', required)]}
            >
              <DatePicker.RangePicker
                format={format}
                placeholder={[placeholder, placeholder]}
                allowClear={false}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )}
          {chosenType && target ? (
            <div style={{ marginBottom: 16 }}>
              <LeaveBalanceNote
                employee={target}
                type={chosenType}
                year={year}
                askedDays={askedDays}
              />
            </div>
          ) : null}
          <Form.Item name="reason" label={t('form.reason')} rules={rules('reason')}>
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('leave.reasonPlaceholder')}
            />
          </Form.Item>
          <AttachmentField required={chosenType?.requires_document ?? false} />
        </Form>
      </div>
    </Modal>
  );
}
