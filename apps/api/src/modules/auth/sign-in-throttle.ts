import { authThrottle, type Database } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { inArray, sql } from 'drizzle-orm';

// Sign-in failures are counted per account and per client address. Past a few free attempts each
// further failure locks the key for twice as long as the last (30 s, 1 min, 2 min … 15 min).

interface Limit {
  key: string;
  freeFailures: number;
}

const BASE_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

export function signInLimits(account: string, ip: string): Limit[] {
  return [
    { key: `account:${account}`, freeFailures: 5 },
    // An office behind one address has many people: a larger allowance per address.
    { key: `ip:${ip}`, freeFailures: 30 },
  ];
}

export function lockSeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_LOCK_SECONDS, BASE_LOCK_SECONDS * 2 ** (failures - freeFailures));
}

/** 429 with Retry-After while any of the keys is locked. */
export async function assertNotLocked(db: Database, limits: Limit[]): Promise<void> {
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        limits.map((l) => l.key),
      ),
    );
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (until > now) {
    throw new AppError('rate_limited', {
      details: { retryAfterSeconds: Math.ceil((until - now) / 1000) },
    });
  }
}

export async function recordFailure(db: Database, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const [row] = await db
      .insert(authThrottle)
      .values({ key: limit.key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: { failures: sql`${authThrottle.failures} + 1`, updatedAt: sql`now()` },
      })
      .returning({ failures: authThrottle.failures });
    const seconds = lockSeconds(row?.failures ?? 1, limit.freeFailures);
    if (seconds > 0) {
      await db
        .update(authThrottle)
        .set({ lockedUntil: new Date(Date.now() + seconds * 1000) })
        .where(inArray(authThrottle.key, [limit.key]));
    }
  }
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearFailures(db: Database, account: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [`account:${account}`]));
}
