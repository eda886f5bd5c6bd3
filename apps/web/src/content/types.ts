// Shapes of the public site's content. Text lives in data files per language (not in the i18n
// catalogue) because it is long prose, edited by people, not UI strings.
import type { Language } from '@ponteiro/shared';

export interface LegalSection {
  heading: string;
  /** Paragraphs; a paragraph starting with "- " is rendered as a bullet item. */
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last revision, shown as "last updated". */
  updatedAt: string;
  summary: string;
  sections: LegalSection[];
}

export type LegalDocumentId = 'privacy-policy' | 'terms-of-service' | 'lgpd' | 'user-agreement';

export type Localized<T> = Record<Language, T>;

/**
 * The @ant-design/icons outlined icons the home page can show. Kept as a closed list so the
 * page imports only these (the bundle budget is tight) and a typo fails the typecheck.
 */
export type HomeFeatureIcon =
  | 'ClockCircleOutlined'
  | 'AuditOutlined'
  | 'FieldTimeOutlined'
  | 'CalendarOutlined'
  | 'SolutionOutlined'
  | 'BarChartOutlined'
  | 'KeyOutlined'
  | 'UserAddOutlined'
  | 'ApiOutlined';

export interface HomeFeature {
  /** Name of an @ant-design/icons outlined icon, e.g. "ClockCircleOutlined". */
  icon: HomeFeatureIcon;
  title: string;
  description: string;
}

export interface HomeContent {
  /** Page title for the browser tab (before " · Ponteiro"). */
  metaTitle: string;
  hero: {
    /** Short line above the title. */
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
  };
  /** Heading of the features grid. */
  featuresSection: { title: string; subtitle: string };
  features: HomeFeature[];
  compliance: { title: string; subtitle: string; points: { title: string; description: string }[] };
  audiences: { title: string; items: { title: string; description: string }[] };
  faq: { question: string; answer: string }[];
  closing: { title: string; subtitle: string; cta: string; secondaryCta: string };
}

export interface PricingPlan {
  /** Same in every language. */
  id: string;
  name: string;
  /** Monthly price per active employee in BRL cents; null = "talk to sales". */
  pricePerEmployeeCents: number | null;
  minimumMonthlyCents: number | null;
  description: string;
  features: string[];
  highlighted: boolean;
  cta: string;
}

/**
 * Labels of the plan cards drawn from the provider's public plans (`base/plans/`, set in
 * /admin/plan). Placeholders in braces are filled by the page.
 */
export interface PricingCatalogueStrings {
  /** Unit after a plan's monthly price. */
  perMonth: string;
  /** Contains "{amount}": the yearly price. */
  yearly: string;
  /** Contains "{count}". */
  seatsUpTo: string;
  seatsUnlimited: string;
  /** Contains "{days}". */
  trialDays: string;
  modules: { attendance: string; access: string; visitor: string };
  /** Button of a plan with a trial; contains "{plan}". */
  ctaTrial: string;
  /** Button of a plan without a trial; contains "{plan}". */
  cta: string;
  /** Accessible name of the cards while the plans load. */
  loading: string;
  /** The page's subtitle over the provider's plans (a price per plan, with its employees). */
  subtitle: string;
  /** The notes under the provider's plans. */
  notes: string[];
  /** The card after the provider's plans: larger or tailored needs, "talk to sales". */
  custom: Pick<PricingPlan, 'id' | 'name' | 'description' | 'features' | 'cta'>;
}

export interface PricingContent {
  title: string;
  subtitle: string;
  /**
   * The fallback plans, shown when the provider's public plans cannot be read or there is none.
   */
  plans: PricingPlan[];
  catalogue: PricingCatalogueStrings;
  notes: string[];
  faq: { question: string; answer: string }[];
}

/** Short UI strings of the public pages (kept here, not in the i18n catalogue). */
export interface PublicUiStrings {
  /** "Last updated" label of legal documents. */
  lastUpdated: string;
  /** Heading of a legal document's table of contents. */
  tableOfContents: string;
  backToTop: string;
  /** Unit after a plan price. */
  perEmployeeMonth: string;
  /** Contains "{amount}", replaced by the formatted monthly minimum. */
  minimumMonthly: string;
  /** Shown instead of a price when a plan has none. */
  customPrice: string;
  talkToSales: string;
  /** Badge of the highlighted plan. */
  mostPopular: string;
  /** Accessible name of a plan's feature list; contains "{plan}". */
  planFeaturesLabel: string;
  notesTitle: string;
  faqTitle: string;
  /** Subject of the e-mail to sales; contains "{plan}". */
  salesEmailSubject: string;
}
