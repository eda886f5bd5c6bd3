import { Alert } from 'antd';
import { ReportExport } from '../../../features/report-jobs/report-export';
import { ReportFiltersBar, useReportFilters } from '../../../features/report-jobs/report-filters';
import { useReportsTranslation } from '../texts';
import { MirrorDownload } from './mirror-download';

/**
 * `/reports/time-mirror` for staff (reports.time_mirror beyond their own): the period and whom,
 * then the file as a background job (one PDF, a ZIP of PDFs, a spreadsheet); one employee's PDF
 * can also be downloaded right away.
 */
export function StaffTimeMirror() {
  const { t } = useReportsTranslation();
  const filters = useReportFilters('time_mirror');
  const { selection } = filters;
  return (
    <section className="page-card page-card--wide" data-testid="time-mirror-staff">
      <h1 className="page-title">{t('timeMirror.staffTitle')}</h1>
      <p className="page-subtitle">{t('timeMirror.staffSubtitle')}</p>
      <ReportFiltersBar filters={filters} />
      <Alert type="info" showIcon title={t('timeMirror.staffHint')} />
      <ReportExport kind="time_mirror" selection={selection} />
      {selection?.employee_id ? (
        <MirrorDownload
          from={selection.from}
          to={selection.to}
          employeeId={selection.employee_id}
          fileLabel={t('timeMirror.title')}
        />
      ) : null}
    </section>
  );
}
