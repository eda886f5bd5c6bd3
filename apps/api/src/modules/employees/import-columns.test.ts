import { EMPLOYEE_FIELDS } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { columnForHeader, headerLabel, IMPORT_COLUMNS, mapHeaders } from './import-columns.js';

describe('import columns', () => {
  it('follow the form fields, in form order', () => {
    expect(IMPORT_COLUMNS.map((c) => c.field)).toEqual([...EMPLOYEE_FIELDS]);
    expect(IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.field)).toEqual([
      'name',
      'cpf',
      'admission_date',
      'subsidiary_id',
    ]);
  });

  it.each([
    ['Nome *', 'name'],
    ['NOME', 'name'],
    ['Name', 'name'],
    ['Matricula', 'registration'],
    ['  matrícula  ', 'registration'],
    ['Registration', 'registration'],
    ['Matrícula eSocial', 'esocial_registration'],
    ['E-mail', 'email'],
    ['email', 'email'],
    ['Data de admissão *', 'admission_date'],
    ['admission_date', 'admission_date'],
    ['Estabelecimento *', 'subsidiary_id'],
    ['Subsidiary', 'subsidiary_id'],
    ['subsidiary_id', 'subsidiary_id'],
    ['Local de trabalho', 'location_id'],
    ['PIN no relógio', 'device_pin'],
    ['Crachá', 'badge'],
    ['DDI', 'country_code'],
    ['pis/nis', 'pis'],
  ])('header %j → %s', (header, field) => {
    expect(columnForHeader(header)?.field).toBe(field);
  });

  it('reads back every header the template writes, in both languages', () => {
    for (const lang of ['pt', 'en-US'] as const) {
      for (const column of IMPORT_COLUMNS) {
        expect(columnForHeader(headerLabel(column, lang))).toBe(column);
      }
    }
  });

  it('reports unknown, repeated and missing required columns', () => {
    const mapping = mapHeaders(
      new Map([
        [1, 'Nome'],
        [2, 'Name'],
        [3, 'Observações'],
        [4, ''],
        [6, 'CPF'],
      ]),
    );
    expect([...mapping.columns].map(([col, c]) => [col, c.field])).toEqual([
      [1, 'name'],
      [6, 'cpf'],
    ]);
    expect(mapping.unknown).toEqual(['Observações']);
    expect(mapping.repeated.map((c) => c.field)).toEqual(['name']);
    expect(mapping.missing.map((c) => c.field)).toEqual(['admission_date', 'subsidiary_id']);
  });
});
