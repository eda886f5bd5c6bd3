import { randomBytes, randomUUID } from 'node:crypto';
import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type ListResult,
  WEBHOOK_MAX_SUBSCRIPTIONS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryListQuery,
  type WebhookSubscription,
  type WebhookSubscriptionBody,
  type WebhookSubscriptionPatch,
} from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { pageWindow } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { WebhookDispatcher } from './dispatcher.js';
import { webhookBodyParts } from './emit.js';
import {
  abandonPending,
  companyName,
  countSubscriptions,
  type DeliveryRow,
  deleteSubscription,
  findDelivery,
  findSubscription,
  insertDelivery,
  insertSubscription,
  lastDeliveries,
  listDeliveries,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from './repository.js';
import { type Resolver, resolveTarget, type TargetPolicy } from './target-guard.js';

/** `whsec_` and 32 random bytes: the key of the deliveries' HMAC. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentSubscription(
  row: SubscriptionRow,
  last: DeliveryRow | undefined,
): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secret: row.secret,
    status: row.status,
    paused_reason: row.pausedReason,
    paused_at: iso(row.pausedAt),
    failing_since: iso(row.failingSince),
    last_delivery: last
      ? {
          id: last.id,
          event: last.event,
          status: last.status,
          response_status: last.responseStatus,
          created_at: last.createdAt.toISOString(),
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    subscription_id: row.subscriptionId,
    event_id: row.eventId,
    event: row.event,
    test: row.test,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: iso(row.nextAttemptAt),
    last_attempt_at: iso(row.lastAttemptAt),
    response_status: row.responseStatus,
    response_ms: row.responseMs,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

const presentDetail = (row: DeliveryRow): WebhookDeliveryDetail => ({
  ...presentDelivery(row),
  body: row.body,
  response_body: row.responseBody,
});

/** What the audit keeps of a subscription (never its secret). */
const audited = (row: SubscriptionRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  status: row.status,
});

/**
 * System › Notifications › Integrations (issue 20): the company's webhooks. Every write is
 * audited; the URL is checked when saved (https, no private network: 422 on `url`) and again by
 * the sender before each attempt. The test event and a resend are tried at once.
 */
