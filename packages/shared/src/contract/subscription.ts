import { z } from 'zod';
import { subscriptionSummarySchema } from './auth.js';

// The company's own view of its subscription (/system/subscription) and the plans the provider
// offers to anyone (/pricing).

export const publicPlanSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    monthly_price_cents: z.number().int(),
    yearly_price_cents: z.number().int(),
    seats: z.number().int().nullable(),
    enable_access: z.boolean(),
    enable_visitor: z.boolean(),
    trial_days: z.number().int(),
  })
  .meta({ id: 'PublicPlan' });
export type PublicPlan = z.infer<typeof publicPlanSchema>;

export const companySubscriptionSchema = subscriptionSummarySchema
  .extend({
    starts_on: z.string().nullable(),
    /** Active employees: each takes a seat. */
    seats_used: z.number().int(),
    monthly_price_cents: z.number().int().nullable(),
    yearly_price_cents: z.number().int().nullable(),
    /** Whom to ask for another plan: the distributor that brought the company, else Ponteiro. */
    contact: z.object({
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  })
  .meta({ id: 'CompanySubscription' });
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;
