import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { singleLineText } from '../validators/text-schemas.js';
import { SUBSCRIPTION_STATUSES, subscriptionSchema } from './billing.js';

// The back-office's companies (/admin/company-list): what each has (plan, seats, distributor),
// its people and devices, and the provider's suspension of it. Also the audit history of any
// back-office record (`history/`), shown on the record's screen.

export const COMPANY_STATES = ['active', 'suspended'] as const;

export const adminCompanySchema = z
  .object({
    id: z.uuid(),
    /** Trade name, else legal name. */
    name: z.string(),
    legal_name: z.string(),
    employer_type: z.enum(['cnpj', 'cpf']),
    employer_id: z.string(),
    status: z.enum(COMPANY_STATES),
    suspended_at: z.string().nullable(),
    suspension_reason: z.string().nullable(),
    /** The plan in force (each company's newest subscription not cancelled); null: none. */
    plan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    /** Active employees. */
    seats_used: z.number().int(),
    /** The subscription's seats, else the plan's; null: no limit. */
    seats_allowed: z.number().int().nullable(),
    members: z.number().int(),
    distributor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminCompany' });
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompanyDetailSchema = adminCompanySchema
  .extend({
    timezone: z.string(),
    people: z.array(
      z.object({
        user_id: z.uuid(),
        name: z.string(),
        email: z.string(),
        role: z.string(),
        last_login_at: z.string().nullable(),
      }),
    ),
    subscriptions: z.array(subscriptionSchema),
    devices: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        serial_number: z.string(),
        kind: z.string(),
        last_seen_at: z.string().nullable(),
        is_active: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminCompanyDetail' });
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

export const adminCompanyListQuerySchema = listQuerySchema.extend({
  status: z.enum(COMPANY_STATES).optional(),
  plan_id: z.uuid({ message: 'validation.uuid' }).optional(),
  distributor_id: z.uuid({ message: 'validation.uuid' }).optional(),
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;

/** Why the provider suspends or reactivates a company: the users read it on the suspended page. */
export const companySuspensionBodySchema = z
  .object({
    reason: singleLineText().trim().min(3, { message: 'validation.reason_required' }).max(500),
  })
  .strict();

export const companyDistributorBodySchema = z
  .object({ distributor_id: z.uuid({ message: 'validation.uuid' }).nullable() })
  .strict();

/** Back-office records whose history `history/` reads. */
export const HISTORY_ENTITIES = [
  'company',
  'plan',
  'subscription',
  'feedback',
  'app_release',
  'product',
  'distributor',
  'platform_admin',
] as const;

export const recordHistoryQuerySchema = listQuerySchema.extend({
  entity: z.enum(HISTORY_ENTITIES),
  entity_id: z.uuid({ message: 'validation.uuid' }),
});
export type RecordHistoryQuery = z.infer<typeof recordHistoryQuerySchema>;

export const recordHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    actor: z.object({
      type: z.enum(['user', 'admin', 'system', 'device']),
      id: z.uuid().nullable(),
      name: z.string().nullable(),
    }),
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
  })
  .meta({ id: 'RecordHistoryEntry' });
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;
