import {
  BRAZIL_TIMEZONES,
  DEFAULT_TIMEZONE,
  type EmployerType,
  endpoints,
  formatCnpj,
  formatCpf,
  normalizeCnpj,
  type Subsidiary,
  subsidiaryBodySchema,
} from '@ponteiro/shared';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { CrudScreen } from '../../components/resource/crud-screen';
import { formatEmployerId } from '../../forms/employer-id';
import type { organization } from '../../i18n/locales/pt/organization';
import { useOrganizationTranslation } from './texts';
import { useSectionTexts } from './use-texts';

interface Values {
  name: string;
  employer_type: EmployerType;
  employer_id: string;
  legal_name: string;
  cno_caepf_type: 'cno' | 'caepf' | '';
  cno_caepf: string;
  timezone: string;
  city: string;
  state: string;
  rep_inpi_number: string;
}

const documentOf = (s: Subsidiary) =>
  s.employer_type === 'cnpj'
    ? `CNPJ ${formatCnpj(s.employer_id)}`
    : `CPF ${formatCpf(s.employer_id)}`;

/** `/organization/subsidiary`: the workplaces (estabelecimentos) with their legal data. */
export function SubsidiariesPage() {
  const { t } = useOrganizationTranslation();
  const section = useSectionTexts('subsidiaries');
  const label = (key: keyof (typeof organization)['subsidiaries']) => t(`subsidiaries.${key}`);
  return (
    <CrudScreen<Subsidiary, Values>
      {...section}
      testId="subsidiaries"
      operations={endpoints.organization.subsidiaries}
      permission="organization.subsidiary"
      sortable={['name', 'created_at']}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name') },
        {
          key: 'document',
          title: label('document'),
          render: (_: unknown, s: Subsidiary) => documentOf(s),
        },
        {
          key: 'city',
          title: label('city'),
          render: (_: unknown, s: Subsidiary) =>
            [s.address.city, s.address.state].filter(Boolean).join(' / ') || '—',
        },
        { key: 'timezone', dataIndex: 'timezone', title: label('timezone') },
        { key: 'employee_count', dataIndex: 'employee_count', title: t('employees') },
      ]}
      fieldNames={[
        'name',
        'employer_type',
        'employer_id',
        'legal_name',
        'cno_caepf_type',
        'cno_caepf',
        'timezone',
        'rep_inpi_number',
      ]}
      valuesOf={(s) => ({
        name: s?.name ?? '',
        employer_type: s?.employer_type ?? 'cnpj',
        employer_id: s ? formatEmployerId(s.employer_type, s.employer_id) : '',
        legal_name: s?.legal_name ?? '',
        cno_caepf_type: s?.cno_caepf_type ?? '',
        cno_caepf: s?.cno_caepf ?? '',
        timezone: s?.timezone ?? DEFAULT_TIMEZONE,
        city: s?.address.city ?? '',
        state: s?.address.state ?? '',
        rep_inpi_number: s?.rep_inpi_number ?? '',
      })}
      bodyOf={(v) => ({
        name: v.name.trim(),
        employer_type: v.employer_type,
        employer_id: normalizeCnpj(v.employer_id),
        legal_name: v.legal_name.trim() || null,
        cno_caepf_type: v.cno_caepf_type || null,
        cno_caepf: v.cno_caepf_type ? v.cno_caepf : null,
        timezone: v.timezone,
        address: {
          ...(v.city.trim() ? { city: v.city.trim() } : {}),
          ...(v.state.trim() ? { state: v.state.trim() } : {}),
        },
        rep_inpi_number: v.rep_inpi_number.trim() || null,
      })}
      schema={subsidiaryBodySchema}
      fields={(form, _editing, rules) => (
        <>
          <Form.Item name="name" label={t('name')} rules={rules('name')}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item name="employer_type" label={t('auth.createCompany.employerType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'cnpj', label: 'CNPJ' },
                { value: 'cpf', label: 'CPF' },
              ]}
              onChange={() => {
                if (form.getFieldValue('employer_id')) void form.validateFields(['employer_id']);
              }}
            />
          </Form.Item>
          <Form.Item
            name="employer_id"
            label={label('document')}
            rules={rules('employer_id')}
            dependencies={['employer_type']}
            getValueFromEvent={(event: { target: { value: string } }) =>
              formatEmployerId(form.getFieldValue('employer_type') ?? 'cnpj', event.target.value)
            }
          >
            <Input autoComplete="off" maxLength={18} />
          </Form.Item>
          <Form.Item
            name="legal_name"
            label={label('legalName')}
            extra={label('legalNameHelp')}
            rules={rules('legal_name')}
          >
            <Input />
          </Form.Item>
          <Row gutter={12}>
            <Col span={10}>
              <Form.Item
                name="cno_caepf_type"
                label={label('cnoCaepfType')}
                rules={rules('cno_caepf_type')}
                dependencies={['cno_caepf']}
              >
                <Select
                  aria-label={label('cnoCaepfType')}
                  options={[
                    { value: '', label: label('none') },
                    { value: 'cno', label: 'CNO' },
                    { value: 'caepf', label: 'CAEPF' },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item
                name="cno_caepf"
                label={label('cnoCaepf')}
                rules={rules('cno_caepf')}
                dependencies={['cno_caepf_type']}
              >
                <Input inputMode="numeric" maxLength={18} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="timezone" label={label('timezone')}>
            <Select
              aria-label={label('timezone')}
              options={BRAZIL_TIMEZONES.map((zone) => ({ value: zone, label: zone }))}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={18}>
              <Form.Item
                name="city"
                label={label('city')}
                rules={rules('city', ['address', 'city'])}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="state"
                label={label('state')}
                rules={rules('state', ['address', 'state'])}
              >
                <Input maxLength={2} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="rep_inpi_number"
            label={label('inpi')}
            extra={label('inpiHelp')}
            rules={rules('rep_inpi_number')}
          >
            <Input inputMode="numeric" maxLength={17} />
          </Form.Item>
        </>
      )}
    />
  );
}
