import type { Language } from '@ponteiro/shared';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { subscription as enUS } from '../../i18n/locales/en-US/subscription';
import { subscription as pt } from '../../i18n/locales/pt/subscription';

export const SUBSCRIPTION_NS = 'subscription';

registerAreaTexts(SUBSCRIPTION_NS, { pt, 'en-US': enUS });

/** `t` of the suspended page, /system/subscription and the trial notice. */
export function useSubscriptionTranslation() {
  return useTranslation(SUBSCRIPTION_NS);
}

const LOCALES: Record<Language, string> = { pt: 'pt-BR', 'en-US': 'en-US' };

/** The language's Intl locale (anything unknown reads as pt). */
export function localeOf(language: string): string {
  return language === 'en-US' ? LOCALES['en-US'] : LOCALES.pt;
}

/** BRL in the page's language: "R$ 49,90" / "R$49.90". */
export function formatBrl(cents: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'BRL' }).format(
    cents / 100,
  );
}

/** A date (YYYY-MM-DD, or a timestamp) as a long date in the page's language, read in UTC. */
export function formatDay(value: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Today as YYYY-MM-DD (the browser's calendar day; trial-ended.ts has its own copy so the company
 * layout does not share a chunk with these texts). */
function todayIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from today to `isoDate` (negative when it is past). */
export function daysUntil(isoDate: string, now = new Date()): number {
  const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
  return Math.round((day(isoDate) - day(todayIso(now))) / 86_400_000);
}
