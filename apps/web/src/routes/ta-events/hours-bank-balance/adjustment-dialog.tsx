import { endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { currentLanguage } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { useHoursBankBalanceTranslation } from './texts';

interface Values {
  day: Dayjs;
  direction: 'credit' | 'debit';
  hours: number | null;
  minutes: number | null;
  reason: string;
}

const FIELDS = ['day', 'minutes', 'reason'];

/** The signed minutes of the form: hours and minutes, negative for a debit. */
export function adjustmentMinutes(values: Pick<Values, 'direction' | 'hours' | 'minutes'>): number {
  const total = (values.hours ?? 0) * 60 + (values.minutes ?? 0);
  return values.direction === 'debit' ? -total : total;
}

/**
 * "Ajustar saldo": a manual credit or debit of the employee's bank on a day, with its reason. The
 * server refuses a future day or a closed period; a wrong adjustment is undone by another.
 */
export function AdjustmentDialog({
  employee,
  onClose,
}: {
  employee: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useHoursBankBalanceTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) =>
      callOperation(
        endpoints.balances.adjustHoursBank,
        {
          body: {
            employee_id: employee.id,
            day: values.day.format('YYYY-MM-DD'),
            minutes: adjustmentMinutes(values),
            reason: values.reason.trim(),
          },
        },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(t('adjust.saved', { name: employee.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.balances.hoursBank) });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  return (
    <Modal
      open
      title={t('adjust.title', { name: employee.name })}
      okText={t('adjust.save')}
      cancelText={t('adjust.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <FormAlert message={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="hours-bank-adjustment"
        initialValues={{ day: dayjs(), direction: 'credit', hours: 0, minutes: 0, reason: '' }}
        onFinish={(values) => {
          setError(undefined);
          if (adjustmentMinutes(values) === 0) {
            form.setFields([{ name: 'minutes', errors: [t('adjust.zero')] }]);
            return;
          }
          save.mutate(values);
        }}
      >
        <Form.Item
          name="day"
          label={t('adjust.day')}
          rules={[{ required: true, message: t('adjust.dayRequired') }]}
        >
          <DatePicker {...datePickerProps(currentLanguage())} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="direction" label={t('adjust.direction')}>
          <Radio.Group
            options={[
              { value: 'credit', label: t('kinds.credit') },
              { value: 'debit', label: t('kinds.debit') },
            ]}
          />
        </Form.Item>
        <Space>
          <Form.Item name="hours" label={t('adjust.hours')}>
            <InputNumber min={0} max={999} precision={0} />
          </Form.Item>
          <Form.Item name="minutes" label={t('adjust.minutes')}>
            <InputNumber min={0} max={59} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item
          name="reason"
          label={t('adjust.reason')}
          rules={[
            { required: true, whitespace: true, min: 3, message: t('adjust.reasonRequired') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
