import { employees, type Tenant } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../lib/audit.js';
import { pickOrdering } from '../../lib/ordering.js';
import type { CompanyScope } from '../../plugins/authenticate.js';

/** Who acts, in which company: every service call carries it (the route's company scope). */
export type Actor = Pick<CompanyScope, 'companyId' | 'userId'>;

/** The audit scope of `actor`'s write of `entity` rows (for `writeCompanyAudited`). */
export const writeScope = (actor: Actor, context: RequestContext, entity: string) =>
  ({
    context,
    companyId: actor.companyId,
    actorType: 'user',
    actorId: actor.userId,
    entity,
  }) as const;

export const iso = (value: Date) => value.toISOString();

/** 409 on `name` unless `taken` is false. */
export function assertNameFree(taken: boolean, key = 'validation.name_taken'): void {
  if (taken) throw new AppError('conflict', { fieldErrors: { name: [key] } });
}

/** What may still point at a record: `key` names the message and the field of the 409. */
export interface Reference {
  key: 'in_use_employees' | 'in_use_departments' | 'in_use_children' | 'in_use_register';
  count: number;
}

const REFERENCE_FIELDS: Record<Reference['key'], string> = {
  in_use_employees: 'employees',
  in_use_departments: 'departments',
  in_use_children: 'children',
  in_use_register: 'register',
};

/**
 * 409 explaining what still points at a record, before anything is deleted: the message names the
 * first reference, the field errors list every one (e.g. `employees`, `departments`).
 */
export function assertUnused(references: Reference[]): void {
  const used = references.filter((r) => r.count > 0);
  if (used.length === 0) return;
  const message = (r: Reference) => `validation.${r.key}|${r.count}`;
  throw new AppError('conflict', {
    message: message(used[0]!),
    fieldErrors: Object.fromEntries(used.map((r) => [REFERENCE_FIELDS[r.key], [message(r)]])),
  });
}

/** The violated constraint of a driver error (drizzle wraps it in `cause`). */
function violated(error: unknown, sqlState: string): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write whose name check already passed; when a concurrent write took the name in between,
 * the unique index answers instead — still a 409 on `name`, not a bare conflict.
 */
export async function guardNameIndex<T>(write: PromiseLike<T>, key = 'validation.name_taken') {
  try {
    return await write;
  } catch (error) {
    if (violated(error, '23505')?.endsWith('name_key')) {
      throw new AppError('conflict', { fieldErrors: { name: [key] } });
    }
    throw error;
  }
}

/** Active employees per value of `column` (e.g. per subsidiary), as a Map. */
export async function activeEmployeeCounts(
  t: Tenant,
  column: PgColumn,
): Promise<Map<string, number>> {
  const rows = await t.db
    .select({ key: column, n: count() })
    .from(employees)
    .where(t.where(employees, eq(employees.status, 'active')))
    .groupBy(column);
  return new Map(rows.map((r) => [String(r.key), Number(r.n)]));
}

/** All employees (any status) whose `column` equals `id`: what blocks a delete. */
export async function employeesReferencing(
  t: Tenant,
  column: PgColumn,
  id: string,
): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(employees)
    .where(t.where(employees, eq(column, id)));
  return Number(row?.n ?? 0);
}

/** `ordering` (`name`, `-created_at`…) → the column and direction; an unknown field is a 400. */
export function orderingOf<T extends Record<string, PgColumn>>(
  ordering: string | undefined,
  columns: T,
  fallback: keyof T & string,
): { column: PgColumn; descending: boolean } {
  const { value: column, descending } = pickOrdering(ordering, columns, fallback);
  return { column, descending };
}
