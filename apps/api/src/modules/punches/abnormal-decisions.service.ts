import type { Database } from '@ponteiro/db';
import {
  type AbnormalDecisionBody,
  type AbnormalDecisionResult,
  AppError,
  abnormalPunchId,
  isDayAbnormalKind,
} from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { dateIn } from '../../lib/calendar-date.js';
import type { Actor } from '../../plugins/authenticate.js';
import { companyEmployeeIds, insertReviews, punchesForReview } from './abnormal.repository.js';
import { insertTreatments } from './treatments.repository.js';

const businessRule = (key: string) =>
  new AppError('business_rule', { message: `validation.${key}` });

/**
 * A manager's decisions on abnormal punches (permission timesheets.timesheet): one review row per
 * anomaly (append-only), and for a disregard the treatment beside the punch, audited, in one
 * transaction.
 */
export function createAbnormalDecisionsService(db: Database) {
  /**
   * Approves or disregards anomalies, all or none: every employee and punch must be the
   * company's (404), a day can only be approved and a disregarded punch not approved (422).
   */
  async function decide(
    actor: Actor,
    body: AbnormalDecisionBody,
    context: RequestContext,
  ): Promise<AbnormalDecisionResult> {
    const items = [...new Map(body.items.map((item) => [abnormalPunchId(item), item])).values()];
    if (body.decision === 'disregard' && items.some((item) => isDayAbnormalKind(item.kind))) {
      throw businessRule('abnormal_day_disregard');
    }
    return writeCompanyAudited(
      db,
      {
        context,
        companyId: actor.companyId,
        actorType: 'user',
        actorId: actor.userId,
        entity: 'punch_review',
      },
      async (t, audit) => {
        const employeeIds = [...new Set(items.map((item) => item.employee_id))];
        const known = await companyEmployeeIds(t, employeeIds);
        if (employeeIds.some((id) => !known.has(id))) throw AppError.notFound();
        const recordIds = [
          ...new Set(items.flatMap((item) => (item.record_id ? [item.record_id] : []))),
        ];
        const punches = await punchesForReview(t, recordIds);
        for (const item of items) {
          if (!item.record_id) continue;
          const punch = punches.get(item.record_id);
          if (
            !punch ||
            punch.employeeId !== item.employee_id ||
            dateIn(punch.punchedAt, punch.timeZone) !== item.day
          ) {
            throw AppError.notFound();
          }
          if (body.decision === 'approve' && punch.disregarded) {
            throw businessRule('abnormal_punch_disregarded');
          }
        }

        const treatmentOf = new Map<string, string>();
        if (body.decision === 'disregard') {
          const pending = recordIds
            .map((id) => punches.get(id)!)
            .filter((punch) => !punch.disregarded);
          const stored = await insertTreatments(
            t,
            pending.map((punch) => ({
              employeeId: punch.employeeId,
              kind: 'disregard' as const,
              recordId: punch.id,
              reason: body.reason,
              authorUserId: actor.userId,
            })),
          );
          for (const [i, treatment] of stored.entries()) {
            const punch = pending[i]!;
            treatmentOf.set(punch.id, treatment.id);
            await audit({
              entity: 'punch',
              action: 'disregard',
              entityId: treatment.id,
              after: { record_id: punch.id, nsr: punch.nsr, reason: body.reason },
            });
          }
        }

        const reviews = await insertReviews(
          t,
          items.map((item) => ({
            employeeId: item.employee_id,
            day: item.day,
            kind: item.kind,
            recordId: item.record_id ?? null,
            decision: body.decision,
            reason: body.reason,
            authorUserId: actor.userId,
          })),
        );
        for (const review of reviews) {
          await audit({
            action: review.decision,
            entityId: review.id,
            after: {
              kind: review.kind,
              employee_id: review.employeeId,
              day: review.day,
              record_id: review.recordId,
              reason: review.reason,
              ...(review.recordId && treatmentOf.has(review.recordId)
                ? { treatment_id: treatmentOf.get(review.recordId) }
                : {}),
            },
          });
        }
        return { decided: reviews.length };
      },
    );
  }

  return { decide };
}

export type AbnormalDecisionsService = ReturnType<typeof createAbnormalDecisionsService>;
