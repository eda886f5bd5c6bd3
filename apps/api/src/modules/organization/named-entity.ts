import type { Database } from '@ponteiro/db';
import { AppError, type ListQuery } from '@ponteiro/shared';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AuditScope, type RequestContext, writeAudited } from '../../lib/audit.js';
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
} from './shared.js';

/** The columns every organization table has. */
interface NamedColumns {
  companyId: PgColumn;
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
  table: PgTable & NamedColumns;
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
  otherReferences?: (db: Database, companyId: string, id: string) => Promise<Reference[]>;
}) {
  const { db, table, entity } = spec;
  const inCompany = (companyId: string) => eq(table.companyId, companyId);

  async function find(t: Database, companyId: string, id: string): Promise<Row> {
    const [row] = (await t
      .select()
      .from(table)
      .where(and(inCompany(companyId), eq(table.id, id)))) as Row[];
    if (!row) throw AppError.notFound();
    return row;
  }

  async function nameTaken(t: Database, companyId: string, name: string, except?: string) {
    const rows = await t
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          inCompany(companyId),
          sql`lower(${table.name}) = lower(${name})`,
          except ? ne(table.id, except) : undefined,
        ),
      );
    return rows.length > 0;
  }

  const counts = (companyId: string) => activeEmployeeCounts(db, companyId, spec.employeeColumn);
  const scope = (actor: Actor, context: RequestContext): AuditScope => ({
    context,
    companyId: actor.companyId,
    actorType: 'user',
    actorId: actor.userId,
    entity,
  });

  return {
    find,

    async list(companyId: string, query: ListQuery) {
      const { column, descending } = orderingOf(
        query.ordering,
        { name: table.name, created_at: table.createdAt },
        'name',
      );
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const where = and(
        inCompany(companyId),
        pattern
          ? or(...[table.name, ...(spec.searchColumns ?? [])].map((c) => ilike(c, pattern)))
          : undefined,
      ) as SQL;
      const { limit, offset } = pageWindow(query);
      const [rows, [total], active] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), asc(table.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(table).where(where),
        counts(companyId),
      ]);
      return listResult(
        (rows as Row[]).map((r) => spec.present(r, active.get(r.id) ?? 0)),
        total?.n,
        query,
      );
    },

    async get(companyId: string, id: string): Promise<Dto> {
      const row = await find(db, companyId, id);
      return spec.present(row, (await counts(companyId)).get(id) ?? 0);
    },

    async create(actor: Actor, body: Body, context: RequestContext): Promise<Dto> {
      return writeAudited(db, scope(actor, context), async (t, audit) => {
        const columns = spec.columnsOf(body);
        assertNameFree(await nameTaken(t, actor.companyId, String(columns.name)));
        const [row] = (await guardNameIndex(
          t
            .insert(table)
            .values({ ...columns, companyId: actor.companyId } as never)
            .returning(),
        )) as unknown as Row[];
        await audit({ action: 'create', entityId: row!.id, after: spec.valuesOf(row!) });
        return spec.present(row!, 0);
      });
    },

    async update(actor: Actor, id: string, body: Body, context: RequestContext): Promise<Dto> {
      const saved = await writeAudited(db, scope(actor, context), async (t, audit) => {
        const before = await find(t, actor.companyId, id);
        const columns = spec.columnsOf(body);
        assertNameFree(await nameTaken(t, actor.companyId, String(columns.name), id));
        const [row] = (await guardNameIndex(
          t
            .update(table)
            .set({ ...columns, updatedAt: new Date() } as never)
            .where(and(inCompany(actor.companyId), eq(table.id, id)))
            .returning(),
        )) as unknown as Row[];
        const diff = changedFields(spec.valuesOf(before), spec.valuesOf(row!));
        if (diff) await audit({ action: 'update', entityId: id, ...diff });
        return row!;
      });
      return spec.present(saved, (await counts(actor.companyId)).get(id) ?? 0);
    },

    async remove(actor: Actor, id: string, context: RequestContext): Promise<void> {
      await writeAudited(db, scope(actor, context), async (t, audit) => {
        const before = await find(t, actor.companyId, id);
        assertUnused([
          {
            key: 'in_use_employees',
            count: await employeesReferencing(t, actor.companyId, spec.employeeColumn, id),
          },
          ...((await spec.otherReferences?.(t, actor.companyId, id)) ?? []),
        ]);
        await t.delete(table).where(and(inCompany(actor.companyId), eq(table.id, id)));
        await audit({ action: 'delete', entityId: id, before: spec.valuesOf(before) });
      });
    },
  };
}
