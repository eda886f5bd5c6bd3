import type { Tenant } from '@ponteiro/db';
import { FULL_ACCESS_ROLES } from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';

// SQL that tells who approves: department managers up the tree, members by role or by id, the
// administrators who take what nobody else can, and the delegations in force.

export interface ChainLink {
  departmentId: string;
  /** The manager's user account (null: no manager, or the manager has no account). */
  managerUserId: string | null;
  managerEmployeeId: string | null;
}

/** The department and its ancestors, nearest first, with each manager's user account. */
export async function departmentChain(t: Tenant, departmentId: string): Promise<ChainLink[]> {
  const rows = rowsOf(
    await t.db.execute(sql`
      with recursive chain as (
        select d.id, d.parent_id, d.manager_employee_id, 0 as depth
          from departments d where d.company_id = ${t.companyId} and d.id = ${departmentId}
        union all
        select p.id, p.parent_id, p.manager_employee_id, c.depth + 1
          from departments p join chain c on p.id = c.parent_id
         where p.company_id = ${t.companyId} and c.depth < 50
      )
      select c.id, c.manager_employee_id, e.user_id
        from chain c
        left join employees e on e.company_id = ${t.companyId} and e.id = c.manager_employee_id
         and e.status = 'active'
       order by c.depth`),
  );
  return rows.map((r) => ({
    departmentId: String(r.id),
    managerEmployeeId: r.manager_employee_id ? String(r.manager_employee_id) : null,
    managerUserId: r.user_id ? String(r.user_id) : null,
  }));
}

/** An employee's department (null when none). */
export async function departmentOfEmployee(t: Tenant, employeeId: string): Promise<string | null> {
  const [row] = rowsOf(
    await t.db.execute(
      sql`select department_id from employees where company_id = ${t.companyId} and id = ${employeeId}`,
    ),
  );
  return row?.department_id ? String(row.department_id) : null;
}

/** Members of the company among `ids`. */
export async function membersAmong(t: Tenant, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf(
    await t.db.execute(sql`
      select user_id from company_members
       where company_id = ${t.companyId} and user_id = any(${uuidArray(ids)})`),
  );
  return rows.map((r) => String(r.user_id));
}

/** Members holding one of `roles` (built-in names or custom role ids), in a stable order. */
export async function membersWithRoles(t: Tenant, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = rowsOf(
    await t.db.execute(sql`
      select m.user_id from company_members m join users u on u.id = m.user_id
       where m.company_id = ${t.companyId}
         and m.role in (${sql.join(
           roles.map((r) => sql`${r}`),
           sql`, `,
         )})
       order by u.name, m.user_id`),
  );
  return rows.map((r) => String(r.user_id));
}

/** Who takes what no step can resolve: the owner and the administrators. */
export const administrators = (t: Tenant) => membersWithRoles(t, FULL_ACCESS_ROLES);

/** The users who delegated their approvals to `delegateUserId`, in force on `day`. */
export async function delegatorsOf(
  t: Tenant,
  delegateUserId: string,
  day: string,
): Promise<string[]> {
  const rows = rowsOf(
    await t.db.execute(sql`
      select distinct user_id from workflow_delegations
       where company_id = ${t.companyId} and delegate_user_id = ${delegateUserId}
         and from_date <= ${day} and to_date >= ${day}`),
  );
  return rows.map((r) => String(r.user_id));
}

/** The delegates in force on `day` of each of `userIds` (for the "sent to you" notices). */
export async function delegatesOf(
  t: Tenant,
  userIds: readonly string[],
  day: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf(
    await t.db.execute(sql`
      select distinct delegate_user_id from workflow_delegations
       where company_id = ${t.companyId} and user_id = any(${uuidArray(userIds)})
         and from_date <= ${day} and to_date >= ${day}`),
  );
  return rows.map((r) => String(r.delegate_user_id));
}
