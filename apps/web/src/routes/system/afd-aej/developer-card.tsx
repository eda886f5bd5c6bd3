import {
  endpoints,
  formatCnpj,
  formatCpf,
  type RegisterDeveloper,
  registerSettingsBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { SETTINGS_KEY } from './settings-query';
import { useAfdAejTranslation } from './texts';

interface Values {
  document: string;
  name: string;
  email: string;
}
const FIELDS = ['document', 'name', 'email'] as const;

/** The body's `developer` part: only this card's fields, so the responsible CPF is kept. */
const bodyOf = (values: Partial<Values>) => ({
  developer: {
    document: values.document ?? '',
    name: values.name ?? '',
    email: values.email ?? '',
  },
});

/** A CPF (11 digits) or a CNPJ, with its mask. */
export function formatDeveloperDocument(document: string): string {
  return document.length === 11 ? formatCpf(document) : formatCnpj(document);
}

const valuesOf = (developer: RegisterDeveloper): Values => ({
  document: formatDeveloperDocument(developer.document),
  name: developer.name,
  email: developer.email,
});

/**
 * "Desenvolvedor do programa (AEJ registro 08)": who the AEJ names as the developer of the
 * treatment program. The company's own when it set one (e.g. a reseller), else the installation's;
 * "Voltar ao padrão" drops the company's.
 */
export function DeveloperCard({ developer }: { developer: RegisterDeveloper }) {
  const { t } = useAfdAejTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const rules = schemaRules(registerSettingsBodySchema, bodyOf);

  const save = useMutation({
    mutationFn: (developer: Values | null) =>
      callOperation(
        endpoints.afdExport.updateSettings,
        { body: { developer: developer ? bodyOf(developer).developer : null } },
        { silent: true },
      ),
    onSuccess: (saved, sent) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      form.setFieldsValue(valuesOf(saved.developer));
      setDirty(false);
      toast.success(t(sent ? 'developer.saved' : 'developer.restored'));
    },
    onError: (caught) => {
      // The API names the fields inside the body (`developer.email`); the form's are bare.
      const prefix = 'developer.';
      const ours = isApiError(caught)
        ? Object.entries(caught.fieldErrors).flatMap(([name, errors]) => {
            const field = FIELDS.find((f) => name === `${prefix}${f}`);
            return field ? [{ name: field, errors }] : [];
          })
        : [];
      if (ours.length > 0) {
        form.setFields(ours);
        setError(undefined);
        return;
      }
      setError(applyServerErrors(form, caught, FIELDS));
    },
  });

  return (
    <section
      className="page-card"
      aria-labelledby="afd-aej-developer-title"
      data-testid="afd-aej-developer"
    >
      <h2 id="afd-aej-developer-title" className="page-card__title">
        {t('developer.title')}{' '}
        <Tag color={developer.custom ? 'blue' : 'default'}>
          {t(developer.custom ? 'developer.custom' : 'developer.default')}
        </Tag>
      </h2>
      <p className="page-subtitle">{t('developer.explanation')}</p>
      <FormAlert message={error} />
      <Form<Values>
        form={form}
        name="afd-aej-developer"
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(developer)}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item
          name="document"
          label={t('developer.document')}
          extra={t('developer.documentHint')}
          rules={rules('document', ['developer', 'document'])}
          validateDebounce={200}
        >
          <Input style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('developer.name')}
          rules={rules('name', ['developer', 'name'])}
          validateDebounce={200}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('developer.email')}
          extra={t('developer.emailHint')}
          rules={rules('email', ['developer', 'email'])}
          validateDebounce={200}
        >
          <Input type="email" maxLength={50} style={{ maxWidth: 360 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
            {t('developer.save')}
          </Button>
          {developer.custom ? (
            <Popconfirm
              title={t('developer.restoreConfirm')}
              okText={t('developer.restore')}
              cancelText={t('certificate.cancel')}
              onConfirm={() => {
                setError(undefined);
                save.mutate(null);
              }}
            >
              <Button disabled={save.isPending}>{t('developer.restore')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Form>
    </section>
  );
}
