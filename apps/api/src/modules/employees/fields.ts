import type { employees } from '@ponteiro/db';
import { EMPLOYEE_FIELDS, type EmployeeValues } from '@ponteiro/shared';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];
/** The body's fields as stored, keyed by their API names: what audit rows and diffs compare. */
export type EmployeeFieldValues = Record<EmployeeField, string | null>;

/** The form's values → the table's columns (without company, id and status). */
export function columnsOf(v: EmployeeValues) {
  return {
    name: v.name,
    cpf: v.cpf,
    pis: v.pis,
    birthDate: v.birth_date,
    email: v.email,
    phone: v.phone,
    countryCode: v.country_code,
    registration: v.registration,
    // The schema trims it; blank after trimming means "not informed", as for the other fields.
    esocialRegistration: v.esocial_registration || null,
    admissionDate: v.admission_date,
    terminationDate: v.termination_date,
    subsidiaryId: v.subsidiary_id,
    departmentId: v.department_id,
    positionId: v.position_id,
    locationId: v.location_id,
    devicePin: v.device_pin,
    badge: v.badge,
    monthlySalary: v.monthly_salary,
  };
}

/** A stored row → its body fields under their API names, in form order. */
export function valuesOf(row: EmployeeRow): EmployeeFieldValues {
  const byField: EmployeeFieldValues = {
    name: row.name,
    cpf: row.cpf,
    pis: row.pis,
    birth_date: row.birthDate,
    email: row.email,
    country_code: row.countryCode,
    phone: row.phone,
    registration: row.registration,
    esocial_registration: row.esocialRegistration,
    admission_date: row.admissionDate,
    termination_date: row.terminationDate,
    subsidiary_id: row.subsidiaryId,
    department_id: row.departmentId,
    position_id: row.positionId,
    location_id: row.locationId,
    device_pin: row.devicePin,
    badge: row.badge,
    monthly_salary: row.monthlySalary,
  };
  return Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, byField[f]])) as EmployeeFieldValues;
}
