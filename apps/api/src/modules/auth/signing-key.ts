import { randomBytes } from 'node:crypto';
import { appSecrets, type Database } from '@ponteiro/db';
import { eq } from 'drizzle-orm';

const NAME = 'token_signing_key';

/**
 * The HS256 key for tokens: JWT_SECRET when given, else one generated on first start and kept in
 * the database, so every instance signs and verifies with the same key without configuration.
 */
export async function loadSigningKey(db: Database, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('token signing key missing');
  return new TextEncoder().encode(row.value);
}
