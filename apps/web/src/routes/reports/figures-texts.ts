import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { reportFigures as enUS } from '../../i18n/locales/en-US/report-figures';
import { reportFigures as pt } from '../../i18n/locales/pt/report-figures';

export const REPORT_FIGURES_NS = 'reportFigures';

registerAreaTexts(REPORT_FIGURES_NS, { pt, 'en-US': enUS });

/** `t` of the hours bank, overtime and summary reports (namespace `reportFigures`). */
export function useReportFiguresTranslation() {
  return useTranslation(REPORT_FIGURES_NS);
}

export type ReportFiguresT = TFunction<'reportFigures'>;
