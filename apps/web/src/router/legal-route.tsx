import type { RouteId } from '@ponteiro/shared';
import LegalPage from '../routes/public/legal-page';
import { useCurrentRoute } from './use-current-route';

type LegalDoc = 'privacy-policy' | 'terms-of-service' | 'lgpd' | 'user-agreement';

const LEGAL_DOCS: Partial<Record<RouteId, LegalDoc>> = {
  privacyPolicy: 'privacy-policy',
  termsOfService: 'terms-of-service',
  lgpd: 'lgpd',
  userAgreement: 'user-agreement',
};

/** Route component of the four legal pages: picks the document from the current route. */
export function LegalRoute() {
  const route = useCurrentRoute();
  const doc = route ? LEGAL_DOCS[route.id as RouteId] : undefined;
  return doc ? <LegalPage doc={doc} /> : null;
}
