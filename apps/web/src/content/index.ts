// Public-site content: long texts per language, kept out of the i18n catalogue on purpose.
import { lgpd } from './legal/lgpd';
import { privacyPolicy } from './legal/privacy-policy';
import { termsOfService } from './legal/terms-of-service';
import { userAgreement } from './legal/user-agreement';
import type { LegalDocument, LegalDocumentId, Localized, PublicUiStrings } from './types';

export { homeContent } from './home';
export { pricingContent } from './pricing';
export type * from './types';
export { lgpd, privacyPolicy, termsOfService, userAgreement };

export const LEGAL_DOCUMENT_IDS = [
  'privacy-policy',
  'terms-of-service',
  'lgpd',
  'user-agreement',
] as const satisfies readonly LegalDocumentId[];

export const legalDocuments: Record<LegalDocumentId, Localized<LegalDocument>> = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  lgpd,
  'user-agreement': userAgreement,
};

/** Where the "talk to sales" buttons write to. */
export const SALES_EMAIL = 'vendas@ponteiro.com.br';

export const publicUiStrings: Localized<PublicUiStrings> = {
  pt: {
    lastUpdated: 'Última atualização',
    tableOfContents: 'Sumário',
    backToTop: 'Voltar ao início',
    perEmployeeMonth: 'por colaborador/mês',
    minimumMonthly: 'Mínimo de {amount} por mês',
    customPrice: 'Sob consulta',
    talkToSales: 'Fale com vendas',
    mostPopular: 'Mais escolhido',
    planFeaturesLabel: 'O que o plano {plan} inclui',
    notesTitle: 'Bom saber',
    faqTitle: 'Perguntas frequentes',
    salesEmailSubject: 'Quero conhecer o plano {plan} do Ponteiro',
  },
  'en-US': {
    lastUpdated: 'Last updated',
    tableOfContents: 'Contents',
    backToTop: 'Back to top',
    perEmployeeMonth: 'per employee/month',
    minimumMonthly: 'Minimum {amount} per month',
    customPrice: 'Custom pricing',
    talkToSales: 'Talk to sales',
    mostPopular: 'Most popular',
    planFeaturesLabel: 'What the {plan} plan includes',
    notesTitle: 'Good to know',
    faqTitle: 'Frequently asked questions',
    salesEmailSubject: 'I would like to know more about the Ponteiro {plan} plan',
  },
};

/** Replaces `{name}` placeholders of a UI string. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
