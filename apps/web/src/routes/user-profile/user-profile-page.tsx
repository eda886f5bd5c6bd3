import {
  COUNTRY_CODES,
  DEFAULT_DIAL_CODE,
  type DialCode,
  endpoints,
  formatPhone,
  LANGUAGES,
  type Language,
  normalizePhone,
  profileUpdateBodySchema,
  type Session,
  UPLOAD_RULES,
  type UserDto,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { ImageUpload } from '../../components/image-upload';
import { PasswordChangeCard } from '../../components/password-change-card';
import { toast } from '../../feedback/toast';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { SESSION_QUERY_KEY, useSession } from '../../session/session-query';
import { useProfilesTranslation } from './texts';

interface Values {
  name: string;
  country_code: DialCode;
  phone: string;
  language: Language;
}

const FIELDS = ['name', 'phone', 'country_code', 'language'];

function valuesOf(user: UserDto): Values {
  return {
    name: user.name,
    // The API stores only dial codes it accepts (profileUpdateBodySchema).
    country_code: (user.country_code as DialCode | null) ?? DEFAULT_DIAL_CODE,
    phone: user.phone ? formatPhone(user.phone, user.country_code) : '',
    language: (LANGUAGES as readonly string[]).includes(user.language)
      ? (user.language as Language)
      : 'pt',
  };
}

/** The profile's body (PUT auth/users/profile/): a phone needs its dial code, none clears both. */
function bodyOf(values: Values) {
  const phone = values.phone ? normalizePhone(values.phone) : '';
  return {
    name: values.name.trim(),
    phone: phone || null,
    country_code: phone ? values.country_code : null,
    language: values.language,
  };
}

/** Each field checked with the API's own schema (the phone against the chosen dial code). */
const rules = schemaRules(profileUpdateBodySchema, bodyOf);

function PersonalCard({ user, editable }: { user: UserDto; editable: boolean }) {
  const { t } = useProfilesTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { language, setLanguage } = useLanguage();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);

  const save = useMutation({
    mutationFn: (values: Values) =>
      callOperation(endpoints.profile.update, { body: bodyOf(values) }, { silent: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
        session ? { ...session, user: saved } : session,
      );
      if (saved.language !== language) await setLanguage(saved.language as Language);
      form.resetFields();
      setDirty(false);
      toast.success(t('user.saved'));
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  return (
    <section className="page-card" aria-labelledby="personal-title">
      <h2 id="personal-title" className="page-card__title">
        {t('user.personal')}
      </h2>
      {editable ? null : <FormAlert kind="info" message={t('user.readOnly')} />}
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
        <Form.Item label={t('user.email')} htmlFor="user-profile-email" extra={t('user.emailHelp')}>
          <Input id="user-profile-email" value={user.email} disabled />
        </Form.Item>
        <Form.Item name="name" label={t('auth.name')} rules={rules('name')}>
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
            <Form.Item name="phone" noStyle dependencies={['country_code']} rules={rules('phone')}>
              <Input aria-label={t('auth.phone')} type="tel" autoComplete="tel-national" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="language" label={t('user.language')}>
          <Select
            aria-label={t('user.language')}
            options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
          />
        </Form.Item>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
            {t('user.save')}
          </Button>
        ) : null}
      </Form>
    </section>
  );
}

function PhotoCard({ user, editable }: { user: UserDto; editable: boolean }) {
  const { t } = useProfilesTranslation();
  const queryClient = useQueryClient();
  const store = (saved: UserDto) =>
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
      session ? { ...session, user: saved } : session,
    );
  return (
    <section className="page-card" aria-labelledby="photo-title">
      <h2 id="photo-title" className="page-card__title">
        {t('user.photo')}
      </h2>
      <ImageUpload
        testId="user-photo"
        label={t('user.photo')}
        disabled={!editable}
        imageUrl={user.photo_url}
        maxBytes={UPLOAD_RULES.profileImage.maxBytes}
        upload={async (file) => {
          store(await callOperation(endpoints.profile.setPhoto, { file }, { silent: true }));
        }}
        remove={async () =>
          store(await callOperation(endpoints.profile.deletePhoto, undefined, { silent: true }))
        }
      />
    </section>
  );
}

/** `/user-profile`: name, phone, language, photo and password of the signed-in user. */
export function UserProfilePage() {
  const { t } = useProfilesTranslation();
  const session = useSession();
  const user = session.data?.user;
  // Inside a company the role needs user_profile.edit (the API checks it); someone in no company
  // edits their own account.
  const editable =
    !session.data?.companyId || session.data.permissions.includes('user_profile.edit');
  return (
    <div className="page-stack" data-testid="user-profile">
      <h1 className="page-title">{t('user.title')}</h1>
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
        submit={(body) => callOperation(endpoints.auth.updatePassword, { body }, { silent: true })}
      />
    </div>
  );
}
