import { type Database, type Executor, type Tenant, withTenant } from '@ponteiro/db';
import { AppError, type DecideBody, type TaRequest } from '@ponteiro/shared';
import { attachmentKey } from '../../lib/attachments.js';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { dateIn } from '../../lib/calendar-date.js';
import type { FileStorage } from '../../lib/storage.js';
import type { MediaSigner } from '../media/signer.js';
import type { Notifier } from '../notifications/notifier.js';
import { writeScope } from '../organization/shared.js';
import { enqueueWebhookEvent } from '../webhooks/emit.js';
import { administrators } from '../workflow/approvers.repository.js';
import { enterStep, noticeParamsOf, notifyApprovers } from './approval-steps.js';
import { applyApproval, type LeaveDocumentCopy } from './request-effects.js';
import {
  escalationCandidates,
  findRequest,
  insertEvent,
  type RequestRow,
  updateRequest,
} from './requests.repository.js';
import { type Caller, deciders, presentRows } from './requests.service.js';

/**
 * Decisions on requests: one or many of the caller's queue at once, all or none (a request that
 * cannot be decided — gone, already decided, its period closed — refuses the whole batch).
 * Approving the last step writes the request's effect; an earlier step moves it on. Escalation
 * (a background job) moves a request that waited too long to the next step — after the last one,
 * to the company's administrators.
 */
