import { useSyncExternalStore } from 'react';
import {
  ALL_CATEGORIES,
  type ConsentCategories,
  type ConsentCategory,
  NECESSARY_ONLY,
  readConsent,
  type StoredConsent,
  saveConsent,
} from './storage';

// The consent state shared by the banner, the settings dialog, the footer link and any code that
// must ask before setting a non-necessary cookie (`hasConsent('analytics')`).

export interface ConsentState {
  consent: StoredConsent | null;
  settingsOpen: boolean;
}

let state: ConsentState = { consent: readConsent(), settingsOpen: false };
const listeners = new Set<() => void>();

function setState(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getConsentState(): ConsentState {
  return state;
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, getConsentState, getConsentState);
}

/** Re-reads localStorage (tests, or another tab's choice). */
export function reloadConsent(): void {
  setState({ consent: readConsent(), settingsOpen: false });
}

export function acceptAllCookies(): StoredConsent {
  const consent = saveConsent(ALL_CATEGORIES);
  setState({ consent, settingsOpen: false });
  return consent;
}

export function acceptNecessaryOnly(): StoredConsent {
  const consent = saveConsent(NECESSARY_ONLY);
  setState({ consent, settingsOpen: false });
  return consent;
}

export function saveCookieSettings(categories: Partial<ConsentCategories>): StoredConsent {
  const consent = saveConsent(categories);
  setState({ consent, settingsOpen: false });
  return consent;
}

/** Opens the cookie settings dialog (the footer's "Cookie settings" link calls this). */
export function openCookieSettings(): void {
  setState({ settingsOpen: true });
}

export function closeCookieSettings(): void {
  setState({ settingsOpen: false });
}

/** Whether the visitor allowed `category` (necessary: always; others: only after a choice). */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return state.consent?.categories[category] === true;
}
