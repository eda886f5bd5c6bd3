import type { Database } from '../client.js';
import { hashPassword } from '../password.js';
import { companyMembers, users } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';

/** The demo users (owner, admin, employee …) and their memberships; returns their ids by key. */
export async function createDemoUsers(
  db: Database,
  companyId: string,
): Promise<Map<string, string>> {
  const userIds = new Map<string, string>();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) userIds.set(u.key, uuidv7());
  await db.insert(users).values(
    DEMO_USERS.map((u) => ({
      id: userIds.get(u.key)!,
      name: u.name,
      email: u.email,
      passwordHash: demoHash,
      countryCode: '+55',
    })),
  );
  await db
    .insert(companyMembers)
    .values(DEMO_USERS.map((u) => ({ companyId, userId: userIds.get(u.key)!, role: u.role })));

  return userIds;
}
