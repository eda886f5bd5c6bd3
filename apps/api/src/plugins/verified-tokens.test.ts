import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVerified } from './verified-tokens.js';

/** An unsigned token with `exp` (the verifier under test is a stub; only the payload is read). */
const tokenWith = (exp: number, id = 'a') =>
  `h.${Buffer.from(JSON.stringify({ exp, id })).toString('base64url')}.sig`;

describe('rememberVerified', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token once until it expires, then checks it again', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const verify = vi.fn(async (token: string) => {
      const exp = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp);
      if (exp <= Math.floor(Date.now() / 1000)) throw new Error('expired');
      return { token };
    });
    const cached = rememberVerified(verify);
    const token = tokenWith(1_000 + 60);
    await cached(token);
    await cached(token);
    expect(verify).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_060_000);
    await expect(cached(token)).rejects.toThrow('expired');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing that failed, and at most `max` tokens', async () => {
    const verify = vi.fn(async (token: string) => {
      if (token.endsWith('bad')) throw new Error('bad signature');
      return token;
    });
    const cached = rememberVerified(verify, 1);
    const exp = Math.floor(Date.now() / 1000) + 60;
    await expect(cached(`${tokenWith(exp)}bad`)).rejects.toThrow();
    await expect(cached(`${tokenWith(exp)}bad`)).rejects.toThrow();
    await cached(tokenWith(exp, 'a'));
    await cached(tokenWith(exp, 'b'));
    await cached(tokenWith(exp, 'a'));
    expect(verify).toHaveBeenCalledTimes(5);
  });
});
