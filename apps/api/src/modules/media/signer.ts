import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_BASE_PATH } from '@ponteiro/shared';

/** How long a signed media URL works, at least. */
export const MEDIA_URL_LIFETIME_SECONDS = 15 * 60;
/**
 * Expiries are rounded up to this step, so every response within a step hands out the same URL:
 * the browser's cache and React's <img> keep it instead of fetching the image again.
 */
export const MEDIA_URL_STEP_SECONDS = 5 * 60;

/**
 * Storage keys the app writes: lowercase folders and ids, then `name.ext`. No dots outside the
 * extension, so `..` (or any other path trick) can never be a valid key.
 */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,63}\/){1,5}[a-z0-9][a-z0-9-]{0,63}\.(jpeg|png|pdf)$/;

/** The stored type of each servable extension (the extension comes from the sniffed upload). */
const MEDIA_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The content type of a well-formed media key, or null when the key is not one. */
export function mediaContentType(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  return match?.[1] ? (MEDIA_TYPES[match[1]] ?? null) : null;
}

export interface MediaSigner {
  /** A short-lived URL for `key` (null for no file), to be handed only to who may see it. */
  url(key: string | null): string | null;
  /** Whether `sig` signs `key` until `exp` and `exp` has not passed. */
  verify(key: string, exp: number, sig: string): boolean;
  /** Seconds from now until `exp` (for Cache-Control). */
  secondsLeft(exp: number): number;
}

/**
 * Signs media URLs with HMAC-SHA256 over `key` and `exp`. The key is derived from the token
 * signing key with a fixed label, so a media signature can never pass as a token signature and
 * every instance signs alike without more configuration.
 */
export function createMediaSigner(
  tokenKey: Uint8Array,
  options: { now?: () => number } = {},
): MediaSigner {
  const secret = createHmac('sha256', tokenKey).update('ponteiro media url v1').digest();
  const now = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const sign = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');

  return {
    url(key) {
      if (key === null) return null;
      const earliest = now() + MEDIA_URL_LIFETIME_SECONDS;
      const exp = Math.ceil(earliest / MEDIA_URL_STEP_SECONDS) * MEDIA_URL_STEP_SECONDS;
      return `${MEDIA_BASE_PATH}/${key}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    verify(key, exp, sig) {
      if (!Number.isSafeInteger(exp) || exp < now()) return false;
      const expected = Buffer.from(sign(key, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    secondsLeft(exp) {
      return Math.max(0, exp - now());
    },
  };
}
