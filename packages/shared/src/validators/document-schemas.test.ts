import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkEmployerId,
  cnpjSchema,
  cpfSchema,
  employerIdSchema,
  employerIdShape,
  isValidEmployerId,
  pisSchema,
} from './document-schemas.js';
import { issuesOf } from './test-issues.js';

describe('cpfSchema', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    [' 52998224725 ', '52998224725'],
    ['529 982 247 25', '52998224725'],
  ])('%j → %j', (input, output) => {
    expect(cpfSchema.parse(input)).toBe(output);
  });

  it.each([
    ['529.982.247-24', ['(root): validation.cpf']],
    ['111.111.111-11', ['(root): validation.cpf']],
    ['5299822472', ['(root): validation.cpf']],
    ['', ['(root): validation.required']],
    ['   ', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(cpfSchema, input)).toEqual(messages);
  });

  it('rejects a non-string', () => {
    expect(cpfSchema.safeParse(52998224725).error?.issues[0]?.code).toBe('invalid_type');
  });
});

describe('cnpjSchema', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['12ABC34501DE35', '12ABC34501DE35'],
  ])('%j → %j', (input, output) => {
    expect(cnpjSchema.parse(input)).toBe(output);
  });

  it.each([
    ['12.ABC.345/01DE-36', ['(root): validation.cnpj']],
    ['00.000.000/0000-00', ['(root): validation.cnpj']],
    ['529.982.247-25', ['(root): validation.cnpj']],
    ['', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(cnpjSchema, input)).toEqual(messages);
  });
});

describe('pisSchema', () => {
  it.each([
    ['120.54403.02-6', '12054403026'],
    ['12054403026', '12054403026'],
  ])('%j → %j', (input, output) => {
    expect(pisSchema.parse(input)).toBe(output);
  });

  it.each([
    ['120.54403.02-9', ['(root): validation.pis']],
    ['000.00000.00-0', ['(root): validation.pis']],
    ['', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(pisSchema, input)).toEqual(messages);
  });
});

describe('isValidEmployerId', () => {
  it.each([
    ['cnpj', '11.222.333/0001-81', true],
    ['cnpj', '12.ABC.345/01DE-35', true],
    ['cpf', '529.982.247-25', true],
    ['cnpj', '529.982.247-25', false],
    ['cpf', '11.222.333/0001-81', false],
  ] as const)('%s %j → %s', (type, id, expected) => {
    expect(isValidEmployerId(type, id)).toBe(expected);
  });
});

describe('employerIdSchema', () => {
  it.each([
    [{ employer_type: 'cnpj', employer_id: '11.222.333/0001-81' }, '11222333000181'],
    [{ employer_type: 'cnpj', employer_id: '12.abc.345/01de-35' }, '12ABC34501DE35'],
    [{ employer_type: 'cpf', employer_id: '529.982.247-25' }, '52998224725'],
  ])('%j → employer_id %j', (input, employerId) => {
    expect(employerIdSchema.parse(input)).toEqual({ ...input, employer_id: employerId });
  });

  it.each([
    [{ employer_type: 'cnpj', employer_id: '529.982.247-25' }, ['employer_id: validation.cnpj']],
    [
      { employer_type: 'cnpj', employer_id: '12.ABC.345/01DE-36' },
      ['employer_id: validation.cnpj'],
    ],
    [{ employer_type: 'cpf', employer_id: '11.222.333/0001-81' }, ['employer_id: validation.cpf']],
    [{ employer_type: 'cpf', employer_id: '111.111.111-11' }, ['employer_id: validation.cpf']],
    // A field's own issue stops the object check: one message per field.
    [{ employer_type: 'cpf', employer_id: ' ' }, ['employer_id: validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(employerIdSchema, input)).toEqual(messages);
  });

  it('reports a bad employer_type on employer_type', () => {
    const issues = employerIdSchema.safeParse({ employer_type: 'cei', employer_id: '1' }).error
      ?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['employer_type', 'invalid_value'],
    ]);
  });

  it('composes into a larger object through employerIdShape + checkEmployerId', () => {
    const company = z
      .object({ ...employerIdShape, legal_name: z.string() })
      .superRefine(checkEmployerId);
    expect(
      company.parse({ employer_type: 'cpf', employer_id: '529.982.247-25', legal_name: 'Casa' }),
    ).toEqual({ employer_type: 'cpf', employer_id: '52998224725', legal_name: 'Casa' });
    expect(
      issuesOf(company, { employer_type: 'cnpj', employer_id: '52998224725', legal_name: 'Casa' }),
    ).toEqual(['employer_id: validation.cnpj']);
  });
});
