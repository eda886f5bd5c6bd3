import type { Tenant } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import type { Audit } from '../../lib/audit.js';
import { insertTreatments } from '../punches/treatments.repository.js';
import { insertLeave, overlappingLeave } from '../timesheets/leaves.repository.js';
import { refuseClosedDays } from '../timesheets/period-guard.js';
import type { RequestRow } from './requests.repository.js';

// What an approved request writes. The register is never touched: a missed punch becomes an
// included punch (a treatment) with the request's reason and the approver as author; leave becomes
// the employee's leave of that type. Both mark the timesheet days for recompute (triggers).
// Approved overtime writes nothing else: the timesheet reads it as authorized overtime.

/** A copy of the request's document for the leave (the two rows never share a stored file). */
export interface LeaveDocumentCopy {
  key: string;
  type: string;
  name: string;
  size: number;
}

export async function applyApproval(
  t: Tenant,
  audit: Audit,
  row: RequestRow,
  approverUserId: string,
  document: LeaveDocumentCopy | null,
): Promise<string | null> {
  if (row.type === 'overtime') return null;
  const to = row.toDate ?? row.day;
  // A period closed while the request waited: it can no longer change (409).
  await refuseClosedDays(t, row.employeeId, row.day, to);
  if (row.type === 'manual_punch') {
    const [treatment] = await insertTreatments(t, [
      {
        employeeId: row.employeeId,
        kind: 'include',
        punchedAt: row.punchedAt!,
        timeZone: row.employeeTimeZone,
        day: row.day,
        reason: row.reason,
        authorUserId: approverUserId,
      },
    ]);
    await audit({
      action: 'include',
      entity: 'punch',
      entityId: treatment!.id,
      after: {
        employee_id: row.employeeId,
        punched_at: row.punchedAt!.toISOString(),
        reason: row.reason,
        request_id: row.id,
      },
    });
    return treatment!.id;
  }
  if (await overlappingLeave(t, row.employeeId, row.day, to)) {
    throw new AppError('conflict', { message: 'validation.leave_overlap' });
  }
  const id = await insertLeave(t, {
    employeeId: row.employeeId,
    leaveTypeId: row.leaveTypeId!,
    fromDate: row.day,
    toDate: to,
    minutes: row.minutes,
    reason: row.reason,
    authorUserId: approverUserId,
    documentKey: document?.key ?? null,
    documentType: document?.type ?? null,
    documentName: document?.name ?? null,
    documentSize: document?.size ?? null,
  });
  await audit({
    action: 'create',
    entity: 'employee_leave',
    entityId: id,
    after: {
      employee_id: row.employeeId,
      leave_type_id: row.leaveTypeId,
      from: row.day,
      to,
      minutes: row.minutes,
      reason: row.reason,
      request_id: row.id,
    },
  });
  return id;
}
