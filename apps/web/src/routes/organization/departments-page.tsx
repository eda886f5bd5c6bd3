import {
  type Department,
  departmentBodySchema,
  endpoints,
  type Subsidiary,
} from '@ponteiro/shared';
import { Form, Input, Select } from 'antd';
import { CrudScreen } from '../../components/resource/crud-screen';
import { useOptions } from '../../components/resource/use-options';
import type { organization } from '../../i18n/locales/pt/organization';
import { useOrganizationTranslation } from './texts';
import { useSectionTexts } from './use-texts';

interface Values {
  name: string;
  parent_id: string;
  subsidiary_id: string;
}

/** `id` and every department below it: a department cannot move under any of them. */
function selfAndBelow(all: Department[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of all) {
      if (d.parent_id && found.has(d.parent_id) && !found.has(d.id)) {
        found.add(d.id);
        grew = true;
      }
    }
  }
  return found;
}

/** `/organization/department`: the department tree, one row per department with its path. */
export function DepartmentsPage() {
  const { t } = useOrganizationTranslation();
  const section = useSectionTexts('departments');
  const label = (key: keyof (typeof organization)['departments']) => t(`departments.${key}`);
  const departments = useOptions<Department>(endpoints.organization.departments);
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  return (
    <CrudScreen<Department, Values>
      {...section}
      testId="departments"
      operations={endpoints.organization.departments}
      permission="organization.department"
      sortable={['path', 'created_at']}
      defaultOrdering="path"
      columns={[
        {
          key: 'path',
          title: label('path'),
          render: (_: unknown, d: Department) => d.path.join(' / '),
        },
        {
          key: 'subsidiary',
          title: label('subsidiary'),
          render: (_: unknown, d: Department) =>
            subsidiaries.data?.results.find((s) => s.id === d.subsidiary_id)?.name ?? '—',
        },
        {
          key: 'manager',
          dataIndex: 'manager_name',
          title: label('manager'),
          render: (v) => v ?? '—',
        },
        { key: 'employee_count', dataIndex: 'employee_count', title: t('employees') },
      ]}
      fieldNames={['name', 'parent_id', 'subsidiary_id', 'manager_employee_id']}
      valuesOf={(d) => ({
        name: d?.name ?? '',
        parent_id: d?.parent_id ?? '',
        subsidiary_id: d?.subsidiary_id ?? '',
      })}
      bodyOf={(v) => ({
        name: v.name.trim(),
        parent_id: v.parent_id || null,
        subsidiary_id: v.subsidiary_id || null,
      })}
      schema={departmentBodySchema}
      fields={(_form, editing, rules) => (
        <>
          <Form.Item name="name" label={t('name')} rules={rules('name')}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item name="parent_id" label={label('parent')}>
            <Select
              aria-label={label('parent')}
              showSearch
              optionFilterProp="label"
              options={[
                { value: '', label: label('root') },
                ...(departments.data?.results ?? [])
                  // Not itself, nor anything below it (the API refuses cycles too).
                  .filter(
                    (d) =>
                      !editing ||
                      !selfAndBelow(departments.data?.results ?? [], editing.id).has(d.id),
                  )
                  .map((d) => ({ value: d.id, label: d.path.join(' / ') })),
              ]}
            />
          </Form.Item>
          <Form.Item name="subsidiary_id" label={label('subsidiary')}>
            <Select
              aria-label={label('subsidiary')}
              options={[
                { value: '', label: t('crud.none') },
                ...(subsidiaries.data?.results ?? []).map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
          </Form.Item>
        </>
      )}
    />
  );
}
