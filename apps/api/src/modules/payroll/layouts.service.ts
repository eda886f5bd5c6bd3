import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type PayrollLayout,
  type PayrollLayoutSpec,
  type payrollLayoutBodySchema,
  payrollLayoutSpecSchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { writeScope } from '../organization/shared.js';
import { assertPayrollEditor } from './access.js';
import {
  deleteLayout,
  findLayout,
  insertLayout,
  type LayoutRow,
  layoutNameTaken,
  listLayouts,
  updateLayout,
} from './payroll.repository.js';

type LayoutBody = z.output<typeof payrollLayoutBodySchema>;

/** How a saved layout writes (its stored JSON, read through the contract for its defaults). */
export function layoutSpecOf(row: LayoutRow): PayrollLayoutSpec {
  return payrollLayoutSpecSchema.parse(row.layout);
}

export function presentLayout(row: LayoutRow): PayrollLayout {
  return {
    id: row.id,
    name: row.name,
    ...layoutSpecOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function specOf(body: LayoutBody): PayrollLayoutSpec {
  const { name: _name, ...spec } = body;
  return spec;
}

const nameTaken = () =>
  new AppError('conflict', { fieldErrors: { name: ['validation.payroll_layout_name_taken'] } });

/** A concurrent save that took the name between the check and the write: still a 409 on name. */
async function guardName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
      if ((e as { code?: unknown }).code === '23505') throw nameTaken();
      e = (e as { cause?: unknown }).cause;
    }
    throw error;
  }
}

async function assertNameFree(t: Tenant, name: string, exceptId?: string): Promise<void> {
  if (await layoutNameTaken(t, name, exceptId)) throw nameTaken();
}

/**
 * The company's payroll export layouts, saved by name (unique in any case): read by anyone with
 * reports.payroll, written by editors (see access.ts). Every write is audited.
 */
export function createPayrollLayoutsService(db: Database) {
  const write = <T>(
    scope: CompanyScope,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) => {
    assertPayrollEditor(scope);
    return writeCompanyAudited(db, writeScope(scope, context, 'payroll_layout'), work);
  };

  return {
    list: (scope: CompanyScope): Promise<PayrollLayout[]> =>
      withTenant(db, { companyId: scope.companyId }, async (t) =>
        (await listLayouts(t)).map(presentLayout),
      ),

    get: (scope: CompanyScope, id: string): Promise<PayrollLayout> =>
      withTenant(db, { companyId: scope.companyId }, async (t) => {
        const row = await findLayout(t, id);
        if (!row) throw AppError.notFound();
        return presentLayout(row);
      }),

    create: (scope: CompanyScope, body: LayoutBody, context: RequestContext) =>
      write(scope, context, async (t, audit) => {
        await assertNameFree(t, body.name);
        const spec = specOf(body);
        const id = await guardName(insertLayout(t, { name: body.name, layout: { ...spec } }));
        await audit({ action: 'create', entityId: id, after: { name: body.name, ...spec } });
        return presentLayout((await findLayout(t, id))!);
      }),

    update: (scope: CompanyScope, id: string, body: LayoutBody, context: RequestContext) =>
      write(scope, context, async (t, audit) => {
        const before = await findLayout(t, id);
        if (!before) throw AppError.notFound();
        await assertNameFree(t, body.name, id);
        const spec = specOf(body);
        await guardName(updateLayout(t, id, { name: body.name, layout: { ...spec } }));
        await audit({
          action: 'update',
          entityId: id,
          before: { name: before.name, ...before.layout },
          after: { name: body.name, ...spec },
        });
        return presentLayout((await findLayout(t, id))!);
      }),

    remove: (scope: CompanyScope, id: string, context: RequestContext): Promise<null> =>
      write(scope, context, async (t, audit) => {
        const before = await findLayout(t, id);
        if (!before) throw AppError.notFound();
        await deleteLayout(t, id);
        await audit({
          action: 'delete',
          entityId: id,
          before: { name: before.name, ...before.layout },
        });
        return null;
      }),
  };
}
export type PayrollLayoutsService = ReturnType<typeof createPayrollLayoutsService>;
