import { LANGUAGES, type Language } from '@ponteiro/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  homeContent,
  LEGAL_DOCUMENT_IDS,
  legalDocuments,
  pricingContent,
  publicUiStrings,
} from '../../content';
import HomePage from './home-page';
import LegalPage from './legal-page';
import PricingPage from './pricing-page';

afterEach(() => {
  cleanup();
});

async function renderIn(language: Language, page: ReactElement) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'pt',
    resources: {},
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nextProvider>,
  );
}

function h1Text(): string | null {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0]?.textContent ?? null;
}

describe.each(LANGUAGES)('public pages in %s', (language) => {
  it('renders the home page', async () => {
    await renderIn(language, <HomePage />);
    const content = homeContent[language];
    expect(h1Text()).toBe(content.hero.title);
    expect(document.title).toBe(`${content.metaTitle} · Ponteiro`);

    const hero = screen.getByTestId('home-hero');
    const signup = within(hero).getByRole('link', { name: content.hero.primaryCta });
    expect(signup.getAttribute('href')).toBe('/signup');
    const pricing = within(hero).getByRole('link', { name: content.hero.secondaryCta });
    expect(pricing.getAttribute('href')).toBe('/pricing');

    for (const feature of content.features) {
      expect(screen.getByRole('heading', { level: 3, name: feature.title })).toBeTruthy();
    }
    for (const item of content.faq) expect(screen.getByText(item.question)).toBeTruthy();
  });

  it('renders the pricing page', async () => {
    await renderIn(language, <PricingPage />);
    const content = pricingContent[language];
    const ui = publicUiStrings[language];
    expect(h1Text()).toBe(content.title);
    expect(document.title).toBe(`${content.title} · Ponteiro`);

    const plans = screen.getByTestId('pricing-plans');
    for (const plan of content.plans) {
      expect(within(plans).getByRole('heading', { level: 2, name: plan.name })).toBeTruthy();
      const cta = within(plans).getByRole('link', { name: plan.cta });
      const href = cta.getAttribute('href') ?? '';
      if (plan.pricePerEmployeeCents === null) expect(href).toMatch(/^mailto:/);
      else expect(href).toBe('/signup');
    }
    // Prices are formatted as BRL in the page's locale (Intl puts a no-break space in pt-BR).
    const price = language === 'pt' ? /R\$\s9,90/ : /R\$9\.90/;
    expect(within(plans).getByText(price)).toBeTruthy();
    expect(within(plans).getAllByText(ui.perEmployeeMonth).length).toBeGreaterThan(0);
    expect(within(plans).getByText(ui.mostPopular)).toBeTruthy();
  });

  it.each(LEGAL_DOCUMENT_IDS)('renders the %s document', async (id) => {
    await renderIn(language, <LegalPage doc={id} />);
    const doc = legalDocuments[id][language];
    const ui = publicUiStrings[language];
    expect(h1Text()).toBe(doc.title);
    expect(document.title).toBe(`${doc.title} · Ponteiro`);

    const article = screen.getByTestId('legal-document');
    const time = article.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(doc.updatedAt);
    expect(time?.textContent).toBe(
      language === 'pt' ? '1 de novembro de 2026' : 'November 1, 2026',
    );

    const toc = screen.getByRole('navigation', { name: ui.tableOfContents });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(doc.sections.length);
    for (const [index, link] of links.entries()) {
      const target = (link.getAttribute('href') ?? '').slice(1);
      const heading = document.getElementById(target);
      expect(heading?.tagName).toBe('H2');
      expect(heading?.textContent).toBe(`${index + 1}. ${doc.sections[index]?.heading}`);
    }

    const bullets = doc.sections.flatMap((section) =>
      section.paragraphs.filter((paragraph) => paragraph.startsWith('- ')),
    );
    const listItems = [...article.querySelectorAll('section li')].map((li) => li.textContent);
    expect(listItems).toEqual(bullets.map((bullet) => bullet.slice(2)));
  });
});
