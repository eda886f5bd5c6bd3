import {
  DEFAULT_DIAL_CODE,
  EMPLOYEE_FIELDS,
  type Employee,
  type EmployeeBody,
  formatCpf,
  formatPhone,
  formatPis,
} from '@ponteiro/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The employee form as antd holds it: text inputs, date pickers and selects. */
export interface EmployeeFormValues {
  name: string;
  cpf: string;
  pis: string;
  birth_date: Dayjs | null;
  email: string;
  country_code: string;
  phone: string;
  registration: string;
  esocial_registration: string;
  admission_date: Dayjs | null;
  termination_date: Dayjs | null;
  subsidiary_id: string | undefined;
  department_id: string | undefined;
  position_id: string | undefined;
  location_id: string | undefined;
  device_pin: string;
  badge: string;
  monthly_salary: string;
  /** Create only: a first schedule, assigned right after the employee (not in the body). */
  schedule_id?: string;
  schedule_from?: Dayjs | null;
}

/** The form's fields are the API body's fields, in the same order. */
export const FORM_FIELDS = EMPLOYEE_FIELDS satisfies readonly (keyof EmployeeFormValues)[];

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');
const text = (value: string | null | undefined) => value ?? '';

/** A stored employee (or a new one) → form values. */
export function formValuesOf(employee: Employee | null): EmployeeFormValues {
  return {
    name: text(employee?.name),
    cpf: employee ? formatCpf(employee.cpf) : '',
    pis: employee?.pis ? formatPis(employee.pis) : '',
    birth_date: day(employee?.birth_date),
    email: text(employee?.email),
    country_code: employee?.country_code ?? DEFAULT_DIAL_CODE,
    phone: employee?.phone ? formatPhone(employee.phone, employee.country_code) : '',
    registration: text(employee?.registration),
    esocial_registration: text(employee?.esocial_registration),
    admission_date: day(employee?.admission_date),
    termination_date: day(employee?.termination_date),
    subsidiary_id: employee?.subsidiary?.id,
    department_id: employee?.department?.id,
    position_id: employee?.position?.id,
    location_id: employee?.location?.id,
    device_pin: text(employee?.device_pin),
    badge: text(employee?.badge),
    monthly_salary: text(employee?.monthly_salary),
  };
}

/**
 * Form values → the API body (employeeBodySchema's input): empty texts stay empty (the schema
 * reads them as "not informed"), dates go as YYYY-MM-DD. The dial code the form shows (+55 on a
 * new employee) is saved even before a phone is typed: what the user saw is what is stored.
 */
export function bodyOf(values: EmployeeFormValues): EmployeeBody {
  const phone = text(values.phone).trim();
  return {
    name: text(values.name),
    cpf: text(values.cpf),
    pis: text(values.pis),
    birth_date: iso(values.birth_date),
    email: text(values.email).trim(),
    country_code: text(values.country_code),
    phone,
    registration: text(values.registration).trim(),
    esocial_registration: text(values.esocial_registration),
    admission_date: iso(values.admission_date),
    termination_date: iso(values.termination_date),
    subsidiary_id: values.subsidiary_id ?? '',
    department_id: values.department_id ?? '',
    position_id: values.position_id ?? '',
    location_id: values.location_id ?? '',
    device_pin: text(values.device_pin).trim(),
    badge: text(values.badge).trim(),
    monthly_salary: text(values.monthly_salary).trim(),
  };
}
