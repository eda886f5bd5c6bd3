import { type CompanyTable, type Database, foldText, type Tenant, withTenant } from '@ponteiro/db';
import { AppError, type ListQuery } from '@ponteiro/shared';
import { asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Audit, type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { changedFields } from '../../lib/changed-fields.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import {
  type Actor,
  activeEmployeeCounts,
  assertNameFree,
  assertUnused,
  employeesReferencing,
  guardNameIndex,
  orderingOf,
  type Reference,
  writeScope,
} from './shared.js';

/** The columns every organization table has. */
interface NamedColumns {
  id: PgColumn;
  name: PgColumn;
  createdAt: PgColumn;
}

interface BaseRow {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Subsidiaries, positions and locations share one life cycle: list (search, ordering, pages),
 * read, create and update with a case-insensitive unique name, and delete only when nothing points
 * at them — each write audited with only the fields that changed.
 */
export function createNamedEntityService<Row extends BaseRow, Body, Dto>(spec: {
  db: Database;
  table: CompanyTable & NamedColumns;
  /** Audit entity name (`position`…). */
  entity: string;
  /** The employees column that points at this table. */
  employeeColumn: PgColumn;
  /** Extra columns the search looks in (besides the name). */
  searchColumns?: PgColumn[];
  /** Body → the table's columns (without company and id). */
  columnsOf: (body: Body) => Record<string, unknown>;
  /** Row → the API's field names, for audit diffs. */
  valuesOf: (row: Row) => Record<string, unknown>;
  present: (row: Row, activeEmployees: number) => Dto;
  /** More references that block a delete (e.g. departments of a subsidiary). */
  otherReferences?: (t: Tenant, id: string) => Promise<Reference[]>;
  /** Columns a new row takes when the body leaves them out (a workplace's company radius). */
  createDefaults?: (t: Tenant) => Promise<Record<string, unknown>>;
  /** Runs in the update's transaction after the row changed (a subsidiary's REP register). */
  afterUpdate?: (t: Tenant, actor: Actor, before: Row, after: Row) => Promise<void>;
}) {
  const { db, table, entity } = spec;

  async function find(t: Tenant, id: string): Promise<Row> {
    const [row] = (await t.db
      .select()
      .from(table)
      .where(t.where(table, eq(table.id, id)))) as Row[];
    if (!row) throw AppError.notFound();
    return row;
  }

  async function nameTaken(t: Tenant, name: string, except?: string) {
    const rows = await t.db
      .select({ id: table.id })
      .from(table)
      .where(
        t.where(
          table,
          sql`lower(${table.name}) = lower(${name})`,
          except ? ne(table.id, except) : undefined,
        ),
      );
    return rows.length > 0;
  }

  const counts = (t: Tenant) => activeEmployeeCounts(t, spec.employeeColumn);
  /** A write of `actor`'s, audited, in a transaction scoped to their company. */
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: (t: Tenant, audit: Audit) => Promise<T>,
  ) => writeCompanyAudited(db, writeScope(actor, context, entity), work);

  return {
    find,

    list: (companyId: string, query: ListQuery) =>
      withTenant(db, { companyId }, async (t) => {
        const { column, descending } = orderingOf(
          query.ordering,
          { name: table.name, created_at: table.createdAt },
          'name',
        );
        const pattern = query.search ? containsPattern(query.search) : undefined;
        const where = t.where(
          table,
          pattern
            ? or(...[table.name, ...(spec.searchColumns ?? [])].map((c) => ilike(c, pattern)))
            : undefined,
        );
        const { limit, offset } = pageWindow(query);
        const [rows, [total], active] = await Promise.all([
          t.db
            .select()
            .from(table)
            .where(where)
            // Names sort the Portuguese way: "Açougueiro" before "Auxiliar" (accents and case
            // folded first, the raw name breaks ties).
            .orderBy(
              ...(column === table.name
                ? [foldText(sql`${table.name}`), table.name]
                : [column]
              ).map((c) => (descending ? desc(c) : asc(c))),
              asc(table.id),
            )
            .limit(limit)
            .offset(offset),
          t.db.select({ n: count() }).from(table).where(where),
          counts(t),
        ]);
        return listResult(
          (rows as Row[]).map((r) => spec.present(r, active.get(r.id) ?? 0)),
          total?.n,
          query,
        );
      }),

    get: (companyId: string, id: string): Promise<Dto> =>
      withTenant(db, { companyId }, async (t) => {
        const row = await find(t, id);
        return spec.present(row, (await counts(t)).get(id) ?? 0);
      }),

    async create(actor: Actor, body: Body, context: RequestContext): Promise<Dto> {
      return write(actor, context, async (t, audit) => {
        const given = Object.entries(spec.columnsOf(body)).filter(([, v]) => v !== undefined);
        const columns = { ...(await spec.createDefaults?.(t)), ...Object.fromEntries(given) };
        assertNameFree(await nameTaken(t, String(columns.name)));
        const [row] = (await guardNameIndex(
          t.db
            .insert(table)
            .values(t.values(table, columns as never))
            .returning(),
        )) as unknown as Row[];
        await audit({ action: 'create', entityId: row!.id, after: spec.valuesOf(row!) });
        return spec.present(row!, 0);
      });
    },

    async update(actor: Actor, id: string, body: Body, context: RequestContext): Promise<Dto> {
      return write(actor, context, async (t, audit) => {
        const before = await find(t, id);
        const columns = spec.columnsOf(body);
        assertNameFree(await nameTaken(t, String(columns.name), id));
        const [row] = (await guardNameIndex(
          t.db
            .update(table)
            .set({ ...columns, updatedAt: new Date() } as never)
            .where(t.where(table, eq(table.id, id)))
            .returning(),
        )) as unknown as Row[];
        const diff = changedFields(spec.valuesOf(before), spec.valuesOf(row!));
        if (diff) await audit({ action: 'update', entityId: id, ...diff });
        await spec.afterUpdate?.(t, actor, before, row!);
        return spec.present(row!, (await counts(t)).get(id) ?? 0);
      });
    },

    async remove(actor: Actor, id: string, context: RequestContext): Promise<void> {
      await write(actor, context, async (t, audit) => {
        const before = await find(t, id);
        assertUnused([
          {
            key: 'in_use_employees',
            count: await employeesReferencing(t, spec.employeeColumn, id),
          },
          ...((await spec.otherReferences?.(t, id)) ?? []),
        ]);
        await t.db.delete(table).where(t.where(table, eq(table.id, id)));
        await audit({ action: 'delete', entityId: id, before: spec.valuesOf(before) });
      });
    },
  };
}
