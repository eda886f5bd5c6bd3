import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  BRAZIL_TIMEZONES,
  COOKIE_NAMES,
  COUNTRY_CODES,
  DEFAULT_DIAL_CODE,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIMEZONE,
  LANGUAGES,
  LOCAL_STORAGE_KEYS,
  MAX_PAGE_SIZE,
  MEDIA_BASE_PATH,
  PAGE_SIZES,
  resolveLanguage,
  UPLOAD_RULES,
} from '../constants/index.js';

// What the code relies on between the constants, not their values (those are the product
// specification's; restating them here would only make a decision look like a regression).
describe('constants hold together', () => {
  it('the default and the ceiling page sizes are among the sizes offered, the ceiling the largest', () => {
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
    expect(Math.max(...PAGE_SIZES)).toBe(MAX_PAGE_SIZE);
    expect([...PAGE_SIZES].sort((a, b) => a - b)).toEqual([...PAGE_SIZES]);
  });

  it('every language resolves to itself, the default one included', () => {
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
    for (const language of LANGUAGES) expect(resolveLanguage(language)).toBe(language);
  });

  it('country codes are unique, named in every language, and the default one is listed first', () => {
    const dialCodes = COUNTRY_CODES.map((c) => c.dialCode);
    expect(new Set(dialCodes).size).toBe(dialCodes.length);
    expect(new Set(COUNTRY_CODES.map((c) => c.iso)).size).toBe(COUNTRY_CODES.length);
    expect(dialCodes[0]).toBe(DEFAULT_DIAL_CODE);
    for (const country of COUNTRY_CODES) {
      for (const language of LANGUAGES) expect(country.name[language]).toBeTruthy();
      expect(country.dialCode).toMatch(/^\+\d{1,3}$/);
    }
  });

  it('time zones are real IANA zones and the default is one of them', () => {
    expect(BRAZIL_TIMEZONES).toContain(DEFAULT_TIMEZONE);
    for (const zone of BRAZIL_TIMEZONES) {
      expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: zone })).not.toThrow();
    }
  });

  it('cookie and local-storage names do not collide', () => {
    const cookies = Object.values(COOKIE_NAMES);
    expect(new Set(cookies).size).toBe(cookies.length);
    const keys = Object.values(LOCAL_STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('media is served under the API base path', () => {
    expect(MEDIA_BASE_PATH.startsWith(`${API_BASE_PATH}/`)).toBe(true);
  });

  it('every upload kind accepts at least one type and extension, and a size above zero', () => {
    for (const [kind, rule] of Object.entries(UPLOAD_RULES)) {
      expect(rule.types.length, kind).toBeGreaterThan(0);
      expect(rule.extensions.length, kind).toBeGreaterThan(0);
      expect(rule.maxBytes, kind).toBeGreaterThan(0);
      // Extensions are compared lower-case and without the dot by the pickers.
      for (const ext of rule.extensions) expect(ext, kind).toMatch(/^[a-z0-9]+$/);
    }
    // A profile picture is an image, so it can never be allowed to be larger than one.
    expect(UPLOAD_RULES.profileImage.maxBytes).toBeLessThanOrEqual(UPLOAD_RULES.image.maxBytes);
  });
});
