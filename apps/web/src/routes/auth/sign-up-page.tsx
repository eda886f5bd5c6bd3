import {
  authEndpoints,
  COUNTRY_CODES,
  DEFAULT_DIAL_CODE,
  type DialCode,
  normalizeNameLike,
  normalizePhone,
  signUpBodySchema,
} from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { currentLanguage } from '../../i18n';
import { signIn } from '../../session/auth-actions';
import { pathAfterSignIn, withNext } from '../../session/redirect';
import { AuthHeader, useNextPath, useSignedInRedirect } from './auth-kit';
import { invitationEmail } from './invitation-email';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  country_code: DialCode;
  phone?: string;
}

const FIELDS = ['name', 'email', 'password', 'phone', 'country_code'];

/** The account's body (POST auth/users/): a phone goes with its dial code, or neither goes. */
function bodyOf(values: SignUpValues) {
  const phone = values.phone ? normalizePhone(values.phone) : '';
  return {
    name: normalizeNameLike(values.name ?? ''),
    email: (values.email ?? '').trim().toLowerCase(),
    password: values.password ?? '',
    ...(phone ? { phone, country_code: values.country_code } : {}),
  };
}

/** Each field checked with the API's own schema (the phone against the chosen dial code). */
const rules = schemaRules(signUpBodySchema, bodyOf);

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
    try {
      await callOperation(
        authEndpoints.signUp,
        { body: bodyOf(values) },
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
        <Form.Item name="name" label={t('auth.name')} rules={rules('name')}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item name="email" label={t('auth.email')} rules={rules('email')}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={rules('password')}
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
            <Form.Item name="phone" noStyle dependencies={['country_code']} rules={rules('phone')}>
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
