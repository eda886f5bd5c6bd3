import { isCboInput, type Position } from '@ponteiro/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/resource/crud-screen';
import { lengthRule } from '../../forms/rules';
import { useSectionTexts } from './use-texts';

interface Values {
  name: string;
  cbo: string;
}

/** `/organization/position`: cargos with their CBO code. */
export function PositionsPage() {
  const { t } = useTranslation();
  const section = useSectionTexts('positions');
  return (
    <CrudScreen<Position, Values>
      {...section}
      testId="positions"
      resource="organization/positions/"
      permission="organization.position"
      sortable={['name', 'created_at']}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('organization.name') },
        {
          key: 'cbo',
          dataIndex: 'cbo',
          title: t('organization.positions.cbo'),
          render: (v) => v ?? '—',
        },
        { key: 'employee_count', dataIndex: 'employee_count', title: t('organization.employees') },
      ]}
      fieldNames={['name', 'cbo']}
      valuesOf={(item) => ({ name: item?.name ?? '', cbo: item?.cbo ?? '' })}
      bodyOf={(values) => ({ name: values.name.trim(), cbo: values.cbo.trim() || null })}
      fields={() => (
        <>
          <Form.Item name="name" label={t('organization.name')} rules={[lengthRule(t, 1, 120)]}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item
            name="cbo"
            label={t('organization.positions.cbo')}
            extra={t('organization.positions.cboHelp')}
            rules={[
              {
                // The contract's own check: letters are an error, not an empty CBO.
                validator: (_r: unknown, v: unknown) =>
                  typeof v !== 'string' || isCboInput(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('validation.cbo'))),
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={7} />
          </Form.Item>
        </>
      )}
    />
  );
}
