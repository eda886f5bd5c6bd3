import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type bulkScheduleAssignmentBodySchema,
  type ListQuery,
  type ListResult,
  type ScheduleAssignment,
  type scheduleAssignmentBodySchema,
  type UnassignedEmployee,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { type Actor, writeScope } from '../organization/shared.js';
import {
  type AssignmentRow,
  assignmentsOfEmployee,
  departmentExists,
  employeesOfDepartmentTree,
  existingEmployees,
  putAssignments,
  unassignedPage,
} from './assignments.repository.js';
import { findSchedule } from './repository.js';
import { todayInBrazil } from './today.js';

type AssignmentBody = z.output<typeof scheduleAssignmentBodySchema>;
type BulkBody = z.output<typeof bulkScheduleAssignmentBodySchema>;

function present(rows: AssignmentRow[], today = todayInBrazil()): ScheduleAssignment[] {
  // Rows come newest date first: the first one on or before today is in force.
  const current = rows.find((r) => r.effectiveFrom <= today)?.id;
  return rows.map((r) => ({
    id: r.id,
    schedule: { id: r.scheduleId, name: r.scheduleName, code: r.scheduleCode },
    effective_from: r.effectiveFrom,
    current: r.id === current,
    created_at: r.createdAt.toISOString(),
    created_by: { id: r.createdBy, name: r.createdByName },
  }));
}

/** Who works which schedule from when: one employee, a selection, or a department. */
export function createAssignmentsService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: (
      t: Tenant,
      audit: Parameters<Parameters<typeof writeCompanyAudited<T>>[2]>[1],
    ) => Promise<T>,
  ) => writeCompanyAudited(db, writeScope(actor, context, 'employee_schedule'), work);

  async function assertSchedule(t: Tenant, scheduleId: string) {
    if (!(await findSchedule(t, scheduleId))) {
      throw new AppError('validation_error', {
        fieldErrors: { schedule_id: ['validation.not_found_ref'] },
      });
    }
  }

  /** Assigns and writes one history entry per employee (the employee's history shows it). */
  async function assign(
    t: Tenant,
    audit: Parameters<Parameters<typeof writeCompanyAudited<unknown>>[2]>[1],
    actor: Actor,
    ids: string[],
    body: { schedule_id: string; effective_from: string },
  ) {
    const before = await putAssignments(t, ids, {
      scheduleId: body.schedule_id,
      effectiveFrom: body.effective_from,
      createdBy: actor.userId,
    });
    for (const id of ids) {
      const previous = before.get(id);
      await audit({
        action: 'update',
        entityId: id,
        before: previous ? { schedule: { id: previous, from: body.effective_from } } : undefined,
        after: { schedule: { id: body.schedule_id, from: body.effective_from } },
      });
    }
  }

  return {
    /** Active employees without a schedule today: listed as such, never given a default. */
    unassigned: (
      companyId: string,
      query: ListQuery,
      today = todayInBrazil(),
    ): Promise<ListResult<UnassignedEmployee>> =>
      withTenant(db, { companyId }, async (t) => {
        const { rows, total } = await unassignedPage(t, today, {
          search: query.search,
          ...pageWindow(query),
        });
        return listResult(
          rows.map((r) => ({
            id: r.id,
            name: r.name,
            registration: r.registration,
            admission_date: r.admissionDate,
            next_schedule_from: r.nextFrom,
          })),
          total,
          query,
        );
      }),

    list: (companyId: string, employeeId: string, today?: string): Promise<ScheduleAssignment[]> =>
      withTenant(db, { companyId }, async (t) => {
        if ((await existingEmployees(t, [employeeId])).length === 0) throw AppError.notFound();
        return present(await assignmentsOfEmployee(t, employeeId), today);
      }),

    async add(
      actor: Actor,
      employeeId: string,
      body: AssignmentBody,
      context: RequestContext,
    ): Promise<ScheduleAssignment> {
      return write(actor, context, async (t, audit) => {
        if ((await existingEmployees(t, [employeeId])).length === 0) throw AppError.notFound();
        await assertSchedule(t, body.schedule_id);
        await assign(t, audit, actor, [employeeId], body);
        const rows = present(await assignmentsOfEmployee(t, employeeId));
        return rows.find((r) => r.effective_from === body.effective_from)!;
      });
    },

    /** All or nothing: an id that is not the company's employee refuses the whole request. */
    async bulk(
      actor: Actor,
      body: BulkBody,
      context: RequestContext,
    ): Promise<{ assigned: number }> {
      return write(actor, context, async (t, audit) => {
        await assertSchedule(t, body.schedule_id);
        let ids: string[];
        if (body.department_id) {
          if (!(await departmentExists(t, body.department_id))) {
            throw new AppError('validation_error', {
              fieldErrors: { department_id: ['validation.not_found_ref'] },
            });
          }
          ids = await employeesOfDepartmentTree(t, body.department_id);
        } else {
          const wanted = [...new Set(body.employee_ids ?? [])];
          ids = await existingEmployees(t, wanted);
          if (ids.length !== wanted.length) {
            throw new AppError('validation_error', {
              fieldErrors: { employee_ids: ['validation.not_found_ref'] },
            });
          }
        }
        await assign(t, audit, actor, ids, body);
        return { assigned: ids.length };
      });
    },
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
