import { Form, Switch } from 'antd';

/** A yes/no form field: a switch under its label, with a line saying what "yes" means. */
export function SwitchField(props: { name: string; label: string; extra?: string }) {
  return (
    <Form.Item name={props.name} label={props.label} extra={props.extra} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}
