import { type Database, withTenant } from '@ponteiro/db';
import { signWebhook, WEBHOOK_HEADERS, WEBHOOK_RETRY_MINUTES } from '@ponteiro/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifier.js';
import {
  abandonPending,
  type ClaimedDelivery,
  claimDue,
  clearFailing,
  deliveryForSend,
  markFailing,
  pauseActive,
  saveAttempt,
} from './repository.js';
import { postWebhook, type SendResult } from './sender.js';
import { type Resolver, resolveTarget, type TargetPolicy } from './target-guard.js';

// The sender (issue 20): due deliveries of every company, each signed and posted once per run;
// a failure waits for the next step of WEBHOOK_RETRY_MINUTES (counted from the event), the last
// one ends it as failed. A subscription that has failed for a day is paused and the company's
// admins are told; a success ends its run of failures.

export const WEBHOOK_QUEUE = 'webhooks.deliver';
/** Deliveries one sweep takes at a time, and how long a taken one is left to its sender. */
const BATCH = 50;
const LEASE_MS = 2 * 60_000;
const DAY_MS = 86_400_000;

/** When the attempt after `attempts` made ones is due (null: none left, the delivery failed). */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const minutes = WEBHOOK_RETRY_MINUTES[attempts];
  if (minutes === undefined) return null;
  const at = new Date(createdAt.getTime() + minutes * 60_000);
  return at.getTime() > now.getTime() ? at : now;
}

export interface WebhookDispatcherDeps {
  db: Database;
  policy: TargetPolicy;
  notifier: Notifier;
  log: FastifyBaseLogger;
  resolver?: Resolver;
  timeoutMs?: number;
}

export function createWebhookDispatcher(deps: WebhookDispatcherDeps) {
  const { db, policy, notifier, log } = deps;

  async function send(delivery: ClaimedDelivery, now: Date): Promise<SendResult> {
    const target = await resolveTarget(delivery.url, policy, deps.resolver);
    if ('refused' in target) {
      return {
        status: null,
        ms: 0,
        body: null,
        error: `target_refused:${target.refused}`,
        ok: false,
      };
    }
    const timestamp = Math.floor(now.getTime() / 1000).toString();
    return postWebhook(
      target,
      {
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.delivery]: delivery.id,
        [WEBHOOK_HEADERS.timestamp]: timestamp,
        [WEBHOOK_HEADERS.signature]: await signWebhook(delivery.secret, timestamp, delivery.body),
      },
      delivery.body,
      deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {},
    );
  }

  /** The subscription failed for a day: paused, its waiting deliveries given up, admins told. */
  async function pauseForFailures(delivery: ClaimedDelivery, now: Date): Promise<void> {
    await withTenant(db, { companyId: delivery.companyId }, async (t) => {
      await abandonPending(
        t.db,
        delivery.companyId,
        delivery.subscriptionId,
        'subscription_paused',
      );
      await pauseActive(t, delivery.subscriptionId, now);
      await notifier.notify(
        t,
        [],
        'webhook_paused',
        { webhook_url: delivery.url, date: now.toISOString().slice(0, 10) },
        `webhook_paused:${delivery.subscriptionId}:${now.toISOString()}`,
      );
    });
    notifier.flush();
  }

  /** One attempt of one delivery, its outcome recorded. */
  async function attempt(delivery: ClaimedDelivery, now: Date): Promise<SendResult> {
    const result = await send(delivery, now).catch((error: unknown): SendResult => {
      log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery');
      return { status: null, ms: 0, body: null, error: 'internal_error', ok: false };
    });
    const attempts = delivery.attempts + 1;
    const next =
      result.ok || delivery.test ? null : nextAttemptAt(delivery.createdAt, attempts, now);
    await saveAttempt(db, delivery, {
      attempts,
      lastAttemptAt: now,
      responseStatus: result.status,
      responseMs: result.ms,
      responseBody: result.body,
      error: result.error ?? (result.ok ? null : `http_${result.status}`),
      status: result.ok ? 'succeeded' : next ? 'pending' : 'failed',
      nextAttemptAt: next,
    });
    // A test says nothing of how the receiver does with real events.
    if (delivery.test) return result;
    if (result.ok) {
      await clearFailing(db, delivery.companyId, delivery.subscriptionId);
    } else {
      const sub = await markFailing(db, delivery.companyId, delivery.subscriptionId, now);
      if (
        sub?.status === 'active' &&
        sub.failingSince &&
        now.getTime() - sub.failingSince.getTime() >= DAY_MS
      ) {
        await pauseForFailures(delivery, now);
      }
    }
    return result;
  }

  return {
    attempt,

    /** Sends one delivery now (the test event, a resend), whatever its schedule. */
    async sendNow(companyId: string, deliveryId: string, now = new Date()): Promise<void> {
      const delivery = await deliveryForSend(db, companyId, deliveryId);
      if (delivery) await attempt(delivery, now);
    },

    /** Every delivery due at `now` (the job's sweep; tests move the clock). Answers how many. */
    async deliverDue(now = new Date()): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = await claimDue(db, now, BATCH, LEASE_MS);
        for (const delivery of batch) {
          // Paused meanwhile: nothing is sent (resuming does not replay what waited).
          if (delivery.subscriptionStatus !== 'active') {
            await saveAttempt(db, delivery, {
              status: 'failed',
              nextAttemptAt: null,
              error: 'subscription_paused',
            });
            continue;
          }
          await attempt(delivery, now);
          sent++;
        }
        if (batch.length < BATCH) return sent;
      }
    },
  };
}
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
