import { type PayrollLayout, payrollLayoutBodySchema } from '@ponteiro/shared';
import { Button, Col, Drawer, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { placeServerErrors } from '../../workflow/server-errors';
import { ColumnsEditor } from './columns-editor';
import { LayoutPreview } from './layout-preview';
import { type LayoutFormValues, layoutBodyOf, layoutValuesOf } from './layout-values';
import { useSaveLayout } from './queries';
import { usePayrollTranslation } from './texts';

const SEPARATOR_NAMES = { ';': 'semicolon', ',': 'comma', tab: 'tab' } as const;

/** A field of the API's errors (`name`, `columns.2.width`) as the form names it. */
const fieldOf = (path: (string | number)[]) =>
  path.length === 0 ? undefined : (path as (string | number)[]);

/**
 * Create or edit a payroll layout in a drawer: name, format, encoding, line ending, how hours
 * are written, the CSV separator and header, the columns, and a preview line that follows every
 * change.
 */
export function LayoutDrawer({
  layout,
  onClose,
}: {
  layout: PayrollLayout | null;
  onClose: () => void;
}) {
  const { t } = usePayrollTranslation();
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<LayoutFormValues>();
  const [initial] = useState(() => layoutValuesOf(layout));
  const [error, setError] = useState<string>();
  const save = useSaveLayout(layout);
  const format = Form.useWatch('format', form) ?? initial.format;
  const hours = Form.useWatch('hours_format', form) ?? initial.hours_format;
  const rules = schemaRules<LayoutFormValues>(payrollLayoutBodySchema, layoutBodyOf);
  const options = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    keys.map((value) => ({ value, label: label(value) }));

  return (
    <Drawer
      open
      size="min(820px, 100vw)"
      title={layout ? t('form.edit', { name: layout.name }) : t('form.create')}
      onClose={onClose}
    >
      <div data-testid="layout-form">
        <FormAlert message={error} />
        <Form<LayoutFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initial}
          scrollToFirstError
          disabled={save.isPending}
          onFinish={() => {
            setError(undefined);
            const values: LayoutFormValues = form.getFieldsValue(true);
            save.mutate(layoutBodyOf(values), {
              onSuccess: (saved) => {
                toast.success(t(layout ? 'form.saved' : 'form.created', { name: saved.name }));
                onClose();
              },
              onError: (caught) => setError(placeServerErrors(form, caught, fieldOf)),
            });
          }}
          onFinishFailed={() => setError(t('form.fixErrors'))}
        >
          <Row gutter={12}>
            <Col xs={24} md={14}>
              <Form.Item name="name" label={t('form.name')} rules={rules('name')}>
                <Input autoFocus maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="format" label={t('form.format')}>
                <Select
                  options={options(['fixed', 'csv'] as const, (v) => t(`layouts.formats.${v}`))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="encoding"
                label={t('form.encoding')}
                tooltip={t('form.encodingHelp')}
              >
                <Select
                  options={options(['utf-8', 'latin1'] as const, (v) =>
                    t(`layouts.encodings.${v}`),
                  )}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="line_ending" label={t('form.lineEnding')}>
                <Select
                  options={options(['crlf', 'lf'] as const, (v) => t(`form.lineEndings.${v}`))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="hours_format" label={t('form.hoursFormat')}>
                <Select
                  options={options(['hhmm', 'decimal'] as const, (v) =>
                    t(`form.hoursFormats.${v}`),
                  )}
                />
              </Form.Item>
            </Col>
            {hours === 'decimal' ? (
              <Col xs={24} md={8}>
                <Form.Item name="decimal_separator" label={t('form.decimalSeparator')}>
                  <Select
                    options={options([',', '.'] as const, (v) =>
                      t(`form.decimalSeparators.${v === ',' ? 'comma' : 'dot'}`),
                    )}
                  />
                </Form.Item>
              </Col>
            ) : null}
            {format === 'csv' ? (
              <>
                <Col xs={24} md={8}>
                  <Form.Item name="separator" label={t('form.separator')}>
                    <Select
                      options={options([';', ',', 'tab'] as const, (v) =>
                        t(`form.separators.${SEPARATOR_NAMES[v]}`),
                      )}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="header" label={t('form.header')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              </>
            ) : null}
          </Row>
          <fieldset className="form-section">
            <legend>{t('form.columns')}</legend>
            <p className="cell-muted">{t('form.columnsHelp')}</p>
            <ColumnsEditor rules={rules} />
          </fieldset>
          <LayoutPreview />
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {tc('crud.save')}
            </Button>
            <Button onClick={onClose}>{tc('crud.cancel')}</Button>
          </Space>
        </Form>
      </div>
    </Drawer>
  );
}
