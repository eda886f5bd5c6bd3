import type { Executor } from '@ponteiro/db';
import { sql } from 'drizzle-orm';

/** The cheapest round trip that proves the database answers. */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
