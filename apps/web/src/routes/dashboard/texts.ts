import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { dashboard as enUS } from '../../i18n/locales/en-US/dashboard';
import { dashboard as pt } from '../../i18n/locales/pt/dashboard';

export const DASHBOARD_NS = 'dashboard';

registerAreaTexts(DASHBOARD_NS, { pt, 'en-US': enUS });

/** Every key of the namespace, `a.b.c`, from the Portuguese texts (the reference). */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type DashboardKey = Keys<typeof pt>;
export type DashboardT = (key: DashboardKey, options?: Record<string, unknown>) => string;

/**
 * `t` of the /dashboard texts. The keys are checked here against the Portuguese catalogue (the
 * namespace is not in i18next.d.ts's resources yet, so the library's own typing cannot).
 */
export function useDashboardTranslation(): { t: DashboardT } {
  const { t } = useTranslation(DASHBOARD_NS as never);
  return {
    t: (key, options) => (t as (k: string, o?: Record<string, unknown>) => string)(key, options),
  };
}
