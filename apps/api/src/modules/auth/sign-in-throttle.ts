import { authThrottle, type Database } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { inArray, lt, sql } from 'drizzle-orm';

// Failed sign-ins fill leaky buckets that drain at a steady rate, so old failures stop counting
// by themselves. Two buckets per attempt:
// - the account *from this address*: someone guessing one account's password is slowed down
//   without locking the owner out from anywhere else (failures from one address never block the
//   account for other addresses);
// - the address alone: one address trying many accounts. Generous, since a whole office may sit
//   behind one NAT address, and it drains, so a bad morning does not lock the office for long.
// A full bucket answers 429 with Retry-After until it has drained below the limit.

export interface Limit {
  key: string;
  /** Failures the bucket holds; the next attempt at this level is refused. */
  capacity: number;
  /** One failure drains every this many seconds. */
  drainSeconds: number;
}

/** The buckets of one attempt; `account` is already namespaced (`user:…` / `admin:…`). */
export function signInLimits(account: string, ip: string): Limit[] {
  return [
    // 5 attempts, then one more every 2 minutes from that address (≈ 720 guesses a day at most).
    { key: `acct-ip:${account}|${ip}`, capacity: 5, drainSeconds: 120 },
    // 100 failures, then one more every 15 s: an office of people mistyping stays well below.
    { key: `ip:${ip}`, capacity: 100, drainSeconds: 15 },
  ];
}

/** The level of a bucket `elapsedSeconds` after it was last at `level`. */
export function drained(level: number, elapsedSeconds: number, drainSeconds: number): number {
  return Math.max(0, level - Math.max(0, elapsedSeconds) / drainSeconds);
}

/** Seconds until a bucket at `level` accepts an attempt again (0 when it does now). */
export function waitSeconds(level: number, limit: Limit): number {
  const excess = level - (limit.capacity - 1);
  return excess > 0 ? Math.ceil(excess * limit.drainSeconds) : 0;
}

export type Clock = () => number;

export function createSignInThrottle(db: Database, clock: Clock = Date.now) {
  return {
    /** 429 with Retry-After while any bucket is full. */
    async assertAllowed(limits: Limit[]): Promise<void> {
      const rows = await db
        .select()
        .from(authThrottle)
        .where(
          inArray(
            authThrottle.key,
            limits.map((l) => l.key),
          ),
        );
      const now = clock();
      let wait = 0;
      for (const row of rows) {
        const limit = limits.find((l) => l.key === row.key)!;
        const level = drained(
          row.failures,
          (now - row.updatedAt.getTime()) / 1000,
          limit.drainSeconds,
        );
        wait = Math.max(wait, waitSeconds(level, limit));
      }
      if (wait > 0) {
        throw new AppError('rate_limited', { details: { retryAfterSeconds: wait } });
      }
    },

    /** Adds a failure to each bucket; drained in the same statement, so concurrent ones add up. */
    async recordFailure(limits: Limit[]): Promise<void> {
      const now = new Date(clock());
      for (const limit of limits) {
        await db
          .insert(authThrottle)
          .values({ key: limit.key, failures: 1, updatedAt: now })
          .onConflictDoUpdate({
            target: authThrottle.key,
            set: {
              failures: sql`greatest(0, ${authThrottle.failures} - greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${authThrottle.updatedAt}))) / ${limit.drainSeconds}) + 1`,
              updatedAt: now,
            },
          });
      }
      // Buckets idle for a day are empty whatever their level was: keep the table small.
      await db
        .delete(authThrottle)
        .where(lt(authThrottle.updatedAt, new Date(now.getTime() - 86_400_000)));
    },

    /** A successful sign-in empties the account's bucket for this address (not the address's). */
    async clear(limits: Limit[]): Promise<void> {
      const own = limits.filter((l) => l.key.startsWith('acct-ip:')).map((l) => l.key);
      if (own.length > 0) await db.delete(authThrottle).where(inArray(authThrottle.key, own));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
