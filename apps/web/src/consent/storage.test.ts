import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, clearConsent, NECESSARY_ONLY, readConsent, saveConsent } from './storage';

const KEY = LOCAL_STORAGE_KEYS.cookieConsent;
const NOW = new Date('2026-08-03T11:00:00Z');

describe('consent storage', () => {
  it('has nothing before a choice', () => {
    expect(readConsent()).toBeNull();
  });

  it('stores { dismissed, categories, savedAt } as JSON and reads it back', () => {
    const saved = saveConsent(ALL_CATEGORIES, NOW);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      dismissed: true,
      categories: {
        necessary: true,
        functional: true,
        performance: true,
        analytics: true,
        targeting: true,
      },
      savedAt: '2026-08-03T11:00:00.000Z',
    });
    expect(readConsent()).toEqual(saved);
  });

  it('always keeps necessary on', () => {
    const saved = saveConsent({ ...NECESSARY_ONLY, necessary: false, analytics: true }, NOW);
    expect(saved.categories).toEqual({ ...NECESSARY_ONLY, analytics: true });
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...saved, categories: { ...saved.categories, necessary: false } }),
    );
    expect(readConsent()?.categories.necessary).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'not dismissed',
      JSON.stringify({ dismissed: false, categories: ALL_CATEGORIES, savedAt: 'x' }),
    ],
    ['no savedAt', JSON.stringify({ dismissed: true, categories: ALL_CATEGORIES })],
    [
      'a category missing',
      JSON.stringify({ dismissed: true, categories: { analytics: true }, savedAt: 'x' }),
    ],
    ['a number', '42'],
  ])('ignores a stored value that is %s', (_label, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readConsent()).toBeNull();
  });

  it('clears the choice', () => {
    saveConsent(ALL_CATEGORIES, NOW);
    clearConsent();
    expect(readConsent()).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readConsent(broken)).toBeNull();
    expect(saveConsent(ALL_CATEGORIES, NOW, broken).dismissed).toBe(true);
    expect(() => clearConsent(broken)).not.toThrow();
  });
});
