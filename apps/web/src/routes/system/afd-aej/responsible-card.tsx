import { endpoints, registerSettingsBodySchema } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { SETTINGS_KEY } from './settings-query';
import { useAfdAejTranslation } from './texts';

interface Values {
  responsible_cpf: string;
}

/** The settings' body: an empty field clears the responsible person. */
function bodyOf(values: Values) {
  const cpf = (values.responsible_cpf ?? '').trim();
  return { responsible_cpf: cpf === '' ? null : cpf };
}

/** Typing mask: the digits grouped as 000.000.000-00 (anything else dropped). */
export function maskCpf(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** "Responsável pelo REP-P": the CPF the AFD names for records made by users who are not employees. */
export function ResponsibleCard({ cpf }: { cpf: string | null }) {
  const { t } = useAfdAejTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  // Checked with the API's own schema (CPF digits and check digits; empty is allowed).
  const rules = schemaRules(registerSettingsBodySchema, bodyOf);

  const save = useMutation({
    mutationFn: (values: Values) =>
      callOperation(endpoints.afdExport.updateSettings, { body: bodyOf(values) }, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      form.setFieldsValue({ responsible_cpf: maskCpf(saved.responsible_cpf) });
      setDirty(false);
      toast.success(t(saved.responsible_cpf ? 'responsible.saved' : 'responsible.cleared'));
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['responsible_cpf'])),
  });

  return (
    <section
      className="page-card"
      aria-labelledby="afd-aej-responsible-title"
      data-testid="afd-aej-responsible"
    >
      <h2 id="afd-aej-responsible-title" className="page-card__title">
        {t('responsible.title')}
      </h2>
      <p className="page-subtitle">{t('responsible.explanation')}</p>
      <FormAlert message={error} />
      <Form<Values>
        form={form}
        name="afd-aej-responsible"
        layout="vertical"
        requiredMark={false}
        initialValues={{ responsible_cpf: maskCpf(cpf) }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item
          name="responsible_cpf"
          label={t('responsible.cpf')}
          rules={rules('responsible_cpf')}
          normalize={(value: string) => maskCpf(value)}
          validateDebounce={200}
        >
          <Input
            inputMode="numeric"
            placeholder="000.000.000-00"
            maxLength={14}
            allowClear
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
          {t('responsible.save')}
        </Button>
      </Form>
    </section>
  );
}
