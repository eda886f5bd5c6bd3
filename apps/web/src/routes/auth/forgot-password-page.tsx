import { authEndpoints, forgotPasswordBodySchema } from '@ponteiro/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { AuthHeader } from './auth-kit';

const bodyOf = ({ email }: { email?: string }) => ({ email: (email ?? '').trim().toLowerCase() });
/** The field checked with the API's own schema. */
const rules = schemaRules(forgotPasswordBodySchema, bodyOf);

/** `/forgot-password`: always the same answer, whether the account exists or not. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  const onFinish = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await callOperation(
        authEndpoints.forgotPassword,
        { body: bodyOf({ email }) },
        { silent: true, skipAuthRefresh: true },
      );
      setSent(true);
    } catch (caught) {
      // Only a malformed address or no connection is worth telling apart.
      if (isApiError(caught) && caught.kind === 'http' && caught.status !== 400) setSent(true);
      else setError(applyServerErrors(form, caught, ['email']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-screen" data-testid="forgot-password-screen">
      <AuthHeader title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <FormAlert message={error} />
      {sent ? (
        <FormAlert kind="success" message={t('auth.forgot.sent')} />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} name="forgot">
          <Form.Item name="email" label={t('auth.email')} rules={rules('email')}>
            <Input type="email" autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.forgot.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-screen__footer">
        <Link to="/signin">{t('auth.backToSignIn')}</Link>
      </p>
    </div>
  );
}
