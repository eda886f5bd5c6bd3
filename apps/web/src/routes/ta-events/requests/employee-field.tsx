import { Form } from 'antd';
import { EmployeeSelect } from '../../timesheets/punch-log/employee-select';
import { useRequestsTranslation } from './texts';
import type { Person } from './use-requester';

/**
 * "Colaborador" of a request filed on someone's behalf (who works on timesheets). Empty means the
 * caller themself, when they have an employee record; otherwise someone must be chosen.
 */
export function EmployeeField({ own }: { own: Person | null }) {
  const { t } = useRequestsTranslation();
  return (
    <Form.Item
      name="employee_id"
      label={t('form.employee')}
      extra={own ? t('form.employeeHint', { name: own.name }) : undefined}
      rules={own ? [] : [{ required: true, message: t('form.employeeRequired') }]}
    >
      <EmployeeSelect
        allowClear
        placeholder={own ? t('form.myself', { name: own.name }) : t('form.chooseEmployee')}
      />
    </Form.Item>
  );
}
