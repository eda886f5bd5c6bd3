import { type Tenant, users, uuidv7, workflowDelegations } from '@ponteiro/db';
import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the delegations (workflow_delegations).

const delegate = alias(users, 'delegate');

export interface DelegationRow {
  id: string;
  userId: string;
  userName: string;
  delegateUserId: string;
  delegateName: string;
  fromDate: string;
  toDate: string;
  note: string | null;
  createdAt: Date;
}

function select(t: Tenant) {
  return t.db
    .select({
      id: workflowDelegations.id,
      userId: workflowDelegations.userId,
      userName: users.name,
      delegateUserId: workflowDelegations.delegateUserId,
      delegateName: delegate.name,
      fromDate: workflowDelegations.fromDate,
      toDate: workflowDelegations.toDate,
      note: workflowDelegations.note,
      createdAt: workflowDelegations.createdAt,
    })
    .from(workflowDelegations)
    .innerJoin(users, eq(users.id, workflowDelegations.userId))
    .innerJoin(delegate, eq(delegate.id, workflowDelegations.delegateUserId));
}

/** Every delegation, or (with `userId`) those given by or to that user; ending latest first. */
export async function listDelegations(t: Tenant, userId?: string): Promise<DelegationRow[]> {
  return select(t)
    .where(
      t.where(
        workflowDelegations,
        userId
          ? or(
              eq(workflowDelegations.userId, userId),
              eq(workflowDelegations.delegateUserId, userId),
            )
          : undefined,
      ),
    )
    .orderBy(desc(workflowDelegations.toDate), desc(workflowDelegations.createdAt))
    .limit(500);
}

export async function findDelegation(t: Tenant, id: string): Promise<DelegationRow | undefined> {
  const [row] = await select(t).where(t.where(workflowDelegations, eq(workflowDelegations.id, id)));
  return row;
}

/** A delegation of `userId` overlapping from–to (one delegate at a time). */
export async function overlappingDelegation(
  t: Tenant,
  userId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const [row] = await t.db
    .select({ id: workflowDelegations.id })
    .from(workflowDelegations)
    .where(
      t.where(
        workflowDelegations,
        eq(workflowDelegations.userId, userId),
        sql`${workflowDelegations.fromDate} <= ${to} and ${workflowDelegations.toDate} >= ${from}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertDelegation(
  t: Tenant,
  values: {
    userId: string;
    delegateUserId: string;
    fromDate: string;
    toDate: string;
    note: string | null;
    createdBy: string;
  },
): Promise<string> {
  const id = uuidv7();
  await t.db.insert(workflowDelegations).values(t.values(workflowDelegations, { id, ...values }));
  return id;
}

export async function deleteDelegation(t: Tenant, id: string): Promise<void> {
  await t.db
    .delete(workflowDelegations)
    .where(t.where(workflowDelegations, eq(workflowDelegations.id, id)));
}

/** The company's members (name, role) and custom roles, for pickers. */
export async function membersAndRoles(t: Tenant) {
  const members = rowsOf(
    await t.db.execute(sql`
      select u.id, u.name, m.role from company_members m join users u on u.id = m.user_id
       where m.company_id = ${t.companyId} order by u.name, u.id`),
  ).map((r) => ({ id: String(r.id), name: String(r.name), role: String(r.role) }));
  const roles = rowsOf(
    await t.db.execute(sql`
      select id, name from company_roles where company_id = ${t.companyId} order by name`),
  ).map((r) => ({ id: String(r.id), name: String(r.name) }));
  return { members, roles };
}
