import { PlusOutlined } from '@ant-design/icons';
import { adminPunchBulkBodySchema, endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { i18n } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { TimeInput } from '../../time-policy/time-input';
import { EmployeeSelect } from '../punch-log/employee-select';
import { PUNCH_LOG_KEY } from '../punch-log/use-punch-list';
import { useTimesheetsTranslation } from '../texts';
import { HHMM, type IncludeValues, includeRequestOf, wallTimeOf } from './include-request';

interface Values {
  employee_ids: string[];
  date: Dayjs | null;
  time: string;
  reason: string;
}

function requestValues(values: Partial<Values>): IncludeValues {
  return {
    employee_ids: values.employee_ids ?? [],
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    time: values.time ?? '',
    reason: values.reason ?? '',
  };
}

/** The API's field names (one or several employees) → the form's. */
const FIELD_OF: Record<string, keyof Values> = {
  employee_id: 'employee_ids',
  employee_ids: 'employee_ids',
  punched_at: 'time',
  reason: 'reason',
};

/**
 * "Incluir marcação": one or several employees, a date, a time (read in each one's workplace
 * zone) and the reason the history keeps. One employee → `include`, several → `includeMany`;
 * the punch lists refresh.
 */
export function IncludeForm() {
  const { t } = useTimesheetsTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const chosen: string[] = Form.useWatch('employee_ids', form) ?? [];
  // The contract's bulk schema has every rule (1–500 employees, reason ≥ 3 characters).
  const rules = schemaRules(adminPunchBulkBodySchema, (values: Values) => {
    const request = requestValues(values);
    return {
      employee_ids: request.employee_ids,
      punched_at: wallTimeOf(request.date, request.time),
      reason: request.reason,
    };
  });

  const include = useMutation({
    mutationFn: async (values: Values) => {
      const request = includeRequestOf(requestValues(values));
      if (!request.many) {
        const entry = await callOperation(
          endpoints.punchTreatments.include,
          { body: request.body },
          { silent: true },
        );
        return t('include.done', { name: entry.employee.name });
      }
      const result = await callOperation(
        endpoints.punchTreatments.includeMany,
        { body: request.body },
        { silent: true },
      );
      return t('include.doneMany', { count: result.created.length });
    },
    onSuccess: async (message) => {
      toast.success(message);
      form.setFieldsValue({ time: '', reason: '' });
      await queryClient.invalidateQueries({ queryKey: PUNCH_LOG_KEY });
    },
    onError: (caught) => {
      if (!isApiError(caught)) {
        setError(i18n.t('http.genericError'));
        return;
      }
      const known = Object.entries(caught.fieldErrors).filter(([name]) => name in FIELD_OF);
      form.setFields(
        known.map(([name, errors]) => ({ name: FIELD_OF[name] as keyof Values, errors })),
      );
      setError(known.length > 0 ? undefined : caught.message);
    },
  });

  return (
    <div data-testid="include-punch">
      <h2 className="page-card__title">{t('include.title')}</h2>
      <FormAlert message={error} />
      <Form<Values>
        form={form}
        name="include-punch"
        layout="vertical"
        requiredMark={false}
        initialValues={{ employee_ids: [], date: dayjs(), time: '', reason: '' }}
        onFinish={(values) => {
          setError(undefined);
          include.mutate(values);
        }}
      >
        <div className="form-grid">
          <Form.Item
            name="employee_ids"
            label={t('include.employees')}
            rules={rules('employee_ids')}
            style={{ gridColumn: '1 / -1' }}
          >
            <EmployeeSelect multiple placeholder={t('include.employeesPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="date"
            label={t('include.date')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <DatePicker {...datePickerProps(language)} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="time"
            label={t('include.time')}
            extra={t('include.timeHelp')}
            rules={[{ pattern: HHMM, required: true, message: t('include.timeFormat') }]}
          >
            <TimeInput />
          </Form.Item>
        </div>
        <Form.Item name="reason" label={t('include.reason')} rules={rules('reason')}>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('include.reasonPlaceholder')} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlusOutlined />}
          loading={include.isPending}
        >
          {chosen.length > 1
            ? t('include.submitMany', { count: chosen.length })
            : t('include.submit')}
        </Button>
      </Form>
    </div>
  );
}
