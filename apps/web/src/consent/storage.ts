import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';

// The visitor's cookie choice, kept in localStorage as
// `{ dismissed: true, categories: { necessary, functional, performance, analytics, targeting }, savedAt }`.

export const CONSENT_CATEGORIES = [
  'necessary',
  'functional',
  'performance',
  'analytics',
  'targeting',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentCategories = Record<ConsentCategory, boolean>;
/** The categories the visitor can switch (necessary is always on). */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES = CONSENT_CATEGORIES.filter(
  (category): category is OptionalCategory => category !== 'necessary',
);

export interface StoredConsent {
  dismissed: true;
  categories: ConsentCategories;
  /** ISO 8601 instant of the choice. */
  savedAt: string;
}

export const ALL_CATEGORIES: ConsentCategories = {
  necessary: true,
  functional: true,
  performance: true,
  analytics: true,
  targeting: true,
};

export const NECESSARY_ONLY: ConsentCategories = {
  necessary: true,
  functional: false,
  performance: false,
  analytics: false,
  targeting: false,
};

/** What the settings dialog shows before any choice: every switch on. */
export const DEFAULT_CATEGORIES: ConsentCategories = ALL_CATEGORIES;

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** The stored choice, or null when there is none or it is not a valid one. */
export function readConsent(storage: Storage | undefined = defaultStorage()): StoredConsent | null {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(LOCAL_STORAGE_KEYS.cookieConsent);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { dismissed, categories, savedAt } = value as Record<string, unknown>;
    if (dismissed !== true || typeof savedAt !== 'string' || !categories) return null;
    if (typeof categories !== 'object') return null;
    const stored = categories as Record<string, unknown>;
    if (!OPTIONAL_CATEGORIES.every((category) => typeof stored[category] === 'boolean'))
      return null;
    return {
      dismissed: true,
      categories: normalize(stored as Partial<ConsentCategories>),
      savedAt,
    };
  } catch {
    return null;
  }
}

function normalize(categories: Partial<ConsentCategories>): ConsentCategories {
  const result = { ...NECESSARY_ONLY };
  for (const category of OPTIONAL_CATEGORIES) result[category] = categories[category] === true;
  return result; // necessary stays true whatever was passed
}

/** Stores a choice (necessary is forced on) and returns what was stored. */
export function saveConsent(
  categories: Partial<ConsentCategories>,
  now: Date = new Date(),
  storage: Storage | undefined = defaultStorage(),
): StoredConsent {
  const consent: StoredConsent = {
    dismissed: true,
    categories: normalize(categories),
    savedAt: now.toISOString(),
  };
  try {
    storage?.setItem(LOCAL_STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  } catch {
    // Storage full or disabled: the choice still holds for this page view.
  }
  return consent;
}

export function clearConsent(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(LOCAL_STORAGE_KEYS.cookieConsent);
  } catch {
    // nothing stored
  }
}
