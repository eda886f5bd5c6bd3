import {
  endpoints,
  type HoursBankOpening,
  type HoursBankOpeningBody,
  hoursBankOpeningBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { datePickerProps } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { useCalendarTranslation } from '../calendar-texts';
import { EmployeePicker } from './employee-picker';
import { formatHhmm, parseHhmm } from './hhmm';

interface Values {
  employee_id: string;
  as_of: Dayjs | null;
  /** ±HH:MM as typed. */
  minutes: string;
  note: string;
}

const FIELDS = ['employee_id', 'as_of', 'minutes', 'note'];

function bodyOf(values: Values): HoursBankOpeningBody {
  return {
    employee_id: values.employee_id,
    as_of: values.as_of ? values.as_of.format('YYYY-MM-DD') : '',
    // Not HH:MM: NaN, which the contract refuses (the screen's own rule says why first).
    minutes: parseHhmm(values.minutes) ?? Number.NaN,
    note: values.note.trim() || null,
  };
}

/** Adds or corrects an employee's opening balance; 409 "already one on this date" on the date. */
export function OpeningDialog({
  opening,
  onClose,
}: {
  opening: HoursBankOpening | null;
  onClose: () => void;
}) {
  const { t } = useCalendarTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const rules = schemaRules(hoursBankOpeningBodySchema, bodyOf);
  const ops = endpoints.timePolicy.hoursBankOpenings;

  const save = useMutation({
    mutationFn: (values: Values) =>
      opening
        ? callOperation(
            ops.update,
            { params: { id: opening.id }, body: bodyOf(values) },
            { silent: true },
          )
        : callOperation(ops.create, { body: bodyOf(values) }, { silent: true }),
    onSuccess: async (saved) => {
      toast.success(
        t(opening ? 'openings.saved' : 'openings.created', { name: saved.employee.name }),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(ops.list) });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  return (
    <Modal
      open
      title={opening ? t('openings.edit', { name: opening.employee.name }) : t('openings.create')}
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="opening-dialog">
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{
            employee_id: opening?.employee.id,
            as_of: opening ? dayjs(opening.as_of) : null,
            minutes: opening ? formatHhmm(opening.minutes, { signed: true }) : '',
            note: opening?.note ?? '',
          }}
          onFinish={(values) => {
            setError(undefined);
            save.mutate(values);
          }}
        >
          <Form.Item name="employee_id" label={t('openings.employee')} rules={rules('employee_id')}>
            <EmployeePicker
              current={opening?.employee}
              placeholder={t('openings.employeeSearch')}
            />
          </Form.Item>
          <Form.Item name="as_of" label={t('openings.date')} rules={rules('as_of')}>
            <DatePicker {...datePickerProps(language)} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="minutes"
            label={t('openings.balance')}
            extra={t('openings.balanceHelp')}
            validateFirst
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (parseHhmm(value ?? '') === undefined)
                    throw new Error(t('openings.balanceFormat'));
                },
              },
              ...rules('minutes'),
            ]}
          >
            <Input autoComplete="off" placeholder="±HH:MM" maxLength={8} />
          </Form.Item>
          <Form.Item name="note" label={t('openings.note')} rules={rules('note')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </div>
    </Modal>
  );
}
