import { type Employee, employeeBodySchema, VALIDATION_MESSAGES } from '@ponteiro/shared';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { schemaRule } from '../../forms/schema-rules';
import { bodyOf, type EmployeeFormValues, formValuesOf } from './form-values';

const SUBSIDIARY = '0190a0b0-0000-7000-8000-000000000001';
const stored: Employee = {
  id: '0190a0b0-0000-7000-8000-0000000000aa',
  name: 'Ana Souza',
  cpf: '52998224725',
  pis: '12056412545',
  birth_date: '1990-02-08',
  email: 'ana@example.com',
  phone: '11987654321',
  country_code: '+55',
  registration: 'A1',
  esocial_registration: null,
  admission_date: '2024-03-01',
  termination_date: null,
  status: 'active',
  subsidiary: { id: SUBSIDIARY, name: 'Matriz' },
  department: null,
  position: null,
  location: null,
  device_pin: '1234',
  badge: null,
  monthly_salary: '3500.00',
  has_photo: false,
  photo_url: null,
  user: null,
  created_at: '2024-03-01T12:00:00Z',
  updated_at: '2024-03-01T12:00:00Z',
};

/** What the schema rule says about `field` for these values (undefined when fine). */
async function problem(values: EmployeeFormValues, field: string): Promise<string | undefined> {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const rule = schemaRule(employeeBodySchema, bodyOf, field);
  const { validator } = (rule as (f: FormInstance) => { validator: () => Promise<void> })(form);
  try {
    await validator();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('employee form values', () => {
  it('round-trips a stored employee into a body the API schema accepts unchanged', () => {
    const values = formValuesOf(stored);
    expect(values.cpf).toBe('529.982.247-25');
    expect(values.phone).toBe('(11) 98765-4321');
    const parsed = employeeBodySchema.parse(bodyOf(values));
    expect(parsed).toMatchObject({
      cpf: '52998224725',
      phone: '11987654321',
      pis: '12056412545',
      birth_date: '1990-02-08',
      admission_date: '2024-03-01',
      subsidiary_id: SUBSIDIARY,
      department_id: null,
      termination_date: null,
      esocial_registration: null,
    });
  });

  it('sends blanks as blanks (the schema reads them as not informed)', () => {
    const body = bodyOf({ ...formValuesOf(null), phone: '  ' });
    expect(body).toMatchObject({ phone: '', pis: '', subsidiary_id: '' });
  });

  it('saves the +55 a new employee shows, with or without a phone', () => {
    expect(bodyOf(formValuesOf(null)).country_code).toBe('+55');
    expect(bodyOf({ ...formValuesOf(null), phone: '11 98765-4321' }).country_code).toBe('+55');
    expect(bodyOf({ ...formValuesOf(null), country_code: '+351' }).country_code).toBe('+351');
  });

  it.each([
    ['cpf', { cpf: '123.456.789-00' }, VALIDATION_MESSAGES.pt.cpf],
    ['cpf', { cpf: '' }, VALIDATION_MESSAGES.pt.required],
    ['admission_date', { admission_date: null }, VALIDATION_MESSAGES.pt.required],
    ['subsidiary_id', { subsidiary_id: undefined }, VALIDATION_MESSAGES.pt.required],
    ['pis', { pis: '123' }, VALIDATION_MESSAGES.pt.pis],
    [
      'termination_date',
      { termination_date: dayjs('2024-01-01') },
      VALIDATION_MESSAGES.pt.date_order,
    ],
    ['device_pin', { device_pin: 'PIN 1' }, VALIDATION_MESSAGES.pt.alphanumeric],
    ['name', { name: 'Ana' }, undefined],
  ])('checks %s with the API schema', async (field, change, expected) => {
    const values = { ...formValuesOf(stored), ...change } as EmployeeFormValues;
    const found = await problem(values, field);
    expect(found).toBe(expected);
  });

  it('leaves a valid field alone even when another field is wrong', async () => {
    const values = { ...formValuesOf(stored), cpf: 'x' };
    expect(await problem(values, 'name')).toBeUndefined();
  });
});
