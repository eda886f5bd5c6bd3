import { type Database, withTenant } from '@ponteiro/db';
import type { CompanySubscription, PublicPlan } from '@ponteiro/shared';
import { seatsOf } from '../employees/seats.js';
import { companyContact, companySubscription, publicPlans } from './repository.js';
import { subscriptionSummary } from './summary.js';

/** /system/subscription (the company's plan and seats) and /pricing (the public plans). */
export function createSubscriptionService(deps: { db: Database; supportEmail: string }) {
  const { db, supportEmail } = deps;
  return {
    async mine(companyId: string): Promise<CompanySubscription> {
      const [summary, row, contact, seats] = await Promise.all([
        subscriptionSummary(db, companyId, supportEmail),
        companySubscription(db, companyId),
        companyContact(db, companyId),
        withTenant(db, { companyId }, (t) => seatsOf(t)),
      ]);
      return {
        ...summary,
        starts_on: row?.startsOn ?? null,
        seats_used: seats.used,
        monthly_price_cents: row?.monthlyPriceCents ?? null,
        yearly_price_cents: row?.yearlyPriceCents ?? null,
        contact: contact?.distributorName
          ? {
              name: contact.distributorName,
              email: contact.distributorEmail,
              phone: contact.distributorPhone,
            }
          : { name: 'Ponteiro', email: supportEmail, phone: null },
      };
    },

    async publicPlans(): Promise<PublicPlan[]> {
      return (await publicPlans(db)).map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        monthly_price_cents: p.monthlyPriceCents,
        yearly_price_cents: p.yearlyPriceCents,
        seats: p.seats,
        enable_access: p.enableAccess,
        enable_visitor: p.enableVisitor,
        trial_days: p.trialDays,
      }));
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
