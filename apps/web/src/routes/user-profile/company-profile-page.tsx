import { BankOutlined } from '@ant-design/icons';
import {
  BRAZIL_TIMEZONES,
  type CompanyProfile,
  companyProfileUpdateBodySchema,
  endpoints,
  formatCep,
  formatCnpj,
  formatCpf,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { ImageUpload } from '../../components/image-upload';
import { toast } from '../../feedback/toast';
import { schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { COMPANIES_QUERY_KEY, useSession } from '../../session/session-query';
import { useProfilesTranslation } from './texts';

export const COMPANY_PROFILE_QUERY_KEY = queryKeyOf(endpoints.companies.profile);

type Address = CompanyProfile['address'];
interface Values {
  legal_name: string;
  trade_name: string;
  timezone: string;
  address: Required<Omit<Address, 'country'>>;
}

const FIELDS = ['legal_name', 'trade_name', 'timezone', 'address'];
const ADDRESS_FIELDS = [
  'zipCode',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
] as const;

function valuesOf(company: CompanyProfile): Values {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = company.address[field] ?? '';
      return [field, field === 'zipCode' ? formatCep(value) : value];
    }),
  ) as Values['address'];
  return {
    legal_name: company.legal_name,
    trade_name: company.trade_name ?? '',
    timezone: company.timezone,
    address,
  };
}

/** Only the address parts that were filled in (the API refuses empty strings for the state). */
function addressOf(values: Values['address'], country: string | undefined): Address {
  const filled = Object.entries(values)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return { ...Object.fromEntries(filled), ...(country ? { country } : {}) } as Address;
}

/** The company profile's body (PUT company/profile/). */
function bodyOf(values: Values, country: string | undefined) {
  return {
    legal_name: values.legal_name.trim(),
    trade_name: values.trade_name.trim() || null,
    timezone: values.timezone,
    address: addressOf(values.address, country),
  };
}

function CompanyForm({ company, editable }: { company: CompanyProfile; editable: boolean }) {
  const { t } = useProfilesTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const document =
    company.employer_type === 'cnpj'
      ? `CNPJ ${formatCnpj(company.employer_id)}`
      : `CPF ${formatCpf(company.employer_id)}`;

  // Each field checked with the API's own schema.
  const rules = schemaRules(companyProfileUpdateBodySchema, (values: Values) =>
    bodyOf(values, company.address.country),
  );
  const save = useMutation({
    mutationFn: (values: Values) =>
      callOperation(
        endpoints.companies.updateProfile,
        { body: bodyOf(values, company.address.country) },
        { silent: true },
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(COMPANY_PROFILE_QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY });
      setDirty(false);
      toast.success(t('company.saved'));
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const field = (name: (typeof ADDRESS_FIELDS)[number], span: number, max: number) => (
    <Col xs={24} md={span}>
      <Form.Item
        name={['address', name]}
        label={t(`company.${name}`)}
        rules={rules(name, ['address', name])}
      >
        {name === 'state' ? (
          <Input maxLength={2} style={{ textTransform: 'uppercase' }} />
        ) : (
          <Input maxLength={max} />
        )}
      </Form.Item>
    </Col>
  );

  return (
    <section className="page-card" aria-labelledby="company-data-title">
      <h2 id="company-data-title" className="page-card__title">
        {t('company.data')}
      </h2>
      {editable ? null : <FormAlert kind="info" message={t('company.readOnly')} />}
      <FormAlert message={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        name="company-profile"
        disabled={!editable}
        initialValues={valuesOf(company)}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        {/* Not a form field (no name), so the label is tied to the input by hand. */}
        <Form.Item
          label={t('company.document')}
          htmlFor="company-profile-document"
          extra={editable ? t('company.documentHelp') : undefined}
        >
          <Input id="company-profile-document" value={document} readOnly disabled />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="legal_name"
              label={t('auth.createCompany.legalName')}
              rules={rules('legal_name')}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="trade_name"
              label={t('auth.createCompany.tradeName')}
              rules={rules('trade_name')}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="timezone" label={t('auth.createCompany.timezone')}>
          <Select
            aria-label={t('auth.createCompany.timezone')}
            showSearch
            options={[...new Set([company.timezone, ...BRAZIL_TIMEZONES])].map((zone) => ({
              value: zone,
              label: zone,
            }))}
          />
        </Form.Item>
        <h3 className="form-section-title">{t('company.address')}</h3>
        <Row gutter={16}>
          {field('zipCode', 6, 9)}
          {field('street', 12, 150)}
          {field('number', 6, 20)}
          {field('complement', 8, 100)}
          {field('district', 8, 100)}
          {field('city', 6, 100)}
          {field('state', 2, 2)}
        </Row>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
            {t('company.save')}
          </Button>
        ) : null}
      </Form>
    </section>
  );
}

/** `/company-profile`: the employer's data and logo; read-only without company_profile.edit. */
export function CompanyProfilePage() {
  const { t } = useProfilesTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const editable = session.data?.permissions.includes('company_profile.edit') ?? false;
  const company = useQuery({
    queryKey: COMPANY_PROFILE_QUERY_KEY,
    queryFn: () => callOperation(endpoints.companies.profile, undefined, { silent: true }),
  });
  const store = (saved: CompanyProfile) =>
    queryClient.setQueryData(COMPANY_PROFILE_QUERY_KEY, saved);

  return (
    <div className="page-stack" data-testid="company-profile">
      <h1 className="page-title">{t('company.title')}</h1>
      {company.isError ? (
        <FormAlert
          message={
            <>
              {t('company.loadError')}{' '}
              <Button type="link" onClick={() => void company.refetch()}>
                {t('company.retry')}
              </Button>
            </>
          }
        />
      ) : null}
      {company.isPending || session.isPending ? (
        <section className="page-card">
          <Skeleton active />
        </section>
      ) : null}
      {company.data && session.data ? (
        <>
          <CompanyForm key={company.data.id} company={company.data} editable={editable} />
          <section className="page-card" aria-labelledby="company-logo-title">
            <h2 id="company-logo-title" className="page-card__title">
              {t('company.logo')}
            </h2>
            <ImageUpload
              testId="company-logo"
              label={t('company.logo')}
              shape="square"
              placeholder={<BankOutlined />}
              imageUrl={company.data.logo_url}
              maxBytes={UPLOAD_RULES.image.maxBytes}
              disabled={!editable}
              upload={async (file) => {
                store(await callOperation(endpoints.companies.setLogo, { file }, { silent: true }));
              }}
              remove={async () =>
                store(
                  await callOperation(endpoints.companies.deleteLogo, undefined, { silent: true }),
                )
              }
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
