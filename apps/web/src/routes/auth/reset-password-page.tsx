import { authEndpoints, resetPasswordBodySchema } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { sameAsRule } from '../../forms/rules';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { AuthHeader } from './auth-kit';

interface ResetValues {
  password: string;
  confirm: string;
}

/** The new password checked with the API's own schema (the confirmation is the screen's). */
const rules = schemaRules(resetPasswordBodySchema, ({ password }: ResetValues) => ({ password }));

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert message={t('auth.reset.invalid')} />
      <p className="auth-screen__footer">
        <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
      </p>
    </>
  );
}

/** `/reset-password?token=…`: checks the link, then asks for the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const check = useQuery({
    queryKey: queryKeyOf(authEndpoints.checkResetToken, { query: { token } }),
    queryFn: () =>
      callOperation(
        authEndpoints.checkResetToken,
        { query: { token } },
        { silent: true, skipAuthRefresh: true },
      ),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const onFinish = async ({ password }: ResetValues) => {
    setBusy(true);
    setError(undefined);
    try {
      await callOperation(
        authEndpoints.resetPassword,
        { query: { token }, body: { password } },
        { silent: true, skipAuthRefresh: true },
      );
      setDone(true);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'invalid_token') setError(t('auth.reset.invalid'));
      else setError(applyServerErrors(form, caught, ['password']));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (token === '') return <InvalidLink />;
    if (check.isPending) {
      return (
        <div className="auth-screen__center" role="status">
          <Spin /> {t('auth.reset.checking')}
        </div>
      );
    }
    if (check.isError) {
      const error = check.error;
      if (isApiError(error) && error.kind !== 'http') {
        return (
          <FormAlert
            message={
              <>
                {error.message}{' '}
                <Button type="link" onClick={() => void check.refetch()}>
                  {t('session.retry')}
                </Button>
              </>
            }
          />
        );
      }
      return <InvalidLink />;
    }
    if (done) {
      return (
        <>
          <FormAlert kind="success" message={t('auth.reset.done')} />
          <p className="auth-screen__footer">
            <Link to="/signin">{t('auth.backToSignIn')}</Link>
          </p>
        </>
      );
    }
    return (
      <>
        <FormAlert message={error} />
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} name="reset">
          <Form.Item
            name="password"
            label={t('auth.reset.newPassword')}
            rules={rules('password')}
            extra={t('auth.passwordRule')}
          >
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={[sameAsRule(t, () => form.getFieldValue('password'))]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.reset.submit')}
          </Button>
        </Form>
      </>
    );
  };

  return (
    <div className="auth-screen" data-testid="reset-password-screen">
      <AuthHeader title={t('auth.reset.title')} />
      {body()}
    </div>
  );
}
