import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';

// Plans and subscriptions (issue 16, first step): what the provider sells and what each company
// has. The back-office manages them under admin-<slug>/plan/ and admin-<slug>/subscription/; the
// company's session carries its current subscription (base/user/session/).

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Prices in centavos of BRL: R$ 9,90 is 990. */
const cents = z.number().int().min(0).max(100_000_000);

export const planSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    monthly_price_cents: z.number().int(),
    yearly_price_cents: z.number().int(),
    /** Employees under contract the plan allows; null: no limit. */
    seats: z.number().int().nullable(),
    enable_access: z.boolean(),
    enable_visitor: z.boolean(),
    trial_days: z.number().int(),
    /** Shown on /pricing. */
    is_public: z.boolean(),
    /** The plan a new company starts on (exactly one). */
    is_trial: z.boolean(),
    /** Companies whose current subscription is on this plan. */
    companies: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const planBodySchema = z
  .object({
    name: singleLineText().min(1, { message: 'validation.required', abort: true }).max(80),
    description: multiLineText()
      .max(1000)
      .nullish()
      .transform((v) => v ?? null),
    monthly_price_cents: cents,
    yearly_price_cents: cents,
    seats: z.number().int().min(1).max(1_000_000).nullable(),
    enable_access: z.boolean(),
    enable_visitor: z.boolean(),
    trial_days: z.number().int().min(0).max(365).default(0),
    is_public: z.boolean().default(false),
  })
  .strict();
export type PlanBody = z.input<typeof planBodySchema>;

export const planListQuerySchema = listQuerySchema.extend({
  is_public: z.enum(['true', 'false']).optional(),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

export const subscriptionSchema = z
  .object({
    id: z.uuid(),
    company: z.object({ id: z.uuid(), name: z.string() }),
    plan: z.object({ id: z.uuid(), name: z.string() }),
    status: z.enum(SUBSCRIPTION_STATUSES),
    starts_on: z.string(),
    /** The end of the trial or of the paid period; null: open-ended. */
    ends_on: z.string().nullable(),
    /** Seats for this company (null: the plan's). */
    seats: z.number().int().nullable(),
    /** The company's subscription in force (the newest one not cancelled). */
    current: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionBodySchema = z
  .object({
    company_id: z.uuid({ message: 'validation.uuid' }),
    plan_id: z.uuid({ message: 'validation.uuid' }),
    status: z.enum(SUBSCRIPTION_STATUSES).default('active'),
    starts_on: isoDateSchema,
    ends_on: isoDateSchema.nullable().default(null),
    seats: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .strict()
  .refine((b) => !b.ends_on || b.ends_on >= b.starts_on, {
    message: 'validation.date_range',
    path: ['ends_on'],
  });
export type SubscriptionBody = z.input<typeof subscriptionBodySchema>;

export const subscriptionListQuerySchema = listQuerySchema.extend({
  company_id: z.uuid({ message: 'validation.uuid' }).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  /** Only each company's subscription in force. */
  current: z.enum(['true', 'false']).optional(),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
