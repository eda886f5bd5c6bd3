import { type Database, employees } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Who acts, in which company: every service call carries it. */
export interface Actor {
  companyId: string;
  userId: string;
}

export const iso = (value: Date) => value.toISOString();

/** 409 on `name` unless `taken` is false. */
export function assertNameFree(taken: boolean, key = 'validation.name_taken'): void {
  if (taken) throw new AppError('conflict', { fieldErrors: { name: [key] } });
}

/** 409 explaining what still points at a record, before anything is deleted. */
export function assertUnused(references: { key: string; count: number }[]): void {
  const used = references.find((r) => r.count > 0);
  if (used) throw new AppError('conflict', { message: `validation.${used.key}|${used.count}` });
}

/** Active employees per value of `column` (e.g. per subsidiary), as a Map. */
export async function activeEmployeeCounts(
  db: Database,
  companyId: string,
  column: PgColumn,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: column, n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')))
    .groupBy(column);
  return new Map(rows.map((r) => [String(r.key), Number(r.n)]));
}

/** All employees (any status) whose `column` equals `id`: what blocks a delete. */
export async function employeesReferencing(
  db: Database,
  companyId: string,
  column: PgColumn,
  id: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(column, id)) as SQL);
  return Number(row?.n ?? 0);
}

/** Only the fields whose value changed, as `before`/`after` objects for the audit row. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length > 0 ? { before: b, after: a } : null;
}

/** `ordering` (`name`, `-created_at`…) → the column and direction; an unknown field is a 400. */
export function orderingOf<T extends Record<string, PgColumn>>(
  ordering: string | undefined,
  columns: T,
  fallback: keyof T & string,
): { column: PgColumn; descending: boolean } {
  const descending = ordering?.startsWith('-') ?? false;
  const field = ordering ? ordering.replace(/^-/, '') : fallback;
  const column = columns[field];
  if (!column) {
    throw new AppError('validation_error', { fieldErrors: { ordering: ['validation.ordering'] } });
  }
  return { column, descending };
}
