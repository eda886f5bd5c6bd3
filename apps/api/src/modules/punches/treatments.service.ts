import type { Database, Tenant } from '@ponteiro/db';
import {
  type AdminPunchBody,
  type AdminPunchBulkBody,
  AppError,
  type PunchLogEntry,
} from '@ponteiro/shared';
import { type Audit, type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { dateIn } from '../../lib/calendar-date.js';
import type { Actor } from '../../plugins/authenticate.js';
import { refuseClosedDays } from '../timesheets/period-guard.js';
import { enqueueWebhookEvent } from '../webhooks/emit.js';
import { findPunch, type PunchingEmployee, punchingEmployee } from './punch.repository.js';
import { logEntry } from './punch-log.service.js';
import {
  activeDisregards,
  findTreatment,
  insertTreatments,
  type StoredTreatment,
  undoOf,
} from './treatments.repository.js';
import { instantOf } from './wall-time.js';

/** The punch as the log shows it after a treatment, told to the company's webhooks. */
async function treated(t: Tenant, entry: PunchLogEntry): Promise<PunchLogEntry> {
  await enqueueWebhookEvent(t, 'punch.treated', entry);
  return entry;
}

/** A manager may include a punch up to a minute ahead of the server's clock (clock skew). */
const FUTURE_TOLERANCE_MS = 60_000;

const businessRule = (key: string, field?: string) =>
  new AppError('business_rule', {
    message: `validation.${key}`,
    ...(field ? { fieldErrors: { [field]: [`validation.${key}`] } } : {}),
  });

/**
 * Treatments (permission timesheets.timesheet): include a missing punch, disregard a recorded one,
 * undo either. The register is never touched; each treatment is a new row with its reason and
 * author, audited in the same transaction.
 */
export function createTreatmentsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

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
        entity: 'punch',
      },
      work,
    );

  /** Inclusions of one punch time for these employees (all of this company, or 404). */
  async function include(
    t: Tenant,
    audit: Audit,
    actor: Actor,
    employeeIds: string[],
    punchedAtText: string,
    reason: string,
  ): Promise<{ treatment: StoredTreatment; employee: PunchingEmployee }[]> {
    const employees: PunchingEmployee[] = [];
    for (const id of [...new Set(employeeIds)]) {
      const employee = await punchingEmployee(t, id);
      if (!employee) throw AppError.notFound();
      employees.push(employee);
    }
    const now = clock();
    const rows = employees.map((employee) => {
      const punchedAt = instantOf(punchedAtText, employee.timeZone);
      if (Number.isNaN(punchedAt.getTime())) throw businessRule('datetime', 'punched_at');
      if (punchedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
        throw businessRule('punch_in_future', 'punched_at');
      }
      const day = dateIn(punchedAt, employee.timeZone);
      if (day < employee.admissionDate) throw businessRule('punch_before_admission', 'punched_at');
      return {
        employee,
        row: {
          employeeId: employee.id,
          kind: 'include' as const,
          punchedAt: new Date(Math.floor(punchedAt.getTime() / 1000) * 1000),
          timeZone: employee.timeZone,
          day,
          reason,
          authorUserId: actor.userId,
        },
      };
    });
    // A workday of a closed period is locked.
    for (const { row } of rows) await refuseClosedDays(t, row.employeeId, row.day);
    const stored = await insertTreatments(
      t,
      rows.map((r) => r.row),
    );
    for (const treatment of stored) {
      await audit({
        action: 'include',
        entityId: treatment.id,
        after: {
          employee_id: treatment.employeeId,
          punched_at: treatment.punchedAt!.toISOString(),
          reason,
        },
      });
    }
    return stored.map((treatment, i) => ({ treatment, employee: rows[i]!.employee }));
  }

  return {
    async include(
      actor: Actor,
      body: AdminPunchBody,
      context: RequestContext,
    ): Promise<PunchLogEntry> {
      return write(actor, context, async (t, audit) => {
        const [made] = await include(
          t,
          audit,
          actor,
          [body.employee_id],
          body.punched_at,
          body.reason,
        );
        const { treatment } = made!;
        return treated(t, await logEntry(t, treatment.id, treatment.employeeId, treatment.day!));
      });
    },

    async includeMany(
      actor: Actor,
      body: AdminPunchBulkBody,
      context: RequestContext,
    ): Promise<{ created: PunchLogEntry[] }> {
      return write(actor, context, async (t, audit) => {
        const made = await include(
          t,
          audit,
          actor,
          body.employee_ids,
          body.punched_at,
          body.reason,
        );
        const created: PunchLogEntry[] = [];
        for (const { treatment } of made) {
          created.push(await logEntry(t, treatment.id, treatment.employeeId, treatment.day!));
        }
        await enqueueWebhookEvent(t, 'punch.treated', created);
        return { created };
      });
    },

    async disregard(
      actor: Actor,
      id: string,
      reason: string,
      context: RequestContext,
    ): Promise<PunchLogEntry> {
      return write(actor, context, async (t, audit) => {
        const punch = await findPunch(t, id);
        if (!punch) {
          const treatment = await findTreatment(t, id);
          if (treatment?.kind === 'include') throw businessRule('included_punch_disregard');
          throw AppError.notFound();
        }
        if ((await activeDisregards(t, id)).length > 0) throw businessRule('already_disregarded');
        await refuseClosedDays(t, punch.employeeId!, dateIn(punch.punchedAt!, punch.timeZone));
        const [stored] = await insertTreatments(t, [
          {
            employeeId: punch.employeeId!,
            kind: 'disregard',
            recordId: punch.id,
            reason,
            authorUserId: actor.userId,
          },
        ]);
        await audit({
          action: 'disregard',
          entityId: stored!.id,
          after: { record_id: punch.id, nsr: punch.nsr, reason },
        });
        return treated(
          t,
          await logEntry(t, punch.id, punch.employeeId!, dateIn(punch.punchedAt!, punch.timeZone)),
        );
      });
    },

    async undo(
      actor: Actor,
      id: string,
      reason: string,
      context: RequestContext,
    ): Promise<PunchLogEntry> {
      return write(actor, context, async (t, audit) => {
        const target = await findTreatment(t, id);
        if (!target) throw AppError.notFound();
        if (target.kind === 'undo') throw businessRule('treatment_not_undoable');
        if (await undoOf(t, id)) throw businessRule('treatment_undone');
        const undone = target.kind === 'include' ? null : await findPunch(t, target.recordId!);
        await refuseClosedDays(
          t,
          target.employeeId,
          target.day ?? dateIn(undone!.punchedAt!, undone!.timeZone),
        );
        const [stored] = await insertTreatments(t, [
          {
            employeeId: target.employeeId,
            kind: 'undo',
            targetId: target.id,
            reason,
            authorUserId: actor.userId,
          },
        ]);
        await audit({
          action: 'undo',
          entityId: stored!.id,
          after: { target_id: target.id, kind: target.kind, reason },
        });
        if (target.kind === 'include') {
          return treated(t, await logEntry(t, target.id, target.employeeId, target.day!));
        }
        const punch = undone!;
        return treated(
          t,
          await logEntry(t, punch.id, punch.employeeId!, dateIn(punch.punchedAt!, punch.timeZone)),
        );
      });
    },
  };
}

export type TreatmentsService = ReturnType<typeof createTreatmentsService>;
