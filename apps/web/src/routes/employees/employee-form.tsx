import {
  COUNTRY_CODES,
  type Employee,
  employeeBodySchema,
  endpoints,
  getRoute,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../feedback/toast';
import { schemaRule } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';
import { currentLanguage } from '../../i18n';
import { datePickerProps } from '../../i18n/date-input';
import { useOrganizationOptions } from './employee-filters';
import {
  assignAfterCreate,
  followAdmission,
  ScheduleFields,
  ScheduleReadOnly,
} from './employee-form-schedule';
import { bodyOf, type EmployeeFormValues, FORM_FIELDS, formValuesOf } from './form-values';
import { useEmployeesTranslation } from './texts';

type Field = (typeof FORM_FIELDS)[number];
/** Fields whose check reads another field (dates in order, phone for its dial code). */
const DEPENDS: Partial<Record<Field, Field[]>> = {
  termination_date: ['admission_date'],
  birth_date: ['admission_date'],
  phone: ['country_code'],
};
const REQUIRED: Field[] = ['name', 'cpf', 'admission_date', 'subsidiary_id'];

/**
 * The employee form, checked field by field with employeeBodySchema (the API's own schema); the
 * API's answer puts any remaining error (a CPF already in use…) next to its field. A new employee
 * may get a first schedule: `onSaved` then carries the assignment's error, if it failed.
 */
export function EmployeeForm({
  employee,
  onSaved,
}: {
  employee: Employee | null;
  onSaved: (saved: Employee, scheduleError?: string) => void;
}) {
  const { t } = useEmployeesTranslation();
  const [form] = Form.useForm<EmployeeFormValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = useOrganizationOptions();
  const language = currentLanguage();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const subsidiaryId = Form.useWatch('subsidiary_id', form);

  const save = useMutation({
    mutationFn: async (values: EmployeeFormValues) => {
      if (employee) {
        const body = { params: { id: employee.id }, body: bodyOf(values) };
        return { saved: await callOperation(endpoints.employees.update, body, { silent: true }) };
      }
      const body = { body: bodyOf(values) };
      const saved = await callOperation(endpoints.employees.create, body, { silent: true });
      return { saved, scheduleError: await assignAfterCreate(saved.id, values) };
    },
    onSuccess: async ({ saved, scheduleError }) => {
      toast.success(t(employee ? 'form.saved' : 'form.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.employees.list) });
      onSaved(saved, scheduleError);
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FORM_FIELDS)),
  });
  // Saved values leave through onSaved's navigation, which must not ask.
  useUnsavedGuard(dirty && !save.isPending && !save.isSuccess, {
    message: t('form.unsaved'),
    ok: t('form.leave'),
    cancel: t('form.stay'),
  });

  const item = (field: Field, node: React.ReactNode, extra?: string) => (
    <Form.Item
      name={field}
      label={t(`fields.${field}`)}
      required={REQUIRED.includes(field)}
      extra={extra}
      dependencies={DEPENDS[field]}
      rules={[schemaRule(employeeBodySchema, bodyOf, field)]}
      validateDebounce={200}
    >
      {node}
    </Form.Item>
  );
  const date = (field: Field) =>
    item(
      field,
      <DatePicker
        {...datePickerProps(language)}
        style={{ width: '100%' }}
        aria-label={t(`fields.${field}`)}
      />,
    );
  const select = (field: Field, choices: { value: string; label: string }[]) =>
    item(
      field,
      <Select
        showSearch
        allowClear
        optionFilterProp="label"
        placeholder={t('form.placeholderSelect')}
        aria-label={t(`fields.${field}`)}
        options={choices}
        loading={options.loading}
      />,
    );

  return (
    <Form<EmployeeFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(employee)}
      scrollToFirstError
      onFinish={(values) => {
        setError(undefined);
        save.mutate(values);
      }}
      onFinishFailed={() => setError(t('form.fixErrors'))}
      onValuesChange={(changed: Partial<EmployeeFormValues>) => {
        setDirty(true);
        if (!employee) followAdmission(form, changed);
      }}
      data-testid="employee-form"
    >
      <FormAlert message={error} />
      <fieldset className="form-section">
        <legend>{t('form.personal')}</legend>
        <div className="form-grid">
          {item('name', <Input autoFocus autoComplete="off" maxLength={120} />)}
          {item('cpf', <Input inputMode="numeric" placeholder="000.000.000-00" maxLength={14} />)}
          {item('pis', <Input inputMode="numeric" maxLength={14} />, t('form.pisHelp'))}
          {date('birth_date')}
          {item('email', <Input type="email" autoComplete="off" maxLength={254} />)}
          {item(
            'country_code',
            <Select
              showSearch
              optionFilterProp="label"
              aria-label={t('fields.country_code')}
              options={COUNTRY_CODES.map((country) => ({
                value: country.dialCode,
                label: `${country.dialCode} ${country.name[language]}`,
              }))}
            />,
          )}
          {item('phone', <Input type="tel" autoComplete="off" maxLength={20} />)}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('form.contract')}</legend>
        <div className="form-grid">
          {item('registration', <Input maxLength={30} />)}
          {item('esocial_registration', <Input maxLength={30} />)}
          {date('admission_date')}
          {date('termination_date')}
          {select('subsidiary_id', options.subsidiaries)}
          {select(
            'department_id',
            options.departments.filter(
              (d) => !subsidiaryId || !d.subsidiaryId || d.subsidiaryId === subsidiaryId,
            ),
          )}
          {select('position_id', options.positions)}
          {select('location_id', options.locations)}
          {item(
            'monthly_salary',
            <Input inputMode="decimal" prefix="R$" maxLength={16} autoComplete="off" />,
            t('form.salaryHelp'),
          )}
        </div>
      </fieldset>
      {employee ? <ScheduleReadOnly employeeId={employee.id} /> : <ScheduleFields />}
      <fieldset className="form-section">
        <legend>{t('form.device')}</legend>
        <div className="form-grid">
          {item('device_pin', <Input maxLength={20} autoComplete="off" />, t('form.pinHelp'))}
          {item('badge', <Input maxLength={30} autoComplete="off" />, t('form.badgeHelp'))}
        </div>
      </fieldset>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('form.save')}
        </Button>
        <Button onClick={() => navigate(getRoute('employees').path)}>{t('form.cancel')}</Button>
      </Space>
    </Form>
  );
}
