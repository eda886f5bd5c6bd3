import { endpoints, type Position, positionBodySchema } from '@ponteiro/shared';
import { Form, Input } from 'antd';
import { CrudScreen } from '../../components/resource/crud-screen';
import { useOrganizationTranslation } from './texts';
import { useSectionTexts } from './use-texts';

interface Values {
  name: string;
  cbo: string;
}

/** `/organization/position`: cargos with their CBO code. */
export function PositionsPage() {
  const { t } = useOrganizationTranslation();
  const section = useSectionTexts('positions');
  return (
    <CrudScreen<Position, Values>
      {...section}
      testId="positions"
      operations={endpoints.organization.positions}
      permission="organization.position"
      sortable={['name', 'created_at']}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name') },
        {
          key: 'cbo',
          dataIndex: 'cbo',
          title: t('positions.cbo'),
          render: (v) => v ?? '—',
        },
        { key: 'employee_count', dataIndex: 'employee_count', title: t('employees') },
      ]}
      fieldNames={['name', 'cbo']}
      valuesOf={(item) => ({ name: item?.name ?? '', cbo: item?.cbo ?? '' })}
      bodyOf={(values) => ({ name: values.name.trim(), cbo: values.cbo.trim() || null })}
      schema={positionBodySchema}
      fields={(_form, _editing, rules) => (
        <>
          <Form.Item name="name" label={t('name')} rules={rules('name')}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item
            name="cbo"
            label={t('positions.cbo')}
            extra={t('positions.cboHelp')}
            // The contract's own check: letters are an error, not an empty CBO.
            rules={rules('cbo')}
          >
            <Input inputMode="numeric" maxLength={7} />
          </Form.Item>
        </>
      )}
    />
  );
}
