import {
  COUNTRY_CODES,
  DEFAULT_DIAL_CODE,
  LANGUAGES,
  type Language,
  normalizePhone,
  type Session,
  UPLOAD_RULES,
  type UserDto,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { ImageUpload } from '../../components/image-upload';
import { PasswordChangeCard } from '../../components/password-change-card';
import { toast } from '../../feedback/toast';
import { nameRule, phoneRule } from '../../forms/rules';
import { applyServerErrors } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { SESSION_QUERY_KEY, useSession } from '../../session/session-query';
import { FormAlert } from '../auth/auth-kit';

interface Values {
  name: string;
  country_code: string;
  phone: string;
  language: Language;
}

const FIELDS = ['name', 'phone', 'country_code', 'language'];

function valuesOf(user: UserDto): Values {
  return {
    name: user.name,
    country_code: user.country_code ?? DEFAULT_DIAL_CODE,
    phone: user.phone ?? '',
    language: (LANGUAGES as readonly string[]).includes(user.language)
      ? (user.language as Language)
      : 'pt',
  };
}

function PersonalCard({ user, editable }: { user: UserDto; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { language, setLanguage } = useLanguage();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const phone = values.phone ? normalizePhone(values.phone) : '';
      return api.put<UserDto>(
        'auth/users/profile/',
        {
          name: values.name.trim(),
          phone: phone || null,
          country_code: phone ? values.country_code : null,
          language: values.language,
        },
        { silent: true },
      );
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
        session ? { ...session, user: saved } : session,
      );
      if (saved.language !== language) await setLanguage(saved.language as Language);
      form.resetFields();
      setDirty(false);
      toast.success(t('profiles.user.saved'));
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  return (
    <section className="page-card" aria-labelledby="personal-title">
      <h2 id="personal-title" className="page-card__title">
        {t('profiles.user.personal')}
      </h2>
      {editable ? null : <FormAlert kind="info" message={t('profiles.user.readOnly')} />}
      <FormAlert message={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        name="user-profile"
        disabled={!editable}
        initialValues={valuesOf(user)}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
        className="form-narrow"
      >
        {/* Not a form field (no name), so the label is tied to the input by hand. */}
        <Form.Item
          label={t('profiles.user.email')}
          htmlFor="user-profile-email"
          extra={t('profiles.user.emailHelp')}
        >
          <Input id="user-profile-email" value={user.email} disabled />
        </Form.Item>
        <Form.Item name="name" label={t('auth.name')} rules={[nameRule(t)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('auth.phone')}>
          <Space.Compact block>
            <Form.Item name="country_code" noStyle>
              <Select
                aria-label={t('auth.countryCode')}
                style={{ width: 160 }}
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
        <Form.Item name="language" label={t('profiles.user.language')}>
          <Select
            aria-label={t('profiles.user.language')}
            options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
          />
        </Form.Item>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
            {t('profiles.user.save')}
          </Button>
        ) : null}
      </Form>
    </section>
  );
}

function PhotoCard({ user, editable }: { user: UserDto; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = (saved: UserDto) =>
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
      session ? { ...session, user: saved } : session,
    );
  return (
    <section className="page-card" aria-labelledby="photo-title">
      <h2 id="photo-title" className="page-card__title">
        {t('profiles.user.photo')}
      </h2>
      <ImageUpload
        testId="user-photo"
        label={t('profiles.user.photo')}
        disabled={!editable}
        imageUrl={user.photo_url}
        maxBytes={UPLOAD_RULES.profileImage.maxBytes}
        upload={async (file) => {
          const body = new FormData();
          body.append('file', file);
          store(await api.put<UserDto>('auth/users/photo/', body, { silent: true }));
        }}
        remove={async () => store(await api.delete<UserDto>('auth/users/photo/', { silent: true }))}
      />
    </section>
  );
}

/** `/user-profile`: name, phone, language, photo and password of the signed-in user. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user;
  // Inside a company the role needs user_profile.edit (the API checks it); someone in no company
  // edits their own account.
  const editable =
    !session.data?.companyId || session.data.permissions.includes('user_profile.edit');
  return (
    <div className="page-stack" data-testid="user-profile">
      <h1 className="page-title">{t('profiles.user.title')}</h1>
      {user ? (
        <>
          {/* Keyed by the saved values, so the form starts again from them after a save. */}
          <PersonalCard
            key={`${user.name}|${user.phone}|${user.language}`}
            user={user}
            editable={editable}
          />
          <PhotoCard user={user} editable={editable} />
        </>
      ) : (
        <section className="page-card">
          <Skeleton active />
        </section>
      )}
      <PasswordChangeCard
        submit={(body) => api.put('auth/users/update_password/', body, { silent: true })}
      />
    </div>
  );
}
