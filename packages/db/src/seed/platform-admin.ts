import { randomBytes } from 'node:crypto';
import type { Database } from '../client.js';
import { hashPassword } from '../password.js';
import { auditLog, platformAdmins } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';

export const ADMIN_USERNAME = 'admin';

/** The platform administrator (superuser); returns the password it was given. */
export async function createPlatformAdmin(
  tx: Database,
  adminPassword: string | undefined,
): Promise<string> {
  // Never the published demo password, not even in demo mode: the platform administrator
  // reads the email outbox, i.e. every user's reset link. Random, reported once.
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  const id = uuidv7();
  await tx.insert(platformAdmins).values({
    id,
    username: ADMIN_USERNAME,
    name: 'Administrador da plataforma',
    passwordHash: await hashPassword(password),
    isSuperuser: true,
  });
  await tx
    .insert(auditLog)
    .values({ actorType: 'system', action: 'seed', entity: 'platform_admin', entityId: id });
  return password;
}