export function createDecisionsService(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
  notifier: Notifier;
  now?: () => Date;
}) {
  const { db, storage, media, notifier } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Copies of the documents of the leave requests that an approval may turn into leave. */
  async function copyDocuments(scope: Caller, ids: readonly string[]) {
    const rows = await withTenant(db, scope, async (t) => {
      const found: RequestRow[] = [];
      // One after the other: a transaction's client runs one query at a time.
      for (const id of ids) {
        const row = await findRequest(t, id);
        if (row?.type === 'leave' && row.attachmentKey !== null) found.push(row);
      }
      return found;
    });
    const copies = new Map<string, LeaveDocumentCopy>();
    for (const row of rows) {
      const bytes = await storage.get(row.attachmentKey!);
      if (!bytes) continue;
      const type = row.attachmentType as 'pdf' | 'jpeg' | 'png';
      const key = attachmentKey(`companies/${scope.companyId}/leaves/${row.id}`, 'document', type);
      await storage.put(key, bytes);
      copies.set(row.id, {
        key,
        type,
        name: row.attachmentName ?? 'document',
        size: row.attachmentSize ?? bytes.length,
      });
    }
    return copies;
  }

  async function decideOne(
    t: Tenant,
    audit: Parameters<Parameters<typeof writeCompanyAudited<unknown>>[2]>[1],
    scope: Caller,
    mine: readonly string[],
    id: string,
    body: DecideBody,
    now: Date,
    today: string,
    documents: ReadonlyMap<string, LeaveDocumentCopy>,
  ): Promise<boolean> {
    const row = await findRequest(t, id, true);
    const onBehalf = row?.approverIds.filter((a) => mine.includes(a)) ?? [];
    if (!row || (row.status === 'pending' && onBehalf.length === 0)) throw AppError.notFound();
    if (row.status !== 'pending') {
      throw new AppError('conflict', { message: 'validation.request_not_pending' });
    }
    // Decided as themselves when they are an approver, else for the approver who delegated.
    const behalfOf = onBehalf.includes(scope.userId) ? null : onBehalf[0]!;
    const note = body.note || null;
    await insertEvent(t, {
      requestId: id,
      action: body.decision,
      step: row.currentStep,
      actorUserId: scope.userId,
      onBehalfOf: behalfOf,
      note,
    });
    const last = row.currentStep >= row.steps.length;
    if (body.decision === 'approve' && !last) {
      const approvers = await enterStep(t, row, row.currentStep + 1, now);
      await notifyApprovers(t, notifier, row, approvers, 'request_submitted', today);
      await audit({ action: 'approve_step', entityId: id, after: { step: row.currentStep, note } });
      return false;
    }
    let resultId: string | null = null;
    if (body.decision === 'approve') {
      resultId = await applyApproval(t, audit, row, scope.userId, documents.get(id) ?? null);
    }
    await updateRequest(t, id, {
      status: body.decision === 'approve' ? 'approved' : 'rejected',
      decisionNote: note,
      decidedAt: now,
      approverIds: [],
      resultId,
    });
    await audit({ action: body.decision, entityId: id, after: { note, result_id: resultId } });
    const told = [row.employeeUserId, row.authorUserId].filter(
      (u): u is string => u !== null && u !== scope.userId,
    );
    await notifier.notify(t, told, 'request_decided', {
      ...noticeParamsOf(row),
      decision: body.decision === 'approve' ? 'approved' : 'rejected',
    });
    return body.decision === 'approve';
  }

  /** Escalates one request if it is still due (the job may race a decision). */
  async function escalate(companyId: string, id: string, now: Date): Promise<void> {
    await writeCompanyAudited(
      db,
      {
        context: { requestId: 'job:escalation', ip: null } as unknown as RequestContext,
        companyId,
        actorType: 'system',
        entity: 'ta_request',
      },
      async (t, audit) => {
        const row = await findRequest(t, id, true);
        const step = row?.steps[row.currentStep - 1];
        if (row?.status !== 'pending' || !step?.escalate_after_days) return;
        const due = row.stepStartedAt.getTime() + step.escalate_after_days * 86_400_000;
        if (due > now.getTime()) return;
        await insertEvent(t, {
          requestId: id,
          action: 'escalate',
          step: row.currentStep,
          actorUserId: null,
        });
        let approvers: string[];
        if (row.currentStep < row.steps.length) {
          approvers = await enterStep(t, row, row.currentStep + 1, now);
        } else {
          // Past the last step the administrators decide (step n+1 never escalates again).
          const admins = await administrators(t);
          const others = admins.filter((a) => a !== row.employeeUserId);
          approvers = others.length > 0 ? others : admins;
          await updateRequest(t, id, {
            currentStep: row.currentStep + 1,
            approverIds: approvers,
            stepStartedAt: now,
          });
        }
        await audit({ action: 'escalate', entityId: id, after: { from_step: row.currentStep } });
        await notifyApprovers(
          t,
          notifier,
          row,
          approvers,
          'request_escalated',
          dateIn(now, 'America/Sao_Paulo'),
        );
      },
    );
  }

  return {
    async decide(
      scope: Caller,
      body: DecideBody,
      today: string,
      context: RequestContext,
    ): Promise<{ decided: TaRequest[] }> {
      const ids = [...new Set(body.ids)];
      const now = clock();
      const documents = body.decision === 'approve' ? await copyDocuments(scope, ids) : new Map();
      try {
        return await writeCompanyAudited(
          db,
          writeScope(scope, context, 'ta_request'),
          async (t, audit) => {
            const mine = await deciders(t, scope, today);
            const used = new Set<string>();
            for (const id of ids) {
              if (await decideOne(t, audit, scope, mine, id, body, now, today, documents))
                used.add(id);
            }
            // Copies no leave took (a rejection, an earlier step) are not kept.
            for (const [id, copy] of documents) {
              if (!used.has(id)) await storage.remove(copy.key).catch(() => undefined);
            }
            const rows: RequestRow[] = [];
            for (const id of ids) rows.push((await findRequest(t, id))!);
            const decided = await presentRows(t, rows, scope, today, media);
            const final = decided.filter((r) => r.status !== 'pending');
            if (final.length > 0) await enqueueWebhookEvent(t, 'request.decided', final);
            return { decided };
          },
        );
      } catch (error) {
        for (const copy of documents.values())
          await storage.remove(copy.key).catch(() => undefined);
        throw error;
      } finally {
        notifier.flush();
      }
    },

    /** The job: every request whose step waited past its escalation days moves on. */
    async escalateDue(executor: Executor, at?: Date): Promise<number> {
      const now = at ?? clock();
      const due = await escalationCandidates(executor, now);
      for (const { companyId, id } of due) await escalate(companyId, id, now);
      if (due.length > 0) notifier.flush();
      return due.length;
    },
  };
}
export type DecisionsService = ReturnType<typeof createDecisionsService>;
