import {
  type Database,
  departments,
  employees,
  subsidiaries,
  type Tenant,
  withTenant,
} from '@ponteiro/db';
import {
  AppError,
  type Department,
  type departmentBodySchema,
  type ListQuery,
} from '@ponteiro/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Audit, type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { changedFields } from '../../lib/changed-fields.js';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageSlice } from '../../lib/pagination.js';
import {
  type Actor,
  activeEmployeeCounts,
  assertNameFree,
  assertUnused,
  employeesReferencing,
  guardNameIndex,
  iso,
  writeScope,
} from './shared.js';

type Body = z.output<typeof departmentBodySchema>;
type Row = typeof departments.$inferSelect;

const ROOT = '';
const SIBLING_NAME = 'validation.sibling_name_taken';
/** `ordering` fields of the department list (sorted in memory, so no columns). */
const DEPARTMENT_ORDERING = { path: true, name: true, created_at: true } as const;
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const valuesOf = (row: Row) => ({
  name: row.name,
  parent_id: row.parentId,
  subsidiary_id: row.subsidiaryId,
  manager_employee_id: row.managerEmployeeId,
});

/**
 * Departments form a tree per company. A company has tens to a few hundred of them, so the whole
 * tree is read at once and paths, cycles and sibling names are worked out in memory.
 */
