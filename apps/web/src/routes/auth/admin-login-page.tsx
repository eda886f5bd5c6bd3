import { adminLoginBodySchema } from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { FormAlert } from '../../components/form-alert';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { adminSignIn } from '../../session/admin-auth';
import { readAdminSession } from '../../session/storage';
import { AuthHeader } from './auth-kit';

interface AdminValues {
  username: string;
  password: string;
}

/** Both fields checked with the API's own schema. */
const rules = schemaRules(adminLoginBodySchema, (values: AdminValues) => ({
  username: (values.username ?? '').trim(),
  password: values.password ?? '',
}));

/** `/admin-login`: the platform team's sign-in (a separate session from the company one). */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [signedIn] = useState(() => readAdminSession() !== undefined);
  if (signedIn) return <Navigate to="/admin/dashboard" replace />;

  const onFinish = async ({ username, password }: AdminValues) => {
    setBusy(true);
    setError(undefined);
    try {
      await adminSignIn(username, password);
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate('/admin/dashboard', { replace: true });
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.status === 429) setError(t('auth.signIn.rateLimited'));
      else setError(applyServerErrors(form, caught, ['username', 'password']));
    }
  };

  return (
    <div className="auth-screen" data-testid="admin-login-screen">
      <AuthHeader title={t('auth.admin.title')} subtitle={t('auth.admin.subtitle')} />
      <FormAlert message={error} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} name="admin">
        <Form.Item name="username" label={t('auth.admin.username')} rules={rules('username')}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={rules('password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.admin.submit')}
        </Button>
      </Form>
    </div>
  );
}
