import type { TaRequest } from '@ponteiro/shared';
import type { MediaSigner } from '../media/signer.js';
import type { EventRow, RequestRow } from './requests.repository.js';

/** What the caller may do with a request, worked out by the service. */
export interface CallerRights {
  canDecide: boolean;
  canCancel: boolean;
}

export function presentRequest(
  row: RequestRow,
  events: readonly EventRow[],
  approverNames: ReadonlyMap<string, string>,
  rights: CallerRights,
  media: MediaSigner,
): TaRequest {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    employee: {
      id: row.employeeId,
      name: row.employeeName,
      registration: row.employeeRegistration,
      department: row.departmentName,
    },
    date: row.day,
    time: row.wallTime,
    minutes: row.minutes,
    leave_type:
      row.leaveTypeId && row.leaveTypeName !== null
        ? {
            id: row.leaveTypeId,
            name: row.leaveTypeName,
            code: row.leaveTypeCode ?? '',
            requires_document: row.leaveRequiresDocument ?? false,
          }
        : null,
    from: row.fromDate,
    to: row.toDate,
    reason: row.reason,
    attachment:
      row.attachmentKey && row.attachmentType
        ? {
            name: row.attachmentName ?? row.attachmentKey,
            type: row.attachmentType,
            size: row.attachmentSize ?? 0,
            url: media.url(row.attachmentKey)!,
          }
        : null,
    flow: { id: row.flowId, name: row.flowName },
    // After the last step's escalation the administrators hold it: still the last step.
    step: Math.min(row.currentStep, row.steps.length),
    steps: row.steps.length,
    approvers: pending
      ? row.approverIds.map((id) => ({ id, name: approverNames.get(id) ?? '' }))
      : [],
    can_decide: pending && rights.canDecide,
    can_cancel: pending && rights.canCancel,
    author: row.authorUserId ? { id: row.authorUserId, name: row.authorName ?? '' } : null,
    decision_note: row.decisionNote,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    path: events.map((e) => ({
      action: e.action as TaRequest['path'][number]['action'],
      step: e.step,
      actor: e.actorId ? { id: e.actorId, name: e.actorName ?? '' } : null,
      on_behalf_of: e.onBehalfOfId ? { id: e.onBehalfOfId, name: e.onBehalfOfName ?? '' } : null,
      note: e.note,
      at: e.at.toISOString(),
    })),
  };
}
