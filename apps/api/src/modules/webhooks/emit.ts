import { randomUUID } from 'node:crypto';
import type { Tenant } from '@ponteiro/db';
import type { WebhookEvent } from '@ponteiro/shared';
import { insertEventDeliveries, webhookListens } from './repository.js';

// How a change tells the company's webhooks (issue 20): inside the change's own transaction, one
// statement writes a pending delivery per active subscription listening to the event (none: the
// statement writes nothing). The sender picks them up: at once when the job queue runs (the
// nudge below, after the commit), else at its next minute's sweep.

let nudge: (() => void) | null = null;
let nudgeTimer: NodeJS.Timeout | null = null;

/** The job queue's way to hear that deliveries wait (set by startWebhookJobs). */
export function onWebhookDeliveriesQueued(listener: (() => void) | null): void {
  nudge = listener;
}

/** The body's text around the company (which the statement fills in from the database). */
export function webhookBodyParts(eventId: string, event: string, occurredAt: Date, data: unknown) {
  return {
    eventId,
    head: `{"id":${JSON.stringify(eventId)},"event":${JSON.stringify(event)},"company":`,
    tail: `,"occurred_at":${JSON.stringify(occurredAt.toISOString())},"data":${JSON.stringify(data ?? null)}}`,
  };
}

/**
 * Queues `event` for each of `resources` (the resource as the API answers it) to the company's
 * webhooks. Call it inside the transaction of the change: rolled back with it.
 */
export async function enqueueWebhookEvent(
  t: Tenant,
  event: WebhookEvent,
  resources: unknown | unknown[],
  occurredAt: Date = new Date(),
): Promise<void> {
  const list = Array.isArray(resources) ? resources : [resources];
  const queued = await insertEventDeliveries(
    t,
    event,
    list.map((data) => webhookBodyParts(randomUUID(), event, occurredAt, data)),
  );
  if (queued > 0 && nudge && !nudgeTimer) {
    // Shortly after: the transaction commits first (a nudge too early finds nothing; the sweep
    // catches it anyway).
    nudgeTimer = setTimeout(() => {
      nudgeTimer = null;
      nudge?.();
    }, 500);
    nudgeTimer.unref();
  }
}

/**
 * As enqueueWebhookEvent, for resources that cost a read each to present (a bulk change of many
 * employees): they are presented only when a webhook listens.
 */
export async function enqueueWebhookEventOf(
  t: Tenant,
  event: WebhookEvent,
  present: () => Promise<unknown[]>,
): Promise<void> {
  if (await webhookListens(t, event)) await enqueueWebhookEvent(t, event, await present());
}
