import type { Tenant } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { companySubscription, lockSeats } from '../subscription/repository.js';
import { activeEmployeeCount } from './repository.js';

/** The company's seats and how many are taken; `allowed` null: no limit. */
export async function seatsOf(t: Tenant): Promise<{ used: number; allowed: number | null }> {
  const subscription = await companySubscription(t.db, t.companyId);
  return { used: await activeEmployeeCount(t), allowed: subscription?.seats ?? null };
}

/**
 * Refuses (422) what would put more active employees under contract than the company's plan
 * allows (the subscription's seats, else the plan's; none: no limit). Disabled employees do not
 * count. Holds the company's seat lock until the caller's transaction ends, so concurrent creates
 * are counted one after the other.
 */
export async function refuseOverSeats(t: Tenant, adding: number): Promise<void> {
  if (adding <= 0) return;
  await lockSeats(t);
  const { used, allowed } = await seatsOf(t);
  if (allowed !== null && used + adding > allowed) {
    throw new AppError('business_rule', { message: `validation.seats_exceeded|${allowed}` });
  }
}
