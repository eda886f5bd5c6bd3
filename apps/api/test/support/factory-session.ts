import { uuidv7 } from '@ponteiro/db';
import { insertRefreshToken } from '../../src/modules/auth/refresh-tokens.repository.js';
import { loadSigningKey } from '../../src/modules/auth/signing-key.js';
import { createTokenService, hashToken, newRefreshToken } from '../../src/modules/auth/tokens.js';
import type { TestApp } from './test-app.js';

/**
 * An access token for a user made by `@ponteiro/db/testing`, as sign-in plus "select company"
 * would issue it (a live refresh-token family, the app's signing key), without the HTTP round
 * trips and the password hash check. `companyId` null: a token before the company choice.
 */
export async function accessTokenFor(
  t: TestApp,
  userId: string,
  companyId: string | null,
): Promise<string> {
  const key = await loadSigningKey(t.database.db, t.app.config.JWT_SECRET);
  const tokens = createTokenService(key, {
    accessTtlMinutes: t.app.config.ACCESS_TOKEN_TTL_MINUTES,
    adminTtlMinutes: 15,
  });
  const familyId = uuidv7();
  await insertRefreshToken(t.database.db, {
    familyId,
    userId,
    companyId,
    tokenHash: hashToken(newRefreshToken()),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return tokens.signAccess({ userId, companyId, familyId });
}
