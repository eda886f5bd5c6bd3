import type { Database } from '@ponteiro/db';
import {
  AppError,
  type ListResult,
  type Plan,
  type PlanListQuery,
  type planBodySchema,
  type Subscription,
  type SubscriptionListQuery,
  type subscriptionBodySchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import {
  assertSuperuser,
  backOfficeScope,
  type PlatformAdmin,
} from '../admin-auth/platform-admin.js';
import {
  companyExists,
  deleteSubscription,
  findPlan,
  findSubscription,
  insertPlan,
  insertSubscription,
  isPlanNameTaken,
  listPlans,
  listSubscriptions,
  type PlanRow,
  type PlanValues,
  type SubscriptionRow,
  updatePlan,
} from './repository.js';

const presentPlan = (r: PlanRow): Plan => ({
  id: r.id,
  name: r.name,
  description: r.description,
  monthly_price_cents: r.monthlyPriceCents,
  yearly_price_cents: r.yearlyPriceCents,
  seats: r.seats,
  enable_access: r.enableAccess,
  enable_visitor: r.enableVisitor,
  trial_days: r.trialDays,
  is_public: r.isPublic,
  is_trial: r.isTrial,
  companies: r.companies,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const presentSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  company: { id: r.companyId, name: r.companyName },
  plan: { id: r.planId, name: r.planName },
  status: r.status,
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  seats: r.seats,
  current: r.current,
  created_at: r.createdAt.toISOString(),
});

const planValues = (body: z.output<typeof planBodySchema>): PlanValues => ({
  name: body.name,
  description: body.description,
  monthlyPriceCents: body.monthly_price_cents,
  yearlyPriceCents: body.yearly_price_cents,
  seats: body.seats,
  enableAccess: body.enable_access,
  enableVisitor: body.enable_visitor,
  trialDays: body.trial_days,
  isPublic: body.is_public,
});

const nameTaken = () =>
  new AppError('conflict', { fieldErrors: { name: ['validation.plan_name_taken'] } });

/**
 * Plans and subscriptions (/admin/plan, /admin/subscription): every administrator reads; only
 * superusers write (403 otherwise). Every write is audited with its before and after.
 */
export function createBillingService(db: Database) {
  return {
    async plans(query: PlanListQuery): Promise<ListResult<Plan>> {
      const { rows, total } = await listPlans(db, query, pageWindow(query));
      return listResult(rows.map(presentPlan), total, query);
    },

    async createPlan(
      actor: PlatformAdmin,
      body: z.output<typeof planBodySchema>,
      context: RequestContext,
    ): Promise<Plan> {
      assertSuperuser(actor);
      return writeAudited(db, backOfficeScope(actor, context, 'plan'), async (t, audit) => {
        if (await isPlanNameTaken(t, body.name)) throw nameTaken();
        const id = await insertPlan(t, planValues(body));
        await audit({ action: 'create', entityId: id, after: body });
        return presentPlan((await findPlan(t, id))!);
      });
    },

    async updatePlan(
      actor: PlatformAdmin,
      id: string,
      body: z.output<typeof planBodySchema>,
      context: RequestContext,
    ): Promise<Plan> {
      assertSuperuser(actor);
      return writeAudited(db, backOfficeScope(actor, context, 'plan'), async (t, audit) => {
        const before = await findPlan(t, id);
        if (!before) throw AppError.notFound();
        if (await isPlanNameTaken(t, body.name, id)) throw nameTaken();
        await updatePlan(t, id, planValues(body));
        await audit({ action: 'update', entityId: id, before: presentPlan(before), after: body });
        return presentPlan((await findPlan(t, id))!);
      });
    },

    async subscriptions(query: SubscriptionListQuery): Promise<ListResult<Subscription>> {
      const { rows, total } = await listSubscriptions(db, query, pageWindow(query));
      return listResult(rows.map(presentSubscription), total, query);
    },

    /** A new subscription for the company: the newest not cancelled is the one in force. */
    async subscribe(
      actor: PlatformAdmin,
      body: z.output<typeof subscriptionBodySchema>,
      context: RequestContext,
    ): Promise<Subscription> {
      assertSuperuser(actor);
      return writeAudited(db, backOfficeScope(actor, context, 'subscription'), async (t, audit) => {
        if (!(await companyExists(t, body.company_id))) {
          throw new AppError('validation_error', {
            fieldErrors: { company_id: ['validation.not_found_ref'] },
          });
        }
        if (!(await findPlan(t, body.plan_id))) {
          throw new AppError('validation_error', {
            fieldErrors: { plan_id: ['validation.not_found_ref'] },
          });
        }
        const id = await insertSubscription(t, {
          companyId: body.company_id,
          planId: body.plan_id,
          status: body.status,
          startsOn: body.starts_on,
          endsOn: body.ends_on,
          seats: body.seats,
          createdBy: actor.id,
        });
        await audit({ action: 'create', entityId: id, after: body });
        return presentSubscription((await findSubscription(t, id))!);
      });
    },

    async unsubscribe(actor: PlatformAdmin, id: string, context: RequestContext): Promise<void> {
      assertSuperuser(actor);
      await writeAudited(db, backOfficeScope(actor, context, 'subscription'), async (t, audit) => {
        const before = await findSubscription(t, id);
        if (!before) throw AppError.notFound();
        await deleteSubscription(t, id);
        await audit({ action: 'delete', entityId: id, before: presentSubscription(before) });
      });
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