export function createWebhooksService(deps: {
  db: Database;
  policy: TargetPolicy;
  dispatcher: WebhookDispatcher;
  resolver?: Resolver;
}) {
  const { db, policy, dispatcher } = deps;

  const write = <T>(
    scope: CompanyScope,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
    context: RequestContext = scope.context,
  ) =>
    writeCompanyAudited(
      db,
      {
        context,
        companyId: scope.companyId,
        actorType: 'user',
        actorId: scope.userId,
        entity: 'webhook_subscription',
      },
      work,
    );

  async function checkUrl(url: string): Promise<void> {
    const target = await resolveTarget(url, policy, deps.resolver);
    if ('refused' in target) {
      throw new AppError('business_rule', {
        fieldErrors: { url: [`validation.${target.refused}`] },
      });
    }
  }

  async function present(scope: CompanyScope, id: string): Promise<WebhookSubscription> {
    return withTenant(db, scope, async (t) => {
      const row = await findSubscription(t, id);
      if (!row) throw AppError.notFound();
      return presentSubscription(row, (await lastDeliveries(t, [id])).get(id));
    });
  }

  /** A change of one subscription: 404 when it is not the company's. */
  async function change(
    scope: CompanyScope,
    id: string,
    action: string,
    values: (row: SubscriptionRow) => Partial<SubscriptionRow>,
  ): Promise<WebhookSubscription> {
    await write(scope, async (t, audit) => {
      const before = await findSubscription(t, id);
      if (!before) throw AppError.notFound();
      const after = await updateSubscription(t, id, values(before));
      if (after?.status === 'paused' && before.status === 'active') {
        await abandonPending(t.db, t.companyId, id, 'subscription_paused');
      }
      await audit({ action, entityId: id, before: audited(before), after: audited(after!) });
    });
    return present(scope, id);
  }

  /** A delivery to send at once (the test event, a resend): written, then tried. */
  async function sendNew(
    scope: CompanyScope,
    subscriptionId: string,
    make: (
      t: Tenant,
      sub: SubscriptionRow,
    ) => Promise<Omit<Parameters<typeof insertDelivery>[1], 'subscriptionId'>>,
    action: string,
  ): Promise<WebhookDelivery> {
    const created = await write(scope, async (t, audit) => {
      const sub = await findSubscription(t, subscriptionId);
      if (!sub) throw AppError.notFound();
      const row = await insertDelivery(t, { subscriptionId, ...(await make(t, sub)) });
      await audit({
        action,
        entityId: subscriptionId,
        after: { delivery_id: row.id, event: row.event },
      });
      return row;
    });
    await dispatcher.sendNow(scope.companyId, created.id);
    return withTenant(db, scope, async (t) =>
      presentDelivery((await findDelivery(t, subscriptionId, created.id))!),
    );
  }

  return {
    async list(scope: CompanyScope): Promise<WebhookSubscription[]> {
      return withTenant(db, scope, async (t) => {
        const rows = await listSubscriptions(t);
        const last = await lastDeliveries(
          t,
          rows.map((r) => r.id),
        );
        return rows.map((r) => presentSubscription(r, last.get(r.id)));
      });
    },

    get: present,

    async create(scope: CompanyScope, body: WebhookSubscriptionBody): Promise<WebhookSubscription> {
      await checkUrl(body.url);
      const id = await write(scope, async (t, audit) => {
        if ((await countSubscriptions(t)) >= WEBHOOK_MAX_SUBSCRIPTIONS) {
          throw new AppError('business_rule', { message: 'validation.webhook_limit' });
        }
        const row = await insertSubscription(t, {
          url: body.url,
          description: body.description ?? null,
          events: body.events,
          secret: newWebhookSecret(),
          createdBy: scope.userId,
        });
        await audit({ action: 'create', entityId: row.id, after: audited(row) });
        return row.id;
      });
      return present(scope, id);
    },

    async update(
      scope: CompanyScope,
      id: string,
      body: WebhookSubscriptionPatch,
    ): Promise<WebhookSubscription> {
      if (body.url !== undefined) await checkUrl(body.url);
      return change(scope, id, 'update', () => ({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.events !== undefined ? { events: body.events } : {}),
      }));
    },

    async remove(scope: CompanyScope, id: string): Promise<void> {
      await write(scope, async (t, audit) => {
        const before = await findSubscription(t, id);
        if (!before) throw AppError.notFound();
        await deleteSubscription(t, id);
        await audit({ action: 'delete', entityId: id, before: audited(before) });
      });
    },

    rotateSecret: (scope: CompanyScope, id: string) =>
      change(scope, id, 'rotate_secret', () => ({ secret: newWebhookSecret() })),

    pause: (scope: CompanyScope, id: string) =>
      change(scope, id, 'pause', (row) =>
        row.status === 'paused'
          ? {}
          : { status: 'paused', pausedReason: 'manual', pausedAt: new Date() },
      ),

    /** Active again, its run of failures forgotten (what waited while paused is not replayed). */
    resume: (scope: CompanyScope, id: string) =>
      change(scope, id, 'resume', () => ({
        status: 'active',
        pausedReason: null,
        pausedAt: null,
        failingSince: null,
      })),

    test: (scope: CompanyScope, id: string) =>
      sendNew(
        scope,
        id,
        async (t, sub) => {
          const eventId = randomUUID();
          const now = new Date();
          const company = { id: scope.companyId, name: await companyName(t) };
          const parts = webhookBodyParts(eventId, WEBHOOK_TEST_EVENT, now, {
            subscription_id: sub.id,
            message: 'This is a test event sent from Ponteiro.',
          });
          return {
            eventId,
            event: WEBHOOK_TEST_EVENT,
            body: `${parts.head}${JSON.stringify(company)}${parts.tail}`,
            test: true,
            nextAttemptAt: null,
          };
        },
        'test',
      ),

    /** The same event (id, body) once more, as a new delivery tried at once. */
    async resend(scope: CompanyScope, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const original = await withTenant(db, scope, (t) => findDelivery(t, id, deliveryId));
      if (!original) throw AppError.notFound();
      return sendNew(
        scope,
        id,
        async () => ({
          eventId: original.eventId,
          event: original.event,
          body: original.body,
          test: original.test,
          nextAttemptAt: null,
        }),
        'resend',
      );
    },

    async deliveries(
      scope: CompanyScope,
      id: string,
      query: WebhookDeliveryListQuery,
    ): Promise<ListResult<WebhookDelivery>> {
      return withTenant(db, scope, async (t) => {
        if (!(await findSubscription(t, id))) throw AppError.notFound();
        const { limit, offset } = pageWindow(query);
        const { rows, count } = await listDeliveries(t, id, {
          status: query.status,
          limit,
          offset,
        });
        return {
          results: rows.map(presentDelivery),
          count,
          page: query.page,
          page_size: query.page_size,
        };
      });
    },

    async delivery(
      scope: CompanyScope,
      id: string,
      deliveryId: string,
    ): Promise<WebhookDeliveryDetail> {
      return withTenant(db, scope, async (t) => {
        const row = await findDelivery(t, id, deliveryId);
        if (!row) throw AppError.notFound();
        return presentDetail(row);
      });
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
