import { describe, expect, it } from 'vitest';
import { employeeBodySchema, employeeListQuerySchema } from './employees.js';
import { locationBodySchema, positionBodySchema, subsidiaryBodySchema } from './organization.js';

const SUBSIDIARY = '0190a3b2-0000-7000-8000-000000000001';
const valid = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  admission_date: '2024-03-01',
  subsidiary_id: SUBSIDIARY,
};

/** The first message per field, for compact expectations. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  if (result.success) return {};
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('employee body', () => {
  it('normalizes a valid employee and turns empty optionals into null', () => {
    const parsed = employeeBodySchema.parse({ ...valid, pis: '', email: ' Maria@Example.com ' });
    expect(parsed).toMatchObject({
      name: 'Maria da Silva',
      cpf: '52998224725',
      pis: null,
      email: 'maria@example.com',
      termination_date: null,
      department_id: null,
    });
  });

  it.each([
    [{ cpf: '111.111.111-11' }, { cpf: 'validation.cpf' }],
    [{ cpf: '' }, { cpf: 'validation.required' }],
    [{ name: 'M4ria' }, { name: 'validation.name_like' }],
    [{ pis: '123' }, { pis: 'validation.pis' }],
    [{ admission_date: '2023-02-29' }, { admission_date: 'validation.date' }],
    [{ termination_date: '2024-02-01' }, { termination_date: 'validation.date_order' }],
    [{ birth_date: '2030-01-01' }, { birth_date: 'validation.birth_date' }],
    [{ device_pin: '12 34' }, { device_pin: 'validation.alphanumeric' }],
    [{ subsidiary_id: 'abc' }, { subsidiary_id: 'validation.uuid' }],
    [{ phone: '1199', country_code: '+55' }, { phone: 'validation.phone' }],
  ])('refuses %o', (patch, expected) => {
    expect(problems(employeeBodySchema.safeParse({ ...valid, ...patch }))).toMatchObject(expected);
  });

  it('refuses unknown fields', () => {
    expect(employeeBodySchema.safeParse({ ...valid, company_id: SUBSIDIARY }).success).toBe(false);
  });
});

describe('employee list query', () => {
  it('defaults and validates the ordering and page size', () => {
    expect(employeeListQuerySchema.parse({})).toMatchObject({
      page: 1,
      page_size: 25,
      ordering: 'name',
    });
    expect(employeeListQuerySchema.safeParse({ ordering: '-cpf' }).success).toBe(false);
    expect(employeeListQuerySchema.safeParse({ page_size: '30' }).success).toBe(false);
  });
});

describe('organization bodies', () => {
  const subsidiary = {
    name: 'Filial Campinas',
    employer_type: 'cnpj',
    employer_id: '11.222.333/0001-81',
    timezone: 'America/Sao_Paulo',
  };

  it.each([
    [{ timezone: 'Europe/Lisbon' }, { timezone: 'validation.timezone' }],
    [{ employer_id: '11.222.333/0001-80' }, { employer_id: 'validation.cnpj' }],
    [{ cno_caepf: '123456789012' }, { cno_caepf_type: 'validation.required' }],
    [{ cno_caepf_type: 'caepf', cno_caepf: '123456789012' }, { cno_caepf: 'validation.caepf' }],
    [{ rep_inpi_number: '123' }, { rep_inpi_number: 'validation.inpi' }],
  ])('subsidiary refuses %o', (patch, expected) => {
    expect(problems(subsidiaryBodySchema.safeParse({ ...subsidiary, ...patch }))).toMatchObject(
      expected,
    );
  });

  it('accepts a CNO of 12 digits and an alphanumeric CNPJ', () => {
    expect(
      subsidiaryBodySchema.safeParse({
        ...subsidiary,
        cno_caepf_type: 'cno',
        cno_caepf: '12.345.67890/12',
      }).success,
    ).toBe(true);
  });

  it('checks the CBO and the geofence', () => {
    expect(positionBodySchema.parse({ name: 'Analista', cbo: '2521-05' }).cbo).toBe('252105');
    expect(problems(positionBodySchema.safeParse({ name: 'Analista', cbo: '12' }))).toEqual({
      cbo: 'validation.cbo',
    });
    // Letters are refused, not stripped to an empty CBO.
    for (const cbo of ['abc', '2521-0a', 'x252105']) {
      expect(problems(positionBodySchema.safeParse({ name: 'Analista', cbo })), cbo).toEqual({
        cbo: 'validation.cbo',
      });
    }
    expect(positionBodySchema.parse({ name: 'Analista', cbo: '  ' }).cbo).toBeNull();
    // Left out, the radius stays out: the API gives a new workplace the company's default.
    expect(
      locationBodySchema.parse({ name: 'Sede', latitude: -23.55, longitude: -46.63 }).radius_meters,
    ).toBeUndefined();
    expect(
      problems(locationBodySchema.safeParse({ name: 'Sede', latitude: 91, longitude: 0 })),
    ).toEqual({ latitude: 'validation.latitude' });
  });
});
