import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  DEFAULT_LEAVE_TYPES,
  type LeaveType,
  type ListQuery,
  type ListResult,
  type leaveTypeBodySchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import { type Actor, writeScope } from '../organization/shared.js';
import {
  deleteLeaveType,
  findLeaveType,
  insertLeaveTypes,
  type LeaveTypeRow,
  type LeaveTypeValues,
  listLeavePage,
  takenLeaveFields,
  updateLeaveType,
} from './leave-hours-bank.repository.js';

type LeaveTypeBody = z.output<typeof leaveTypeBodySchema>;
const ORDERINGS = { name: 'name', code: 'code', created_at: 'created_at' } as const;

const valuesOf = (b: LeaveTypeBody): LeaveTypeValues => ({
  name: b.name,
  code: b.code,
  justified: b.justified,
  paid: b.paid,
  affectsDsr: b.affects_dsr,
  requiresDocument: b.requires_document,
  maxDays: b.max_days,
  active: b.active,
  // Omitted on an edit: the type keeps its category (a new one gets the column's 'other').
  ...(b.category ? { category: b.category } : {}),
});

function present(r: LeaveTypeRow): LeaveType {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    justified: r.justified,
    paid: r.paid,
    affects_dsr: r.affectsDsr,
    requires_document: r.requiresDocument,
    max_days: r.maxDays,
    active: r.active,
    category: r.category,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A new company's leave types: the usual Brazilian ones (inside the registration's transaction). */
export async function addDefaultLeaveTypes(t: Tenant): Promise<void> {
  await insertLeaveTypes(
    t,
    DEFAULT_LEAVE_TYPES.map((d) => valuesOf(d)),
  );
}

/** Leave types (afastamentos): how each counts in the timesheet and what it needs. */
export function createLeaveTypesService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) => writeCompanyAudited(db, writeScope(actor, context, 'leave_type'), work);

  async function assertFree(t: Tenant, values: LeaveTypeValues, exceptId?: string) {
    const taken = await takenLeaveFields(t, values, exceptId);
    const fieldErrors: Record<string, string[]> = {};
    if (taken.name) fieldErrors.name = ['validation.leave_type_name_taken'];
    if (taken.code) fieldErrors.code = ['validation.leave_type_code_taken'];
    if (taken.name || taken.code) throw new AppError('conflict', { fieldErrors });
  }

  return {
    list: (companyId: string, query: ListQuery): Promise<ListResult<LeaveType>> =>
      withTenant(db, { companyId }, async (t) => {
        const { value, descending } = pickOrdering(query.ordering, ORDERINGS, 'name');
        const { rows, total } = await listLeavePage(t, {
          searchPattern: query.search ? containsPattern(query.search) : undefined,
          ordering: value,
          descending,
          ...pageWindow(query),
        });
        return listResult(rows.map(present), total, query);
      }),

    get: (companyId: string, id: string): Promise<LeaveType> =>
      withTenant(db, { companyId }, async (t) => {
        const row = await findLeaveType(t, id);
        if (!row) throw AppError.notFound();
        return present(row);
      }),

    create: (actor: Actor, body: LeaveTypeBody, context: RequestContext): Promise<LeaveType> =>
      write(actor, context, async (t, audit) => {
        const values = valuesOf(body);
        await assertFree(t, values);
        const [row] = await insertLeaveTypes(t, [values]);
        // A concurrent insert of the same name or code: the unique index skipped the row.
        if (!row) throw new AppError('conflict');
        await audit({ action: 'create', entityId: row.id, after: values });
        return present(row);
      }),

    update: (
      actor: Actor,
      id: string,
      body: LeaveTypeBody,
      context: RequestContext,
    ): Promise<LeaveType> =>
      write(actor, context, async (t, audit) => {
        const before = await findLeaveType(t, id);
        if (!before) throw AppError.notFound();
        const values = valuesOf(body);
        await assertFree(t, values, id);
        const row = await updateLeaveType(t, id, values);
        await audit({ action: 'update', entityId: id, before: present(before), after: values });
        return present(row);
      }),

    /** Leave records (issue 17) will point here; until then a type can always go. */
    remove: (actor: Actor, id: string, context: RequestContext): Promise<void> =>
      write(actor, context, async (t, audit) => {
        const before = await findLeaveType(t, id);
        if (!before) throw AppError.notFound();
        await deleteLeaveType(t, id);
        await audit({ action: 'delete', entityId: id, before: present(before) });
      }),
  };
}
export type LeaveTypesService = ReturnType<typeof createLeaveTypesService>;
