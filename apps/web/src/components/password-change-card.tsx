import { updatePasswordBodySchema } from '@ponteiro/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback/toast';
import { sameAsRule } from '../forms/rules';
import { schemaRules } from '../forms/schema-rules';
import { applyServerErrors } from '../forms/server-errors';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

export interface PasswordChangeBody {
  current_password: string;
  new_password: string;
}

function bodyOf(values: PasswordValues): PasswordChangeBody {
  return { current_password: values.current_password, new_password: values.new_password };
}

/** The API's schema (company users and administrators change passwords with the same body). */
const rules = schemaRules(updatePasswordBodySchema, bodyOf);

/** The "change password" card (company profile and admin security share it). */
export function PasswordChangeCard({
  submit,
  title,
}: {
  submit: (body: PasswordChangeBody) => Promise<unknown>;
  title?: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const heading = title ?? t('auth.changePassword.title');

  const onFinish = async (values: PasswordValues) => {
    setBusy(true);
    setError(undefined);
    try {
      await submit(bodyOf(values));
      form.resetFields();
      toast.success(t('auth.changePassword.done'));
    } catch (caught) {
      setError(applyServerErrors(form, caught, ['current_password', 'new_password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card password-card" aria-labelledby="password-card-title">
      <h2 id="password-card-title" className="password-card__title">
        {heading}
      </h2>
      {error ? (
        <div className="form-alert form-alert--error" role="alert">
          {error}
        </div>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        name="password-change"
        className="password-card__form"
      >
        <Form.Item
          name="current_password"
          label={t('auth.changePassword.current')}
          rules={rules('current_password')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('auth.changePassword.new')}
          rules={rules('new_password')}
          extra={t('auth.passwordRule')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth.confirmPassword')}
          dependencies={['new_password']}
          rules={[sameAsRule(t, () => form.getFieldValue('new_password'))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('auth.changePassword.submit')}
        </Button>
      </Form>
    </section>
  );
}
