import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  DEFAULT_DIAL_CODE,
  DEFAULT_PAGE_SIZE,
  DEVICE_CODE_PREFIXES,
  KB,
  MAX_PAGE_SIZE,
  MB,
  PAGE_SIZES,
  REQUEST_TIMEOUT_MS,
  SESSION_COOKIE_LIFETIME_MINUTES,
  UPLOAD_RULES,
} from '../constants/index.js';

// The product specification's numbers; a change here is a product decision, not a refactor.
describe('constants', () => {
  it('pages are 25, 50 or 100, default 25', () => {
    expect(PAGE_SIZES).toEqual([25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  it('session values live 1440 minutes (24 h)', () => {
    expect(SESSION_COOKIE_LIFETIME_MINUTES).toBe(1440);
  });

  it('country codes are +55, +91, +86, +1 with Brazil first and default', () => {
    expect(COUNTRY_CODES.map((c) => c.dialCode)).toEqual(['+55', '+91', '+86', '+1']);
    expect(COUNTRY_CODES.map((c) => c.iso)).toEqual(['BR', 'IN', 'CN', 'US']);
    expect(DEFAULT_DIAL_CODE).toBe('+55');
  });

  it('device serial prefixes are DSPS, HCSS, DPLD', () => {
    expect(DEVICE_CODE_PREFIXES).toEqual(['DSPS', 'HCSS', 'DPLD']);
  });

  it('requests time out after 50 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
  });

  it('uploads: profile image 200 KB, image 3 MB, document 5 MB', () => {
    expect(KB).toBe(1024);
    expect(MB).toBe(1024 * 1024);
    expect(UPLOAD_RULES.profileImage).toEqual({
      types: ['jpeg', 'png'],
      extensions: ['jpeg', 'jpg', 'png'],
      maxBytes: 200 * 1024,
    });
    expect(UPLOAD_RULES.image).toEqual({
      types: ['jpeg', 'png'],
      extensions: ['jpeg', 'jpg', 'png'],
      maxBytes: 3 * 1024 * 1024,
    });
    expect(UPLOAD_RULES.document).toEqual({
      types: ['pdf', 'xlsx'],
      extensions: ['pdf', 'xlsx'],
      maxBytes: 5 * 1024 * 1024,
    });
  });
});
