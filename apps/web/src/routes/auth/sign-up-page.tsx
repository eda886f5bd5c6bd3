import {
  COUNTRY_CODES,
  DEFAULT_DIAL_CODE,
  normalizeNameLike,
  normalizePhone,
} from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { emailRule, nameRule, newPasswordRule, phoneRule } from '../../forms/rules';
import { applyServerErrors } from '../../forms/server-errors';
import { currentLanguage } from '../../i18n';
import { signIn } from '../../session/auth-actions';
import { pathAfterSignIn, withNext } from '../../session/redirect';
import { AuthHeader, FormAlert, useNextPath, useSignedInRedirect } from './auth-kit';
import { invitationEmail } from './invitation-email';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  country_code: string;
  phone?: string;
}

const FIELDS = ['name', 'email', 'password', 'phone', 'country_code'];

/** `/signup`: the account; then signed in and on to the company registration. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignUpValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = useNextPath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const redirect = useSignedInRedirect(next);
  if (redirect) return redirect;
  const language = currentLanguage();

  const onFinish = async (values: SignUpValues) => {
    setBusy(true);
    setError(undefined);
    const phone = values.phone ? normalizePhone(values.phone) : '';
    try {
      await api.post(
        'auth/users/sign_up/',
        {
          name: normalizeNameLike(values.name),
          email: values.email.trim().toLowerCase(),
          password: values.password,
          ...(phone ? { phone, country_code: values.country_code } : {}),
        },
        { silent: true, skipAuthRefresh: true },
      );
      const outcome = await signIn(values.email, values.password, queryClient);
      navigate(pathAfterSignIn(outcome.kind, next), { replace: true });
    } catch (caught) {
      setBusy(false);
      setError(applyServerErrors(form, caught, FIELDS));
    }
  };

  return (
    <div className="auth-screen" data-testid="signup-screen">
      <AuthHeader title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} />
      <FormAlert message={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        name="signup"
        initialValues={{ country_code: DEFAULT_DIAL_CODE, email: invitationEmail(next) }}
      >
        <Form.Item name="name" label={t('auth.name')} rules={[nameRule(t)]}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item name="email" label={t('auth.email')} rules={[emailRule(t)]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[newPasswordRule(t)]}
          extra={t('auth.passwordRule')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('auth.phone')} required={false}>
          <Space.Compact block>
            <Form.Item name="country_code" noStyle>
              <Select
                aria-label={t('auth.countryCode')}
                style={{ width: 140 }}
                options={COUNTRY_CODES.map((country) => ({
                  value: country.dialCode,
                  label: `${country.dialCode} ${country.name[language]}`,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="phone"
              noStyle
              dependencies={['country_code']}
              rules={[phoneRule(t, () => form.getFieldValue('country_code'))]}
            >
              <Input aria-label={t('auth.phone')} type="tel" autoComplete="tel-national" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.signUp.submit')}
        </Button>
      </Form>
      <p className="auth-screen__footer">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={withNext('/signin', next)}>{t('auth.signUp.signIn')}</Link>
      </p>
    </div>
  );
}
