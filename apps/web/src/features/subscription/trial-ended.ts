import type { SubscriptionSummary } from '@ponteiro/shared';

// Tiny on purpose: the company layout imports it to decide whether to load the notice's chunk.

/** Today as YYYY-MM-DD (the browser's calendar day). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A trial past its end: the session reads it `past_due` with an `ends_on` before today. */
export function trialHasEnded(
  subscription: SubscriptionSummary | null | undefined,
  now = new Date(),
): subscription is SubscriptionSummary & { ends_on: string } {
  return (
    subscription?.status === 'past_due' &&
    typeof subscription.ends_on === 'string' &&
    subscription.ends_on < todayIso(now)
  );
}
