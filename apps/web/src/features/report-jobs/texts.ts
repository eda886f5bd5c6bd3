import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { reportJobs as enUS } from '../../i18n/locales/en-US/report-jobs';
import { reportJobs as pt } from '../../i18n/locales/pt/report-jobs';

export const REPORT_JOBS_NS = 'reportJobs';

registerAreaTexts(REPORT_JOBS_NS, { pt, 'en-US': enUS });

/** `t` of the Downloads list, the export buttons and the report filters (namespace `reportJobs`). */
export function useReportJobsTranslation() {
  return useTranslation(REPORT_JOBS_NS);
}

export type ReportJobsT = TFunction<'reportJobs'>;
