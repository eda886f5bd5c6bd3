import { treatmentReasonBodySchema } from '@ponteiro/shared';
import { Form, type FormInstance, Input } from 'antd';
import { schemaRules } from '../../forms/schema-rules';

export interface ReasonValues {
  reason: string;
}

const rules = schemaRules(treatmentReasonBodySchema, (values: ReasonValues) => ({
  reason: values.reason ?? '',
}));

/**
 * The reason a treatment or a decision keeps (required, ≥ 3 characters, the contract's rule): one
 * field, focused, submitted by the dialog's OK.
 */
export function ReasonForm({
  form,
  name,
  label,
  help,
  onFinish,
}: {
  form: FormInstance<ReasonValues>;
  name: string;
  label: string;
  help: string;
  onFinish: (values: ReasonValues) => void;
}) {
  return (
    <Form<ReasonValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={{ reason: '' }}
      onFinish={onFinish}
    >
      <Form.Item name="reason" label={label} extra={help} rules={rules('reason')}>
        <Input.TextArea rows={3} maxLength={500} autoFocus />
      </Form.Item>
    </Form>
  );
}
