// Small helpers shared by the public pages (home, pricing, legal documents).
import { type Language, resolveLanguage } from '@ponteiro/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../router/page-title';

/** The language of the public pages, from the i18next instance. */
export function usePublicLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.language);
}

/** Sets the browser tab title to "<title> · Ponteiro". */
export function useDocumentTitle(title: string): void {
  usePageTitle(title);
}

const LOCALES: Record<Language, string> = { pt: 'pt-BR', 'en-US': 'en-US' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** Formats BRL cents as currency, e.g. 990 → "R$ 9,90" (pt) or "R$9.90" (en-US). */
export function formatBrl(cents: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'BRL' }).format(
    cents / 100,
  );
}

/**
 * Formats an ISO date (YYYY-MM-DD) as a long date. Read and written in UTC, so the day never
 * shifts with the visitor's time zone.
 */
export function formatIsoDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Centred content column used by every public page (lined up with the public header). */
export const containerStyle: CSSProperties = {
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  paddingInline: 24,
  boxSizing: 'border-box',
};

/** A responsive grid without media queries: as many columns of at least `min` px as fit. */
export function autoGrid(min: number, gap = 16): CSSProperties {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`,
    gap,
  };
}

/** Keeps a heading clear of the sticky header (taller when it wraps on phones) on anchor jumps. */
export const anchorTargetStyle: CSSProperties = { scrollMarginTop: 120 };

/** Turns a heading into an id for anchor links ("Quem somos?" → "quem-somos"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
