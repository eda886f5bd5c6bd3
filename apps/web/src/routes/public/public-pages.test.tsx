import { LANGUAGES, type Language } from '@ponteiro/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  vi.unstubAllGlobals();
});

/** `base/plans/` answers with `plans` (or fails when given an Error). */
function stubPlans(plans: unknown[] | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (plans instanceof Error) throw plans;
      return new Response(JSON.stringify({ data: plans }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

/** The plan cards once they come from `source` (the loading cards are another element). */
async function plansFrom(source: 'live' | 'fallback'): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByTestId('pricing-plans')).toHaveAttribute('data-source', source),
  );
  return screen.getByTestId('pricing-plans');
}

const PUBLIC_PLANS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Ponto 10',
    description: 'Para pequenas equipes.',
    monthly_price_cents: 4990,
    yearly_price_cents: 49900,
    seats: 10,
    enable_access: false,
    enable_visitor: false,
    trial_days: 14,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Completo',
    description: null,
    monthly_price_cents: 19990,
    yearly_price_cents: 0,
    seats: null,
    enable_access: true,
    enable_visitor: true,
    trial_days: 0,
  },
];

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

  it('renders the pricing page with its built-in plans when base/plans/ fails', async () => {
    stubPlans(new TypeError('Failed to fetch'));
    await renderIn(language, <PricingPage />);
    const content = pricingContent[language];
    const ui = publicUiStrings[language];
    expect(h1Text()).toBe(content.title);
    expect(document.title).toBe(`${content.title} · Ponteiro`);

    const plans = await plansFrom('fallback');
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
    // Per-employee prices: the page's words say so.
    expect(screen.getByText(content.subtitle)).toBeTruthy();
    expect(screen.getByText(content.notes[0] ?? '')).toBeTruthy();
  });

  it('draws the plan cards from the public plans, with a "talk to sales" card after', async () => {
    stubPlans(PUBLIC_PLANS);
    await renderIn(language, <PricingPage />);
    const content = pricingContent[language];
    const labels = content.catalogue;
    const plans = await plansFrom('live');
    const cards = within(plans).getAllByTestId('pricing-plan');
    expect(cards).toHaveLength(2);
    const [small, full] = cards as [HTMLElement, HTMLElement];
    expect(within(small).getByRole('heading', { level: 2, name: 'Ponto 10' })).toBeTruthy();
    expect(within(small).getByText('Para pequenas equipes.')).toBeTruthy();
    const monthly = language === 'pt' ? /R\$\s49,90/ : /R\$49\.90/;
    const yearly = language === 'pt' ? /R\$\s499,00/ : /R\$499\.00/;
    expect(within(small).getByText(monthly)).toBeTruthy();
    expect(within(small).getByText(labels.perMonth)).toBeTruthy();
    expect(within(small).getByText(yearly)).toBeTruthy();
    expect(within(small).getByText(labels.seatsUpTo.replace('{count}', '10'))).toBeTruthy();
    expect(within(small).getByText(labels.modules.attendance)).toBeTruthy();
    expect(within(small).queryByText(labels.modules.access)).toBeNull();
    expect(within(small).getByText(labels.trialDays.replace('{days}', '14'))).toBeTruthy();
    expect(
      within(small).getByRole('link', { name: labels.ctaTrial.replace('{plan}', 'Ponto 10') }),
    ).toHaveAttribute('href', '/signup');
    expect(within(full).getByText(labels.seatsUnlimited)).toBeTruthy();
    expect(within(full).getByText(labels.modules.access)).toBeTruthy();
    expect(within(full).getByText(labels.modules.visitor)).toBeTruthy();
    expect(
      within(full).getByRole('link', { name: labels.cta.replace('{plan}', 'Completo') }),
    ).toHaveAttribute('href', '/signup');
    // The custom card and the rest of the page stay.
    const sales = within(plans).getByRole('link', { name: labels.custom.cta });
    expect(sales.getAttribute('href')).toMatch(/^mailto:/);
    for (const item of content.faq) expect(screen.getByText(item.question)).toBeTruthy();
    // The built-in plans are not shown next to the provider's, nor their per-employee words.
    expect(within(plans).queryByText(content.plans[0]?.cta ?? '')).toBeNull();
    expect(screen.getByText(labels.subtitle)).toBeTruthy();
    expect(screen.queryByText(content.subtitle)).toBeNull();
    for (const note of labels.notes) expect(screen.getByText(note)).toBeTruthy();
    expect(screen.queryByText(content.notes[0] ?? '')).toBeNull();
  });

  it('keeps the built-in plans when the provider has no public plan', async () => {
    stubPlans([]);
    await renderIn(language, <PricingPage />);
    const plans = await plansFrom('fallback');
    for (const plan of pricingContent[language].plans) {
      expect(within(plans).getByRole('heading', { level: 2, name: plan.name })).toBeTruthy();
    }
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
