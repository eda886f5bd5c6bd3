import type { Database, Tenant } from '@ponteiro/db';
import {
  type AcceptanceBody,
  AppError,
  type PeriodChangeResult,
  type PeriodCloseBody,
  type PeriodReopenBody,
  type TimesheetPeriod,
} from '@ponteiro/shared';
import { type Audit, type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor, CompanyScope } from '../../plugins/authenticate.js';
import type { Notifier } from '../notifications/notifier.js';
import { employeeAccount } from '../notifications/repository.js';
import { employeeOfUser } from '../punches/punch.repository.js';
import {
  departmentExists,
  employeesOfDepartmentTree,
} from '../time-policy/assignments.repository.js';
import { enqueueWebhookEvent } from '../webhooks/emit.js';
import { computeDays } from './compute.js';
import { markStale } from './days.repository.js';
import { countEmployees, employeesInPeriod } from './overview.repository.js';
import {
  activePeriods,
  answerPeriod,
  findPeriod,
  insertPeriods,
  periodsByIds,
  reopenPeriods,
} from './periods.repository.js';
import { presentPeriod } from './present.js';
import { RECOMPUTE_BATCH } from './recompute.js';

/**
 * Period close (permission timesheets.timesheet): the employees' days of the period are computed
 * and frozen; treatments and leave are refused there (409) until a reopen with a reason. Both are
 * audited. The employee answers once per closed period: accept, or disagree with a note (time and
 * IP kept) — managers see it on the overview and the timesheet.
 */
export function createPeriodsService(deps: {
  db: Database;
  /** Tells each employee their period closed (period_closed, per the notification settings). */
  notifier?: Notifier;
}) {
  const { db, notifier } = deps;
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: (t: Tenant, audit: Audit) => Promise<T>,
  ) =>
    writeCompanyAudited(
      db,
      {
        context,
        companyId: actor.companyId,
        actorType: 'user',
        actorId: actor.userId,
        entity: 'timesheet_period',
      },
      work,
    );

  /** The employees a close or reopen is for, the period covering them; 400/404 on foreign ids. */
  async function targetOf(
    t: Tenant,
    body: {
      employee_ids?: string[] | undefined;
      department_id?: string | undefined;
      from: string;
      to: string;
    },
  ): Promise<{ id: string; name: string }[]> {
    let ids: string[];
    if (body.department_id) {
      if (!(await departmentExists(t, body.department_id))) {
        throw new AppError('validation_error', {
          fieldErrors: { department_id: ['validation.not_found_ref'] },
        });
      }
      ids = await employeesOfDepartmentTree(t, body.department_id);
    } else {
      ids = [...new Set(body.employee_ids ?? [])];
      if ((await countEmployees(t, ids)) !== ids.length) {
        throw new AppError('validation_error', {
          fieldErrors: { employee_ids: ['validation.not_found_ref'] },
        });
      }
    }
    const covered = await employeesInPeriod(t, ids, body.from, body.to);
    if (covered.length === 0) {
      throw new AppError('business_rule', { message: 'validation.period_no_employees' });
    }
    return covered;
  }

  return {
    async close(
      actor: Actor,
      body: PeriodCloseBody,
      context: RequestContext,
    ): Promise<PeriodChangeResult> {
      const result = await write(actor, context, async (t, audit) => {
        const people = await targetOf(t, body);
        const ids = people.map((p) => p.id);
        const [already] = await activePeriods(t, ids, body.from, body.to);
        if (already) {
          throw new AppError('conflict', {
            message: `validation.period_already_closed|${already.employeeName}`,
          });
        }
        // The figures the period is closed with: computed now, from the inputs as they are.
        for (let i = 0; i < ids.length; i += RECOMPUTE_BATCH) {
          await computeDays(t, ids.slice(i, i + RECOMPUTE_BATCH), body.from, body.to);
        }
        const periodIds = await insertPeriods(
          t,
          ids.map((employeeId) => ({
            employeeId,
            fromDate: body.from,
            toDate: body.to,
            closedBy: actor.userId,
          })),
        );
        for (const [k, id] of periodIds.entries()) {
          await audit({
            action: 'close',
            entityId: id,
            after: { employee_id: ids[k], from: body.from, to: body.to },
          });
        }
        if (notifier) {
          // In this transaction: a close that fails tells nobody.
          for (const [k, person] of people.entries()) {
            const account = await employeeAccount(t, person.id);
            await notifier.notify(
              t,
              account ? [account] : [],
              'period_closed',
              {
                employee_id: person.id,
                employee_name: person.name,
                date: body.from,
                end_date: body.to,
              },
              `period:${periodIds[k]}`,
            );
          }
        }
        const periods = (await periodsByIds(t, periodIds)).map(presentPeriod);
        await enqueueWebhookEvent(t, 'timesheet.period_closed', periods);
        return { periods };
      });
      if (notifier) notifier.flush();
      return result;
    },

    async reopen(
      actor: Actor,
      body: PeriodReopenBody,
      context: RequestContext,
    ): Promise<PeriodChangeResult> {
      return write(actor, context, async (t, audit) => {
        const people = await targetOf(t, body);
        const open = await activePeriods(
          t,
          people.map((p) => p.id),
          body.from,
          body.to,
        );
        if (open.length === 0) {
          throw new AppError('conflict', { message: 'validation.period_not_closed' });
        }
        await reopenPeriods(
          t,
          open.map((p) => p.id),
          actor.userId,
          body.reason,
        );
        for (const period of open) {
          await markStale(t, [period.employeeId], period.fromDate, period.toDate);
          await audit({
            action: 'reopen',
            entityId: period.id,
            before: { from: period.fromDate, to: period.toDate, acceptance: period.acceptance },
            after: { reason: body.reason },
          });
        }
        return { periods: open.map(presentPeriod) };
      });
    },

    /** The employee's answer about their own closed period (any member; only their own). */
    async answer(
      scope: CompanyScope,
      id: string,
      body: AcceptanceBody,
      context: RequestContext,
    ): Promise<TimesheetPeriod> {
      return write(scope, context, async (t, audit) => {
        const own = await employeeOfUser(t, scope.userId);
        const period = await findPeriod(t, id);
        if (!own || !period || period.employeeId !== own.id) throw AppError.notFound();
        if (period.reopenedAt) {
          throw new AppError('conflict', { message: 'validation.period_not_closed' });
        }
        const note = body.note?.trim() ? body.note.trim() : null;
        if (!(await answerPeriod(t, id, { acceptance: body.decision, note, ip: context.ip }))) {
          throw new AppError('conflict', { message: 'validation.acceptance_given' });
        }
        await audit({ action: body.decision, entityId: id, after: { note, ip: context.ip } });
        return presentPeriod((await findPeriod(t, id))!);
      });
    },
  };
}
export type PeriodsService = ReturnType<typeof createPeriodsService>;
