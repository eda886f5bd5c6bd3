import { type ScheduleAssignmentBody, scheduleAssignmentBodySchema } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { schemaRule } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { currentLanguage } from '../../i18n';
import { datePickerProps } from '../../i18n/date-input';
import { useScheduleOptions } from './schedule-queries';
import { useEmployeesTranslation } from './texts';

interface AssignValues {
  schedule_id: string | undefined;
  effective_from: Dayjs | null;
}

const bodyOf = (values: AssignValues): ScheduleAssignmentBody => ({
  schedule_id: values.schedule_id ?? '',
  effective_from: values.effective_from ? values.effective_from.format('YYYY-MM-DD') : '',
});

const FIELDS = ['schedule_id', 'effective_from'];

/** The schedule picker of a form: every schedule of the company, "Name (CODE)", searchable. */
export function SchedulePicker(props: {
  id?: string;
  value?: string;
  onChange?: (v?: string) => void;
}) {
  const { t } = useEmployeesTranslation();
  const schedules = useScheduleOptions();
  return (
    <Select
      {...props}
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={t('schedule.pick')}
      aria-label={t('schedule.field')}
      options={schedules.options}
      loading={schedules.loading}
      notFoundContent={schedules.loading ? undefined : t('schedule.noSchedules')}
    />
  );
}

/**
 * "Atribuir horário": a schedule and the date it applies from (today unless told), checked with
 * the contract's schema; the API's field errors land on the fields. One employee (side panel) or
 * a selection (the list's bulk bar) — the caller's `assign` sends it and says what happened.
 */
export function AssignScheduleDialog({
  title,
  assign,
  onClose,
}: {
  title: string;
  assign: (body: ScheduleAssignmentBody, scheduleName: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useEmployeesTranslation();
  const [form] = Form.useForm<AssignValues>();
  const [error, setError] = useState<string>();
  const schedules = useScheduleOptions();
  const language = currentLanguage();
  const save = useMutation({
    mutationFn: (values: AssignValues) => {
      const label = schedules.options.find((o) => o.value === values.schedule_id)?.label ?? '';
      return assign(bodyOf(values), label);
    },
    onSuccess: onClose,
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });
  const rule = (field: keyof AssignValues) =>
    schemaRule(scheduleAssignmentBodySchema, bodyOf, field, {
      'validation.uuid': t('schedule.required'),
      'validation.date': t('schedule.dateRequired'),
    });

  return (
    <Modal
      open
      title={title}
      okText={t('schedule.assign')}
      cancelText={t('crud.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{t('schedule.assignHelp')}</p>
      <FormAlert message={error} />
      <Form<AssignValues>
        form={form}
        layout="vertical"
        initialValues={{ schedule_id: undefined, effective_from: dayjs().startOf('day') }}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
        data-testid="assign-schedule"
      >
        <Form.Item
          name="schedule_id"
          label={t('schedule.field')}
          required
          rules={[rule('schedule_id')]}
        >
          <SchedulePicker />
        </Form.Item>
        <Form.Item
          name="effective_from"
          label={t('schedule.effectiveFrom')}
          required
          rules={[rule('effective_from')]}
        >
          <DatePicker
            {...datePickerProps(language)}
            style={{ width: '100%' }}
            aria-label={t('schedule.effectiveFrom')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
