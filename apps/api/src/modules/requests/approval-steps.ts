import type { Tenant } from '@ponteiro/db';
import type { NoticeParams } from '../notifications/emails.js';
import type { Notifier } from '../notifications/notifier.js';
import { type Requester, resolveStep } from '../workflow/approvers.js';
import { delegatesOf } from '../workflow/approvers.repository.js';
import { insertEvent, type RequestRow, updateRequest } from './requests.repository.js';

// Moving a request to a step: who decides it now, the path's event, and the notices.

export const requesterOf = (
  row: Pick<RequestRow, 'employeeId' | 'departmentId' | 'employeeUserId'>,
): Requester => ({
  employeeId: row.employeeId,
  departmentId: row.departmentId,
  userId: row.employeeUserId,
});

export const noticeParamsOf = (row: RequestRow): NoticeParams => ({
  request_id: row.id,
  request_type: row.type,
  employee_id: row.employeeId,
  employee_name: row.employeeName,
  date: row.day,
  ...(row.minutes !== null ? { minutes: row.minutes } : {}),
});

/** Tells the approvers (and their delegates in force) that a request waits for them. */
export async function notifyApprovers(
  t: Tenant,
  notifier: Notifier,
  row: RequestRow,
  approverIds: readonly string[],
  kind: 'request_submitted' | 'request_escalated',
  today: string,
): Promise<void> {
  const delegates = await delegatesOf(t, approverIds, today);
  await notifier.notify(t, [...approverIds, ...delegates], kind, noticeParamsOf(row));
}

/**
 * Starts step `step` (1-based) of the request: resolves its approvers (the administrators when
 * nobody the step names can decide, written in the path as `fallback`).
 */
export async function enterStep(
  t: Tenant,
  row: RequestRow,
  step: number,
  now: Date,
): Promise<string[]> {
  const { userIds, fallback } = await resolveStep(t, row.steps[step - 1]!, requesterOf(row));
  await updateRequest(t, row.id, { currentStep: step, approverIds: userIds, stepStartedAt: now });
  if (fallback)
    await insertEvent(t, { requestId: row.id, action: 'fallback', step, actorUserId: null });
  return userIds;
}
