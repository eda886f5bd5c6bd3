import type { SubscriptionSummary } from '@ponteiro/shared';
import type { ApiError } from '../../api/api-error';

// Small on purpose: the company guard imports it (the suspended page itself is a lazy chunk).
// The API answers `validation.company_suspended` in the caller's language ("…está suspenso…",
// "…is suspended…"); subscription.test.tsx pins this check to both texts.

const SUSPENDED_MESSAGE = /suspen[sd]/i;

/** The 403 every company endpoint answers while the provider has suspended the company. */
export function isSuspendedError(error: ApiError): boolean {
  return error.status === 403 && SUSPENDED_MESSAGE.test(error.message);
}

/** The session says the company is suspended. */
export function isSuspended(subscription: SubscriptionSummary | null | undefined): boolean {
  return subscription?.status === 'suspended';
}
