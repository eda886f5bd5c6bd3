import type { Tenant } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { companySubscription } from '../admin-billing/repository.js';
import { activeEmployeeCount } from './repository.js';

/**
 * Refuses (422) what would put more active employees under contract than the company's plan
 * allows (the subscription's seats, else the plan's; none: no limit). Disabled employees do not
 * count.
 */
export async function refuseOverSeats(t: Tenant, adding: number): Promise<void> {
  if (adding <= 0) return;
  const subscription = await companySubscription(t.db, t.companyId);
  if (!subscription || subscription.seats === null) return;
  const seats = Number(subscription.seats);
  if ((await activeEmployeeCount(t)) + adding > seats) {
    throw new AppError('business_rule', { message: `validation.seats_exceeded|${seats}` });
  }
}
