import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  PAYROLL_COLUMNS_MAX,
  PAYROLL_DATE_FORMATS,
  PAYROLL_LAYOUT_FIELDS,
  PAYROLL_WIDTH_MAX,
} from '@ponteiro/shared';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { SchemaRules } from '../../../forms/schema-rules';
import { DATE_FIELDS, defaultDateFormat, type LayoutFormValues, NEW_COLUMN } from './layout-values';
import { usePayrollTranslation } from './texts';

/** One column: its field, width, alignment and padding; the text, date format or header title. */
function ColumnFields({ index, rules }: { index: number; rules: SchemaRules }) {
  const { t } = usePayrollTranslation();
  const form = Form.useFormInstance<LayoutFormValues>();
  const field = Form.useWatch(['columns', index, 'field'], form);
  const format = Form.useWatch('format', form);
  const header = Form.useWatch('header', form);
  const n = index + 1;
  const of = (label: string) => `${label} (${t('form.column', { n })})`;
  const at = (key: string) => rules(key, ['columns', index, key]);
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name={[index, 'field']} label={t('form.field')} rules={at('field')}>
          <Select
            aria-label={of(t('form.field'))}
            // Twelve fields: all of them in the list (no virtual scrolling cutting the last off).
            virtual={false}
            options={PAYROLL_LAYOUT_FIELDS.map((value) => ({
              value,
              label: t(`form.fields.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={8} md={4}>
        <Form.Item name={[index, 'width']} label={t('form.width')} rules={at('width')}>
          <InputNumber
            aria-label={of(t('form.width'))}
            min={1}
            max={PAYROLL_WIDTH_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={8} md={6}>
        <Form.Item name={[index, 'align']} label={t('form.align')}>
          <Select
            aria-label={of(t('form.align'))}
            options={(['left', 'right'] as const).map((value) => ({
              value,
              label: t(`form.aligns.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={8} md={6}>
        <Form.Item name={[index, 'pad']} label={t('form.pad')}>
          <Select
            aria-label={of(t('form.pad'))}
            options={(['space', 'zero'] as const).map((value) => ({
              value,
              label: t(`form.pads.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      {field === 'constant' ? (
        <Col xs={24} md={12}>
          <Form.Item name={[index, 'value']} label={t('form.value')} rules={at('value')}>
            <Input aria-label={of(t('form.value'))} maxLength={PAYROLL_WIDTH_MAX} />
          </Form.Item>
        </Col>
      ) : null}
      {field && DATE_FIELDS.includes(field) ? (
        <Col xs={24} md={12}>
          <Form.Item name={[index, 'date_format']} label={t('form.dateFormat')}>
            <Select
              aria-label={of(t('form.dateFormat'))}
              allowClear
              placeholder={t('form.defaultDate', { format: defaultDateFormat(field) })}
              options={PAYROLL_DATE_FORMATS.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </Col>
      ) : null}
      {format === 'csv' && header ? (
        <Col xs={24} md={12}>
          <Form.Item name={[index, 'label']} label={t('form.label')} rules={at('label')}>
            <Input aria-label={of(t('form.label'))} maxLength={50} placeholder={field} />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}

/** The layout's columns (1 to 30), in file order: add, remove, move up and down. */
export function ColumnsEditor({ rules }: { rules: SchemaRules }) {
  const { t } = usePayrollTranslation();
  return (
    <Form.List name="columns">
      {(fields, { add, remove, move }) => (
        <div className="payroll-columns" data-testid="columns-editor">
          {fields.map((item, index) => {
            const n = index + 1;
            return (
              <Card
                key={item.key}
                size="small"
                data-testid={`column-${n}`}
                title={t('form.column', { n })}
                extra={
                  <Space size={4}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined aria-hidden="true" />}
                      aria-label={t('form.moveUp', { n })}
                      title={t('form.moveUp', { n })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined aria-hidden="true" />}
                      aria-label={t('form.moveDown', { n })}
                      title={t('form.moveDown', { n })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden="true" />}
                      aria-label={t('form.removeColumn', { n })}
                      title={t('form.removeColumn', { n })}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    />
                  </Space>
                }
              >
                <ColumnFields index={item.name} rules={rules} />
              </Card>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={fields.length >= PAYROLL_COLUMNS_MAX}
            onClick={() => add({ ...NEW_COLUMN })}
            block
          >
            {t('form.addColumn')}
          </Button>
          {fields.length >= PAYROLL_COLUMNS_MAX ? (
            <p className="cell-muted">{t('form.maxColumns', { max: PAYROLL_COLUMNS_MAX })}</p>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
