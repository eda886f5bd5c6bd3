/**
 * Remembers the access tokens already verified, until they expire: the HMAC check (jose, through
 * WebCrypto's thread pool) was ~6% of the app's time on every list request (bench profile, §8).
 * The key is the whole token, signature included, so only a token that passed the full check
 * once can hit; expiry is checked on every hit as jose checks it (`exp` after now, in seconds).
 * Revocation is not the token's business: the guard still reads the session's family each time.
 */
export function rememberVerified<T>(
  verify: (token: string) => Promise<T>,
  max = 10_000,
): (token: string) => Promise<T> {
  const verified = new Map<string, { claims: T; exp: number }>();
  return async (token) => {
    const now = Math.floor(Date.now() / 1000);
    const hit = verified.get(token);
    if (hit && hit.exp > now) return hit.claims;
    if (hit) verified.delete(token);
    const claims = await verify(token);
    const exp = expiryOf(token);
    if (exp !== null) {
      // The oldest entry goes first (a Map keeps insertion order).
      if (verified.size >= max) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, exp });
    }
    return claims;
  };
}

/** The `exp` claim of a token that has just been verified, or null (then it is not kept). */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}
