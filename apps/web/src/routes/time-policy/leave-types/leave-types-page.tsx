import {
  endpoints,
  LEAVE_CATEGORIES,
  LEAVE_DOCUMENT_RULES,
  type LeaveCategory,
  type LeaveType,
  leaveTypeBodySchema,
} from '@ponteiro/shared';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { CrudScreen } from '../../../components/resource/crud-screen';
import { crudTexts, useCalendarTranslation } from '../calendar-texts';
import { SwitchField } from '../holidays/switch-field';

interface Values {
  name: string;
  code: string;
  justified: boolean;
  paid: boolean;
  affects_dsr: boolean;
  requires_document: boolean;
  max_days: number | null;
  active: boolean;
  category: LeaveCategory;
}

/**
 * The yes/no traits of a leave type, in the order the table and the form show them; each column
 * as wide as its header's longest word, so headers wrap between words.
 */
const FLAGS = [
  { field: 'justified', label: 'justified', help: 'justifiedHelp', width: 116 },
  { field: 'paid', label: 'paid', help: 'paidHelp', width: 120 },
  { field: 'affects_dsr', label: 'affectsDsr', help: 'affectsDsrHelp', width: 100 },
  {
    field: 'requires_document',
    label: 'requiresDocument',
    help: 'requiresDocumentHelp',
    width: 128,
  },
] as const;

const DOCUMENT_MB = LEAVE_DOCUMENT_RULES.maxBytes / (1024 * 1024);

/** `/time-policy/leave-setting`: the company's leave types (the usual ones come pre-made). */
export function LeaveTypesPage() {
  const { t } = useCalendarTranslation();
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <CrudScreen<LeaveType, Values>
      testId="leave-types"
      title={t('leaveTypes.title')}
      subtitle={t('leaveTypes.subtitle')}
      texts={crudTexts(t, 'leaveTypes')}
      operations={endpoints.timePolicy.leaveTypes}
      permission="settings.time_policy.leave_setting"
      sortable={['name', 'code']}
      // Fits a 1366 px screen with the menu open; long headers wrap to two lines.
      minWidth={1000}
      columns={[
        // The name takes what the others leave, cut with "…" (whole on hover).
        { key: 'name', dataIndex: 'name', title: t('leaveTypes.name'), ellipsis: true },
        { key: 'code', dataIndex: 'code', title: t('leaveTypes.code'), width: 140, ellipsis: true },
        ...FLAGS.map(({ field, label, width }) => ({
          key: field,
          title: t(`leaveTypes.${label}`),
          width,
          render: (_: unknown, item: LeaveType) => yesNo(item[field]),
        })),
        {
          key: 'max_days',
          title: t('leaveTypes.maxDays'),
          width: 96,
          render: (_: unknown, item: LeaveType) => item.max_days ?? t('leaveTypes.noLimit'),
        },
        {
          key: 'active',
          title: t('leaveTypes.active'),
          width: 80,
          render: (_: unknown, item: LeaveType) =>
            item.active ? t('leaveTypes.active') : t('leaveTypes.inactive'),
        },
      ]}
      fieldNames={[
        'name',
        'code',
        'justified',
        'paid',
        'affects_dsr',
        'requires_document',
        'max_days',
        'active',
        'category',
      ]}
      valuesOf={(item) => ({
        name: item?.name ?? '',
        code: item?.code ?? '',
        justified: item?.justified ?? true,
        paid: item?.paid ?? false,
        affects_dsr: item?.affects_dsr ?? false,
        requires_document: item?.requires_document ?? false,
        max_days: item?.max_days ?? null,
        active: item?.active ?? true,
        category: item?.category ?? 'other',
      })}
      bodyOf={(values) => ({
        ...values,
        name: values.name.trim(),
        code: values.code.trim().toUpperCase(),
        // An emptied number input gives null or undefined: both mean "no limit".
        max_days: values.max_days ?? null,
      })}
      schema={leaveTypeBodySchema}
      fields={(_form, _editing, rules) => (
        <>
          <Form.Item name="name" label={t('leaveTypes.name')} rules={rules('name')}>
            <Input autoFocus maxLength={120} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('leaveTypes.code')}
            extra={t('leaveTypes.codeHelp')}
            rules={rules('code')}
          >
            <Input maxLength={30} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Row gutter={12}>
            {FLAGS.map(({ field, label, help }) => (
              <Col span={12} key={field}>
                <SwitchField
                  name={field}
                  label={t(`leaveTypes.${label}`)}
                  extra={t(`leaveTypes.${help}`, { size: DOCUMENT_MB })}
                />
              </Col>
            ))}
          </Row>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="max_days"
                label={t('leaveTypes.maxDays')}
                extra={t('leaveTypes.maxDaysHelp')}
                rules={rules('max_days')}
              >
                <InputNumber min={1} max={730} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <SwitchField
                name="active"
                label={t('leaveTypes.active')}
                extra={t('leaveTypes.activeHelp')}
              />
            </Col>
          </Row>
          <Form.Item
            name="category"
            label={t('leaveTypes.category')}
            extra={t('leaveTypes.categoryHelp')}
            rules={rules('category')}
          >
            <Select
              options={LEAVE_CATEGORIES.map((value) => ({
                value,
                label: t(`leaveTypes.categories.${value}`),
              }))}
            />
          </Form.Item>
        </>
      )}
    />
  );
}
