import type { Tenant } from '@ponteiro/db';
import {
  AppError,
  isFullAccessRole,
  type PermissionKey,
  REPORT_KIND_PERMISSIONS,
  type ReportKind,
  type ReportSelection,
  seesEveryonesReport,
} from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { employeeOfUser } from '../punches/punch.repository.js';
import {
  departmentExists,
  employeesOfDepartmentTree,
} from '../time-policy/assignments.repository.js';

// Who a report covers. Staff with the report's permission choose an employee, a department (and
// those below it), a subsidiary or everyone; an Employee (the built-in role) always gets only their
// own figures, whatever they name (another employee → 404).

/** An employee as every report heads them (art. 84 II: name, CPF, admission, cargo/função). */
export interface ReportEmployee {
  id: string;
  name: string;
  cpf: string;
  pis: string | null;
  registration: string | null;
  admissionDate: string;
  terminationDate: string | null;
  position: string | null;
  subsidiary: {
    id: string;
    name: string;
    legalName: string | null;
    employerType: 'cnpj' | 'cpf';
    employerId: string;
    cnoCaepfType: 'cno' | 'caepf' | null;
    cnoCaepf: string | null;
    timeZone: string;
  };
  department: { id: string; name: string } | null;
}

/** The selection after the caller's rights: whose figures, and whether only their own. */
export interface ResolvedSelection extends ReportSelection {
  /** Only the caller's own (the Employee role): `employee_id` is theirs. */
  ownOnly: boolean;
}

/** Whether the caller sees every employee's figures of this report, or only their own. */
export function seesEveryone(scope: Pick<CompanyScope, 'role' | 'permissions'>, kind: ReportKind) {
  return seesEveryonesReport(scope.role, scope.permissions, kind);
}

/**
 * Checks the caller may have this report for this selection: without the permission 403; an
 * Employee gets their own (naming anyone else → 404, a department or subsidiary → 403); a named
 * department or subsidiary of another company → 422.
 */
export async function resolveSelection(
  t: Tenant,
  scope: Pick<CompanyScope, 'role' | 'permissions' | 'userId'>,
  kind: ReportKind,
  selection: ReportSelection,
): Promise<ResolvedSelection> {
  const permission = REPORT_KIND_PERMISSIONS[kind] as PermissionKey;
  if (!isFullAccessRole(scope.role) && !scope.permissions.includes(permission)) {
    throw AppError.forbidden();
  }
  if (!seesEveryone(scope, kind)) {
    if (selection.department_id || selection.subsidiary_id) throw AppError.forbidden();
    const own = await employeeOfUser(t, scope.userId);
    if (!own) throw new AppError('business_rule', { message: 'validation.no_employee' });
    if (selection.employee_id && selection.employee_id !== own.id) throw AppError.notFound();
    return { ...selection, employee_id: own.id, ownOnly: true };
  }
  if (selection.department_id && !(await departmentExists(t, selection.department_id))) {
    throw new AppError('validation_error', {
      fieldErrors: { department_id: ['validation.not_found_ref'] },
    });
  }
  if (selection.subsidiary_id) {
    const found = rowsOf(
      await t.db.execute(sql`select 1 from subsidiaries
        where company_id = ${t.companyId} and id = ${selection.subsidiary_id}`),
    );
    if (found.length === 0) {
      throw new AppError('validation_error', {
        fieldErrors: { subsidiary_id: ['validation.not_found_ref'] },
      });
    }
  }
  if (selection.employee_id) {
    const found = rowsOf(
      await t.db.execute(sql`select 1 from employees
        where company_id = ${t.companyId} and id = ${selection.employee_id}`),
    );
    if (found.length === 0) throw AppError.notFound();
  }
  return { ...selection, ownOnly: false };
}

/**
 * The employees of the selection who worked in the period (hired by its end, not gone before its
 * start), by name. A named employee is answered even without a schedule (their mirror is empty).
 */
export async function reportEmployees(
  t: Tenant,
  selection: ReportSelection,
): Promise<ReportEmployee[]> {
  const ids = selection.department_id
    ? await employeesOfDepartmentTree(t, selection.department_id)
    : null;
  if (ids && ids.length === 0) return [];
  const result = await t.db.execute(sql`
    select e.id, e.name, e.cpf, e.pis, e.registration,
      e.admission_date::text as admission_date, e.termination_date::text as termination_date,
      p.name as position,
      s.id as subsidiary_id, s.name as subsidiary_name, s.legal_name, s.employer_type,
      s.employer_id, s.cno_caepf_type, s.cno_caepf, s.timezone,
      d.id as department_id, d.name as department_name
    from employees e
    join subsidiaries s on s.company_id = e.company_id and s.id = e.subsidiary_id
    left join departments d on d.company_id = e.company_id and d.id = e.department_id
    left join positions p on p.company_id = e.company_id and p.id = e.position_id
    where e.company_id = ${t.companyId}
      and e.admission_date <= ${selection.to}::date
      and (e.termination_date is null or e.termination_date >= ${selection.from}::date)
      ${selection.employee_id ? sql`and e.id = ${selection.employee_id}` : sql``}
      ${selection.subsidiary_id ? sql`and e.subsidiary_id = ${selection.subsidiary_id}` : sql``}
      ${
        ids
          ? sql`and e.id = any(array[${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}]::uuid[])`
          : sql``
      }
    order by e.sort_name, e.name, e.id`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    cpf: String(r.cpf),
    pis: (r.pis as string | null) ?? null,
    registration: (r.registration as string | null) ?? null,
    admissionDate: String(r.admission_date),
    terminationDate: (r.termination_date as string | null) ?? null,
    position: (r.position as string | null) ?? null,
    subsidiary: {
      id: String(r.subsidiary_id),
      name: String(r.subsidiary_name),
      legalName: (r.legal_name as string | null) ?? null,
      employerType: r.employer_type as 'cnpj' | 'cpf',
      employerId: String(r.employer_id),
      cnoCaepfType: (r.cno_caepf_type as 'cno' | 'caepf' | null) ?? null,
      cnoCaepf: (r.cno_caepf as string | null) ?? null,
      timeZone: String(r.timezone),
    },
    department: r.department_id
      ? { id: String(r.department_id), name: String(r.department_name) }
      : null,
  }));
}
