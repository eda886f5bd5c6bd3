import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { employees as enUS } from '../../i18n/locales/en-US/employees';
import { employees as pt } from '../../i18n/locales/pt/employees';

export const EMPLOYEES_NS = 'employees';

registerAreaTexts(EMPLOYEES_NS, { pt, 'en-US': enUS });

/** `t` of the employees namespace; core keys (crud.*, validation.*) fall back to `translation`. */
export function useEmployeesTranslation() {
  return useTranslation(EMPLOYEES_NS);
}
