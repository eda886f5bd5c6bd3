import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';

// The back-office dashboards (/admin/dashboard, /admin/dashboard-company, /admin/dashboard-user)
// and the list of every company user (/admin/user-list), issue 16. The dashboards' figures come in
// one answer (admin-<slug>/dashboard/companyInfo/), computed across all companies.
//
// Definitions:
// - The subscription *in force* of a company is its newest subscription not cancelled (as in
//   admin-<slug>/subscription/?current=true); a company with none has no plan in force.
// - MRR: the sum of the plan's monthly price (centavos of BRL) of the subscriptions in force
//   whose status is active or past_due (trial pays nothing).
// - Months are calendar months in the caller's `Timezone` header (else America/Sao_Paulo).
// - `monthly[].churned`: companies with a *cancelled* subscription ending that month (its
//   `ends_on`, else its `starts_on` when it has no end) — the subscriptions the back-office
//   records as cancelled, i.e. companies leaving a plan.
// - `monthly[].mrr_cents`: the MRR at the end of that month (now for the current month): the
//   subscription in force then is the newest not cancelled created by that instant; priced at
//   the plan's current monthly price, with the status recorded on the subscription.
// - Active employees ("under contract"): employees whose status is active, of every company
//   (what the seats count).
// - Users by role counts memberships (a user in two companies counts twice): owner, admin (admin
//   and super_admin), employee, custom (a company's own role).

/** How many companies the `near_seat_limit` list shows at most (the fullest first). */
export const NEAR_SEAT_LIMIT_MAX = 50;
/** A company is near its limit when its active employees reach this share of its seats. */
export const NEAR_SEAT_LIMIT_RATIO = 0.8;

const planRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const dashboardMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  new_companies: z.number().int(),
  new_users: z.number().int(),
  churned: z.number().int(),
  mrr_cents: z.number().int(),
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

export const nearSeatLimitSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  plan: planRefSchema,
  /** Active employees. */
  used: z.number().int(),
  /** The subscription's seats, else the plan's. */
  seats: z.number().int(),
});
export type NearSeatLimit = z.infer<typeof nearSeatLimitSchema>;

export const recentCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  suspended: z.boolean(),
  /** The plan in force; null when the company has none. */
  plan: planRefSchema.nullable(),
  status: z.enum(['trial', 'active', 'past_due']).nullable(),
});
export type RecentCompany = z.infer<typeof recentCompanySchema>;

export const adminDashboardSchema = z
  .object({
    companies: z.object({ total: z.number().int(), suspended: z.number().int() }),
    users: z.object({
      total: z.number().int(),
      /** Signed in during the last 30 days. */
      active_30d: z.number().int(),
    }),
    /** Subscriptions in force, by status. */
    subscriptions: z.object({
      trial: z.number().int(),
      active: z.number().int(),
      past_due: z.number().int(),
    }),
    /** Active employees of every company. */
    employees: z.number().int(),
    devices: z.number().int(),
    /** Monthly recurring revenue in centavos of BRL. */
    mrr_cents: z.number().int(),
    /** The last 12 months, oldest first, the current one last. */
    monthly: z.array(dashboardMonthSchema),
    /** Companies whose active employees reach 80 % of their seats (fullest first, at most 50). */
    near_seat_limit: z.array(nearSeatLimitSchema),
    /** The 10 newest companies. */
    recent_companies: z.array(recentCompanySchema),
    users_by_role: z.object({
      owner: z.number().int(),
      admin: z.number().int(),
      employee: z.number().int(),
      custom: z.number().int(),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const PLATFORM_USER_ORDERINGS = ['name', 'email', 'created_at', 'last_login_at'] as const;

export const platformUserListQuerySchema = listQuerySchema.extend({
  /** Only the members of this company. */
  company_id: z.uuid({ message: 'validation.uuid' }).optional(),
});
export type PlatformUserListQuery = z.infer<typeof platformUserListQuerySchema>;

export const platformUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    /** The user's companies and role in each (owner, super_admin, admin, employee or custom). */
    companies: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        role: z.string(),
        /** The custom role's name; null for a built-in role. */
        role_name: z.string().nullable(),
      }),
    ),
    last_login_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PlatformUser' });
export type PlatformUser = z.infer<typeof platformUserSchema>;
