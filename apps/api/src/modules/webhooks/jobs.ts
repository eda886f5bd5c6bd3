import type { JobQueue } from '../../lib/jobs.js';
import { WEBHOOK_QUEUE, type WebhookDispatcher } from './dispatcher.js';
import { onWebhookDeliveriesQueued } from './emit.js';

/**
 * The sender as a job: a sweep every minute (retries come due) and a nudge when an event is
 * queued (one waiting job at most: a burst of punches makes one more run, not one per punch).
 */
export async function startWebhookJobs(jobs: JobQueue, dispatcher: WebhookDispatcher) {
  await jobs.work(WEBHOOK_QUEUE, async () => {
    await dispatcher.deliverDue();
  });
  await jobs.every(WEBHOOK_QUEUE, '* * * * *');
  onWebhookDeliveriesQueued(() => {
    jobs.send(WEBHOOK_QUEUE, {}, 'nudge').catch(() => undefined);
  });
}
