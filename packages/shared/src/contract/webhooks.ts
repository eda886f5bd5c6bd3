import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { singleLineText } from '../validators/text-schemas.js';

// Webhooks for integrators (issue 20): a company's subscriptions (where its events go, signed with
// a secret) and the log of each delivery. Paths: system/notifications/webhooks/[:id/…].
// docs/webhooks.md documents the body, the headers, the retries and the signature recipe below.

export const WEBHOOK_EVENTS = [
  'punch.recorded',
  'punch.treated',
  'timesheet.period_closed',
  'request.created',
  'request.decided',
  'employee.created',
  'employee.changed',
  'employee.disabled',
  'report.ready',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test event ("Send a test event"): only ever sent to the one subscription. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * When each attempt is made, in minutes after the event: then the delivery is `failed`. A receiver
 * that answers no 2xx for 24 h has its subscription paused (and the company's admins told).
 */
export const WEBHOOK_RETRY_MINUTES = [0, 1, 5, 15, 60, 180, 360, 720, 1440] as const;
/** How old a signed timestamp a receiver should accept (the docs' advice against replays). */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;
/** Subscriptions a company may have. */
export const WEBHOOK_MAX_SUBSCRIPTIONS = 20;
export const WEBHOOK_URL_MAX = 2000;

/** The headers of a delivery. */
export const WEBHOOK_HEADERS = {
  event: 'X-Ponteiro-Event',
  delivery: 'X-Ponteiro-Delivery',
  timestamp: 'X-Ponteiro-Timestamp',
  signature: 'X-Ponteiro-Signature',
} as const;

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The signature recipe (Web Crypto: the same code in Node and the browser):
 * `v1=` + hex(HMAC-SHA256(secret, `${timestamp}.${body}`)), timestamp in unix seconds.
 */
export async function signWebhook(
  secret: string,
  timestamp: number | string,
  body: string,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(`${timestamp}.${body}`),
  );
  return `v1=${hex(mac)}`;
}

/**
 * What a receiver does: the signature matches (in constant time) and the timestamp is within the
 * replay window of `now` (unix seconds). Several `v1=` values (comma-separated) may be given.
 */
export async function verifyWebhook(input: {
  secret: string;
  timestamp: string;
  body: string;
  signature: string;
  now?: number;
  toleranceSeconds?: number;
}): Promise<boolean> {
  const ts = Number(input.timestamp);
  if (!/^\d+$/.test(input.timestamp) || !Number.isSafeInteger(ts)) return false;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - ts) > (input.toleranceSeconds ?? WEBHOOK_REPLAY_WINDOW_SECONDS)) return false;
  const expected = await signWebhook(input.secret, input.timestamp, input.body);
  return input.signature
    .split(',')
    .map((s) => s.trim())
    .some((given) => {
      if (given.length !== expected.length) return false;
      let diff = 0;
      for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
      return diff === 0;
    });
}

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { message: 'validation.webhook_event_unknown' }))
  .min(1, { message: 'validation.webhook_events_required' })
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The address is checked further on the server (https, no private network: 422 on `url`). */
const urlSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(WEBHOOK_URL_MAX)
  .refine(isHttpUrl, { message: 'validation.webhook_url' });

export const webhookSubscriptionBodySchema = z
  .object({
    url: urlSchema,
    description: singleLineText().max(200).nullish(),
    events: eventsSchema,
  })
  .strict();
export type WebhookSubscriptionBody = z.infer<typeof webhookSubscriptionBodySchema>;

export const webhookSubscriptionPatchSchema = z
  .object({
    url: urlSchema.optional(),
    description: singleLineText().max(200).nullish(),
    events: eventsSchema.optional(),
  })
  .strict();
export type WebhookSubscriptionPatch = z.infer<typeof webhookSubscriptionPatchSchema>;

const lastDeliverySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  response_status: z.number().int().nullable(),
  created_at: z.string(),
});

export const webhookSubscriptionSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    /** Signs every delivery (shown to who manages webhooks: the receiver needs it). */
    secret: z.string(),
    status: z.enum(WEBHOOK_STATUSES),
    /** 'failures' (paused after a day of failed deliveries) or 'manual'. */
    paused_reason: z.string().nullable(),
    paused_at: z.string().nullable(),
    failing_since: z.string().nullable(),
    last_delivery: lastDeliverySchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookSubscription' });
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    subscription_id: z.uuid(),
    /** The event's id: the same across subscriptions and across resends (dedupe on it). */
    event_id: z.uuid(),
    event: z.string(),
    test: z.boolean(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    last_attempt_at: z.string().nullable(),
    /** The last answer's HTTP status (null: none, see `error`), time taken, first bytes. */
    response_status: z.number().int().nullable(),
    response_ms: z.number().int().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema
  .extend({
    /** The JSON body exactly as signed and sent. */
    body: z.string(),
    response_body: z.string().nullable(),
  })
  .meta({ id: 'WebhookDeliveryDetail' });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  })
  .strict();
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliveryParams = z.object({
  id: z.uuid({ message: 'validation.uuid' }),
  deliveryId: z.uuid({ message: 'validation.uuid' }),
});
