import {
  BRAZIL_TIMEZONES,
  companiesEndpoints,
  companyCreateBodySchema,
  DEFAULT_TIMEZONE,
  type EmployerType,
  normalizeCnpj,
} from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { formatEmployerId } from '../../forms/employer-id';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { selectCompany } from '../../session/auth-actions';
import { AuthHeader, RequireSignedIn } from './auth-kit';

interface CompanyValues {
  employer_type: EmployerType;
  employer_id: string;
  legal_name: string;
  trade_name?: string;
  timezone: string;
}

const FIELDS = ['employer_type', 'employer_id', 'legal_name', 'trade_name', 'timezone'];

/** The company's body (POST companies/). */
function bodyOf(values: CompanyValues) {
  return {
    employer_type: values.employer_type,
    employer_id: normalizeCnpj(values.employer_id ?? ''),
    legal_name: (values.legal_name ?? '').trim(),
    trade_name: values.trade_name?.trim() || undefined,
    timezone: values.timezone,
  };
}

/** Each field checked with the API's own schema (the document against the chosen type). */
const rules = schemaRules(companyCreateBodySchema, bodyOf);

function CreateCompanyForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const type = Form.useWatch('employer_type', form) ?? 'cnpj';

  const onFinish = async (values: CompanyValues) => {
    setBusy(true);
    setError(undefined);
    try {
      const company = await callOperation(
        companiesEndpoints.create,
        { body: bodyOf(values) },
        { silent: true },
      );
      await selectCompany(company.id, queryClient);
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      setBusy(false);
      setError(applyServerErrors(form, caught, FIELDS));
    }
  };

  return (
    <div className="auth-screen" data-testid="create-company-screen">
      <AuthHeader
        title={t('auth.createCompany.title')}
        subtitle={t('auth.createCompany.subtitle')}
      />
      <FormAlert message={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        name="create-company"
        initialValues={{ employer_type: 'cnpj', timezone: DEFAULT_TIMEZONE }}
        onValuesChange={(changed: Partial<CompanyValues>) => {
          if (changed.employer_type) {
            const current = form.getFieldValue('employer_id');
            if (current) void form.validateFields(['employer_id']);
          }
        }}
      >
        <Form.Item name="employer_type" label={t('auth.createCompany.employerType')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'cnpj', label: t('auth.createCompany.cnpj') },
              { value: 'cpf', label: t('auth.createCompany.cpf') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="employer_id"
          label={t(type === 'cnpj' ? 'auth.createCompany.cnpj' : 'auth.createCompany.cpf')}
          rules={rules('employer_id')}
          getValueFromEvent={(event: { target: { value: string } }) =>
            formatEmployerId(form.getFieldValue('employer_type') ?? 'cnpj', event.target.value)
          }
        >
          <Input autoFocus autoComplete="off" maxLength={type === 'cnpj' ? 18 : 14} />
        </Form.Item>
        <Form.Item
          name="legal_name"
          label={t('auth.createCompany.legalName')}
          rules={rules('legal_name')}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="trade_name"
          label={t('auth.createCompany.tradeName')}
          rules={rules('trade_name')}
        >
          <Input />
        </Form.Item>
        <Form.Item name="timezone" label={t('auth.createCompany.timezone')}>
          <Select
            showSearch
            options={BRAZIL_TIMEZONES.map((zone) => ({ value: zone, label: zone }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.createCompany.submit')}
        </Button>
      </Form>
      <p className="auth-screen__footer">
        <Link to="/select-company">{t('auth.createCompany.backToList')}</Link>
      </p>
    </div>
  );
}

/** `/create-company`: the employer's document, names and time zone; then into the company. */
export default function CreateCompanyPage() {
  return (
    <RequireSignedIn>
      <CreateCompanyForm />
    </RequireSignedIn>
  );
}