export function createDepartmentsService(db: Database) {
  /**
   * Writes to one company's tree take turns: two concurrent moves (A under B, B under A) would each
   * pass the cycle check on their own snapshot. Released when the transaction ends.
   */
  async function lockTree(t: Tenant) {
    await t.db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`departments:${t.companyId}`}))`,
    );
  }

  async function all(t: Tenant): Promise<Row[]> {
    return t.db.select().from(departments).where(t.where(departments));
  }

  function pathOf(row: Row, byId: Map<string, Row>): string[] {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let node: Row | undefined = row; node && !seen.has(node.id); ) {
      seen.add(node.id);
      names.unshift(node.name);
      node = node.parentId ? byId.get(node.parentId) : undefined;
    }
    return names;
  }

  async function managerNames(t: Tenant, rows: Row[]) {
    const ids = new Set(rows.map((r) => r.managerEmployeeId).filter((id): id is string => !!id));
    if (ids.size === 0) return new Map<string, string>();
    const people = await t.db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(t.where(employees, inArray(employees.id, [...ids])));
    return new Map(people.map((p) => [p.id, p.name]));
  }

  async function presentAll(t: Tenant, rows: Row[], everything: Row[]) {
    const byId = new Map(everything.map((r) => [r.id, r]));
    const [managers, active] = await Promise.all([
      managerNames(t, rows),
      activeEmployeeCounts(t, employees.departmentId),
    ]);
    return rows.map(
      (row): Department => ({
        id: row.id,
        ...valuesOf(row),
        manager_name: row.managerEmployeeId ? (managers.get(row.managerEmployeeId) ?? null) : null,
        path: pathOf(row, byId),
        employee_count: active.get(row.id) ?? 0,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      }),
    );
  }

  /** Field-level checks against the company's data, inside the write's transaction. */
  async function validate(t: Tenant, body: Body, everything: Row[], id?: string) {
    const fieldErrors: Record<string, string[]> = {};
    const byId = new Map(everything.map((r) => [r.id, r]));
    if (body.parent_id) {
      if (!byId.has(body.parent_id)) fieldErrors.parent_id = ['validation.not_found_ref'];
      else if (id) {
        // The new parent may not be the department itself or anything below it.
        for (
          let node = byId.get(body.parent_id);
          node;
          node = node.parentId ? byId.get(node.parentId) : undefined
        ) {
          if (node.id === id) {
            fieldErrors.parent_id = ['validation.department_cycle'];
            break;
          }
        }
      }
    }
    if (body.subsidiary_id) {
      const [found] = await t.db
        .select({ id: subsidiaries.id })
        .from(subsidiaries)
        .where(t.where(subsidiaries, eq(subsidiaries.id, body.subsidiary_id)));
      if (!found) fieldErrors.subsidiary_id = ['validation.not_found_ref'];
    }
    if (body.manager_employee_id) {
      const [found] = await t.db
        .select({ id: employees.id })
        .from(employees)
        .where(t.where(employees, eq(employees.id, body.manager_employee_id)));
      if (!found) fieldErrors.manager_employee_id = ['validation.not_found_ref'];
    }
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError('validation_error', { fieldErrors });
    const parent = body.parent_id ?? ROOT;
    assertNameFree(
      everything.some(
        (r) =>
          r.id !== id &&
          (r.parentId ?? ROOT) === parent &&
          r.name.toLowerCase() === body.name.toLowerCase(),
      ),
      SIBLING_NAME,
    );
  }

  const columnsOf = (body: Body) => ({
    name: body.name,
    parentId: body.parent_id ?? null,
    subsidiaryId: body.subsidiary_id ?? null,
    managerEmployeeId: body.manager_employee_id ?? null,
  });

  /** A write of `actor`'s to the tree, audited, in a transaction scoped to their company. */
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: (t: Tenant, audit: Audit) => Promise<T>,
  ) =>
    writeCompanyAudited(db, writeScope(actor, context, 'department'), async (t, audit) => {
      await lockTree(t);
      return work(t, audit);
    });

  async function one(t: Tenant, id: string): Promise<Department> {
    const everything = await all(t);
    const row = everything.find((r) => r.id === id);
    if (!row) throw AppError.notFound();
    const [dto] = await presentAll(t, [row], everything);
    return dto!;
  }

  return {
    list: (companyId: string, query: ListQuery & { parent_id?: string }) =>
      withTenant(db, { companyId }, async (t) => {
        const everything = await all(t);
        const byId = new Map(everything.map((r) => [r.id, r]));
        const term = query.search ? fold(query.search) : undefined;
        const { field, descending } = pickOrdering(query.ordering, DEPARTMENT_ORDERING, 'path');
        const keyOf = (r: Row) =>
          field === 'created_at'
            ? r.createdAt.toISOString()
            : field === 'name'
              ? fold(r.name)
              : fold(pathOf(r, byId).join(' / '));
        const matching = everything
          .filter((r) => query.parent_id === undefined || r.parentId === query.parent_id)
          .filter((r) => !term || fold(pathOf(r, byId).join(' / ')).includes(term))
          .sort(
            (a, b) =>
              keyOf(a).localeCompare(keyOf(b)) * (descending ? -1 : 1) || a.id.localeCompare(b.id),
          );
        const page = pageSlice(matching, query);
        return listResult(await presentAll(t, page, everything), matching.length, query);
      }),

    get: (companyId: string, id: string): Promise<Department> =>
      withTenant(db, { companyId }, (t) => one(t, id)),

    async create(actor: Actor, body: Body, context: RequestContext): Promise<Department> {
      return write(actor, context, async (t, audit) => {
        await validate(t, body, await all(t));
        const [row] = await guardNameIndex(
          t.db
            .insert(departments)
            .values(t.values(departments, columnsOf(body)))
            .returning(),
          SIBLING_NAME,
        );
        await audit({ action: 'create', entityId: row!.id, after: valuesOf(row!) });
        return one(t, row!.id);
      });
    },

    async update(
      actor: Actor,
      id: string,
      body: Body,
      context: RequestContext,
    ): Promise<Department> {
      return write(actor, context, async (t, audit) => {
        const everything = await all(t);
        const before = everything.find((r) => r.id === id);
        if (!before) throw AppError.notFound();
        await validate(t, body, everything, id);
        const [row] = await guardNameIndex(
          t.db
            .update(departments)
            .set({ ...columnsOf(body), updatedAt: new Date() })
            .where(t.where(departments, eq(departments.id, id)))
            .returning(),
          SIBLING_NAME,
        );
        const diff = changedFields(valuesOf(before), valuesOf(row!));
        if (diff) await audit({ action: 'update', entityId: id, ...diff });
        return one(t, id);
      });
    },

    async remove(actor: Actor, id: string, context: RequestContext): Promise<void> {
      await write(actor, context, async (t, audit) => {
        const [before] = await t.db
          .select()
          .from(departments)
          .where(t.where(departments, eq(departments.id, id)));
        if (!before) throw AppError.notFound();
        const [children] = await t.db
          .select({ n: count() })
          .from(departments)
          .where(t.where(departments, eq(departments.parentId, id)));
        assertUnused([
          { key: 'in_use_children', count: Number(children?.n ?? 0) },
          {
            key: 'in_use_employees',
            count: await employeesReferencing(t, employees.departmentId, id),
          },
        ]);
        await t.db.delete(departments).where(t.where(departments, eq(departments.id, id)));
        await audit({ action: 'delete', entityId: id, before: valuesOf(before) });
      });
    },
  };
}
