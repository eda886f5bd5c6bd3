import {
  type BulkScheduleAssignmentBody,
  bulkScheduleAssignmentBodySchema,
  type Department,
  endpoints,
  formatCpf,
  type Schedule,
} from '@ponteiro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { useOptions } from '../../../components/resource/use-options';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { currentLanguage } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { formatDate } from '../../../i18n/format';
import { SCHEDULES_KEY } from '../queries';
import { useTimePolicyTranslation } from '../texts';

interface AssignValues {
  target: 'department' | 'employees';
  department_id?: string;
  /** labelInValue: the chosen names stay on screen while the search shows others. */
  employees?: { value: string; label: string }[];
  effective_from: Dayjs | null;
}

const FIELDS = ['department_id', 'employee_ids', 'effective_from'];

function bodyOf(scheduleId: string) {
  return (values: AssignValues): BulkScheduleAssignmentBody => ({
    schedule_id: scheduleId,
    effective_from: values.effective_from?.format('YYYY-MM-DD') ?? '',
    ...(values.target === 'department'
      ? { department_id: values.department_id ?? '' }
      : { employee_ids: (values.employees ?? []).map((e) => e.value) }),
  });
}

/** Employees matching what was typed (name, CPF or registration), after a 300 ms pause. */
function useEmployeeOptions() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const query = { page_size: 50, status: 'active' as const, ...(search ? { search } : {}) };
  const employees = useQuery({
    queryKey: queryKeyOf(endpoints.employees.list, { query }),
    queryFn: () => callOperation(endpoints.employees.list, { query }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const options = (employees.data?.results ?? []).map((e) => ({
    value: e.id,
    label: `${e.name} · ${e.registration ?? formatCpf(e.cpf)}`,
  }));
  return { options, loading: employees.isFetching, onSearch: setTyped };
}

/**
 * Gives a schedule, from a date, to a department (and those below it) or to chosen employees,
 * in one call; says how many got it.
 */
export function AssignDialog({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { t } = useTimePolicyTranslation();
  const [form] = Form.useForm<AssignValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const target = Form.useWatch('target', form) ?? 'department';
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  const employees = useEmployeeOptions();
  const toBody = bodyOf(schedule.id);
  const check = schemaRules(bulkScheduleAssignmentBodySchema, toBody);

  const assign = useMutation({
    mutationFn: (body: BulkScheduleAssignmentBody) =>
      callOperation(endpoints.scheduleAssignments.bulk, { body }, { silent: true }),
    onSuccess: async ({ assigned }, body) => {
      const date = formatDate(body.effective_from);
      toast.success(t('assign.done', { count: assigned, date }));
      await queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.employees.list) });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  return (
    <Modal
      open
      title={t('assign.title', { name: schedule.name })}
      okText={t('assign.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={assign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="schedule-assign">
        <FormAlert message={error} />
        <Form<AssignValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ target: 'department', effective_from: dayjs() }}
          onFinish={(values) => {
            setError(undefined);
            assign.mutate(toBody(values));
          }}
        >
          <Form.Item name="target" label={t('assign.target')}>
            <Radio.Group
              options={[
                { value: 'department', label: t('assign.toDepartment') },
                { value: 'employees', label: t('assign.toEmployees') },
              ]}
            />
          </Form.Item>
          {target === 'department' ? (
            <Form.Item
              name="department_id"
              label={t('assign.department')}
              rules={check('department_id', 'department_id', {
                'validation.uuid': t('assign.chooseDepartment'),
              })}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={departments.isLoading}
                options={(departments.data?.results ?? []).map((d) => ({
                  value: d.id,
                  label: d.path.join(' / '),
                }))}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="employees"
              label={t('assign.employees')}
              rules={check('employees', 'employee_ids')}
            >
              <Select
                mode="multiple"
                labelInValue
                showSearch
                filterOption={false}
                onSearch={employees.onSearch}
                loading={employees.loading}
                placeholder={t('assign.employeesPlaceholder')}
                options={employees.options}
              />
            </Form.Item>
          )}
          <Form.Item
            name="effective_from"
            label={t('assign.from')}
            extra={t('assign.fromHelp')}
            rules={check('effective_from')}
          >
            <DatePicker {...datePickerProps(currentLanguage())} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
