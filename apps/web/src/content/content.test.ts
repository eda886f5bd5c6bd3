import { LANGUAGES } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  homeContent,
  LEGAL_DOCUMENT_IDS,
  legalDocuments,
  pricingContent,
  publicUiStrings,
} from './index';
import type { Localized } from './types';

/** Keys whose string values must be identical in every language (identifiers, not text). */
const LANGUAGE_NEUTRAL_KEYS = new Set(['id', 'icon', 'updatedAt']);

/**
 * The structure of a content value with the prose taken out: same keys, same array lengths,
 * same numbers and booleans, and for strings only whether they are a bullet ("- ") or not.
 */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => shape(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v, k)]),
    );
  }
  if (typeof value === 'string') {
    if (LANGUAGE_NEUTRAL_KEYS.has(key)) return value;
    return value.startsWith('- ') ? 'bullet' : 'text';
  }
  return value;
}

function strings(value: unknown, path = '$'): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

const localizedContent: [string, Localized<unknown>][] = [
  ['homeContent', homeContent],
  ['pricingContent', pricingContent],
  ['publicUiStrings', publicUiStrings],
  ...LEGAL_DOCUMENT_IDS.map((id): [string, Localized<unknown>] => [
    `legalDocuments.${id}`,
    legalDocuments[id],
  ]),
];

describe.each(localizedContent)('%s', (_name, content) => {
  it('has a version for every language', () => {
    expect(Object.keys(content).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has the same structure in pt and en-US', () => {
    expect(shape(content['en-US'])).toEqual(shape(content.pt));
  });

  it.each(LANGUAGES)('has no empty or padded strings in %s', (language) => {
    const bad = strings(content[language]).filter(
      ({ value }) => value.trim() === '' || value !== value.trim() || value.trim() === '-',
    );
    expect(bad).toEqual([]);
  });
});

describe('legal documents', () => {
  it('covers the four documents', () => {
    expect(Object.keys(legalDocuments).sort()).toEqual([...LEGAL_DOCUMENT_IDS].sort());
  });

  describe.each(LEGAL_DOCUMENT_IDS)('%s', (id) => {
    it.each(LANGUAGES)('has an ISO updatedAt and 8 to 14 sections in %s', (language) => {
      const doc = legalDocuments[id][language];
      expect(doc.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${doc.updatedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.updatedAt);
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      expect(doc.sections.length).toBeLessThanOrEqual(14);
      for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    });

    it('names the DPO contact in both languages', () => {
      for (const language of LANGUAGES) {
        const text = strings(legalDocuments[id][language]).map(({ value }) => value);
        expect(text.some((value) => value.includes('dpo@ponteiro.com.br'))).toBe(true);
      }
    });
  });
});

describe('homeContent', () => {
  it.each(LANGUAGES)(
    'has 6 to 9 features, distinct icons, and 5 to 6 FAQ items in %s',
    (language) => {
      const home = homeContent[language];
      expect(home.features.length).toBeGreaterThanOrEqual(6);
      expect(home.features.length).toBeLessThanOrEqual(9);
      expect(new Set(home.features.map((feature) => feature.icon)).size).toBe(home.features.length);
      expect(home.faq.length).toBeGreaterThanOrEqual(5);
      expect(home.faq.length).toBeLessThanOrEqual(6);
    },
  );
});

describe('pricingContent', () => {
  it.each(LANGUAGES)('has 3 or 4 consistent plans in %s', (language) => {
    const { plans } = pricingContent[language];
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.length).toBeLessThanOrEqual(4);
    expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length);
    expect(plans.filter((plan) => plan.highlighted)).toHaveLength(1);
    for (const plan of plans) {
      for (const cents of [plan.pricePerEmployeeCents, plan.minimumMonthlyCents]) {
        if (cents !== null) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThan(0);
        }
      }
      // A plan without a price has no minimum either ("talk to sales").
      if (plan.pricePerEmployeeCents === null) expect(plan.minimumMonthlyCents).toBeNull();
    }
  });
});

describe('publicUiStrings', () => {
  it.each(LANGUAGES)('keeps the placeholders the pages fill in %s', (language) => {
    const ui = publicUiStrings[language];
    expect(ui.minimumMonthly).toContain('{amount}');
    expect(ui.planFeaturesLabel).toContain('{plan}');
    expect(ui.salesEmailSubject).toContain('{plan}');
  });

  it('fills templates and leaves unknown placeholders alone', () => {
    expect(fillTemplate('Mínimo de {amount} por mês {x}', { amount: 'R$ 99,00' })).toBe(
      'Mínimo de R$ 99,00 por mês {x}',
    );
  });
});
