import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { reportPayroll as enUS } from '../../../i18n/locales/en-US/report-payroll';
import { reportPayroll as pt } from '../../../i18n/locales/pt/report-payroll';

export const REPORT_PAYROLL_NS = 'reportPayroll';

registerAreaTexts(REPORT_PAYROLL_NS, { pt, 'en-US': enUS });

/** `t` of /reports/payroll (namespace `reportPayroll`; shared texts such as `crud.*` via `useTranslation()`). */
export function usePayrollTranslation() {
  return useTranslation(REPORT_PAYROLL_NS);
}

export type PayrollT = TFunction<'reportPayroll'>;
