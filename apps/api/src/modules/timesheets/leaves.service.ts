import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import { AppError, type EmployeeLeave, type LeaveBody } from '@ponteiro/shared';
import { attachmentKey, replaceAttachment } from '../../lib/attachments.js';
import { type Audit, type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { FileStorage } from '../../lib/storage.js';
import type { ReceivedUpload } from '../../lib/uploads.js';
import type { Actor } from '../../plugins/authenticate.js';
import type { MediaSigner } from '../media/signer.js';
import { punchingEmployee } from '../punches/punch.repository.js';
import { findLeaveType } from '../time-policy/leave-hours-bank.repository.js';
import {
  cancelLeave,
  findLeave,
  insertLeave,
  type LeaveRow,
  overlappingLeave,
  setLeaveDocument,
} from './leaves.repository.js';
import { refuseClosedDays } from './period-guard.js';

/** A leave as the API answers it (the document by a short-lived signed address). */
export function presentLeave(row: LeaveRow, media: MediaSigner): EmployeeLeave {
  return {
    id: row.id,
    employee_id: row.employeeId,
    leave_type: {
      id: row.leaveTypeId,
      name: row.leaveTypeName,
      code: row.leaveTypeCode,
      justified: row.justified,
      requires_document: row.requiresDocument,
    },
    from: row.fromDate,
    to: row.toDate,
    minutes: row.minutes,
    reason: row.reason,
    document:
      row.documentKey && row.documentType
        ? {
            name: row.documentName ?? row.documentKey,
            type: row.documentType,
            size: row.documentSize ?? 0,
            url: media.url(row.documentKey)!,
          }
        : null,
    author: { id: row.authorUserId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  };
}

const businessRule = (key: string, field?: string) =>
  new AppError('business_rule', {
    message: `validation.${key}`,
    ...(field ? { fieldErrors: { [field]: [`validation.${key}`] } } : {}),
  });

/**
 * Leave on the timesheet (permission timesheets.timesheet): a manager justifies (or records)
 * absent days with a leave type, a reason and, when there is one, the document. Refused inside a
 * closed period (409); cancelling keeps the row. Each change marks the days for recompute (trigger).
 */
export function createLeavesService(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
}) {
  const { db, storage, media } = deps;
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
        entity: 'employee_leave',
      },
      work,
    );

  /** A leave that may still change: this company's, not cancelled, outside closed periods. */
  async function changeableLeave(t: Tenant, id: string): Promise<LeaveRow> {
    const leave = await findLeave(t, id);
    if (!leave) throw AppError.notFound();
    if (leave.cancelledAt)
      throw new AppError('conflict', { message: 'validation.leave_cancelled' });
    await refuseClosedDays(t, leave.employeeId, leave.fromDate, leave.toDate);
    return leave;
  }

  return {
    async create(actor: Actor, body: LeaveBody, context: RequestContext): Promise<EmployeeLeave> {
      return write(actor, context, async (t, audit) => {
        const employee = await punchingEmployee(t, body.employee_id);
        if (!employee) throw AppError.notFound();
        const type = await findLeaveType(t, body.leave_type_id);
        if (!type) {
          throw new AppError('validation_error', {
            fieldErrors: { leave_type_id: ['validation.not_found_ref'] },
          });
        }
        if (!type.active) throw businessRule('leave_type_inactive', 'leave_type_id');
        if (body.from < employee.admissionDate)
          throw businessRule('leave_before_admission', 'from');
        await refuseClosedDays(t, employee.id, body.from, body.to);
        if (await overlappingLeave(t, employee.id, body.from, body.to)) {
          throw new AppError('conflict', {
            message: 'validation.leave_overlap',
            fieldErrors: { from: ['validation.leave_overlap'] },
          });
        }
        const id = await insertLeave(t, {
          employeeId: employee.id,
          leaveTypeId: type.id,
          fromDate: body.from,
          toDate: body.to,
          reason: body.reason,
          authorUserId: actor.userId,
        });
        await audit({
          action: 'create',
          entityId: id,
          after: {
            employee_id: employee.id,
            leave_type_id: type.id,
            from: body.from,
            to: body.to,
            reason: body.reason,
          },
        });
        return presentLeave((await findLeave(t, id))!, media);
      });
    },

    async attachDocument(
      actor: Actor,
      id: string,
      upload: ReceivedUpload,
      context: RequestContext,
    ): Promise<EmployeeLeave> {
      // Another company's (or no) leave: 404 before any file is written; checked again with
      // the write (a period may close meanwhile).
      const found = await withTenant(db, actor, (t) => changeableLeave(t, id));
      const key = attachmentKey(
        `companies/${actor.companyId}/leaves/${found.id}`,
        'document',
        upload.type,
      );
      return replaceAttachment(storage, { bytes: upload.bytes, type: upload.type, key }, (stored) =>
        write(actor, context, async (t, audit) => {
          await changeableLeave(t, id);
          const oldKey = await setLeaveDocument(t, id, {
            key: stored!.key,
            type: upload.type,
            name: upload.filename,
            size: upload.bytes.length,
          });
          await audit({
            action: 'attach_document',
            entityId: id,
            after: { name: upload.filename, type: upload.type, size: upload.bytes.length },
          });
          return { result: presentLeave((await findLeave(t, id))!, media), oldKey };
        }),
      );
    },

    async cancel(
      actor: Actor,
      id: string,
      reason: string,
      context: RequestContext,
    ): Promise<EmployeeLeave> {
      return write(actor, context, async (t, audit) => {
        await changeableLeave(t, id);
        await cancelLeave(t, id, actor.userId, reason);
        await audit({ action: 'cancel', entityId: id, after: { reason } });
        return presentLeave((await findLeave(t, id))!, media);
      });
    },
  };
}
export type LeavesService = ReturnType<typeof createLeavesService>;
