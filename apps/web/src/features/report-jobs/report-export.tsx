import {
  REPORT_KIND_FORMATS,
  type ReportFormat,
  type ReportJob,
  type ReportKind,
  type ReportSelection,
} from '@ponteiro/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { FormAlert } from '../../components/form-alert';
import { useReportJob, useStartReportJob } from './report-job-queries';
import { JobProgress, JobStatusTag } from './report-job-status';
import { useReportJobsTranslation } from './texts';
import './downloads.css';

/**
 * "Gerar arquivo": one button per format; the report is made by a background job whose progress
 * shows here (employees done of total) and whose file is also kept in the top bar's Downloads.
 * `selection` null: the filters are not complete yet (the buttons are disabled).
 */
export function ReportExport({
  kind,
  selection,
  formats = REPORT_KIND_FORMATS[kind],
  layoutId,
  disabled = false,
}: {
  kind: ReportKind;
  selection: ReportSelection | null;
  formats?: readonly ReportFormat[];
  layoutId?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useReportJobsTranslation();
  const [jobId, setJobId] = useState<string>();
  const [error, setError] = useState<string>();
  const start = useStartReportJob((job: ReportJob) => setJobId(job.id));
  const job = useReportJob(jobId);

  return (
    <section
      className="report-export"
      aria-label={t('export.title')}
      data-testid={`report-export-${kind}`}
    >
      <Space wrap>
        {formats.map((format) => (
          <Button
            key={format}
            data-testid={`report-export-${format}`}
            disabled={disabled || !selection}
            loading={start.isPending && start.variables?.format === format}
            onClick={() => {
              if (!selection) return;
              setError(undefined);
              start.mutate(
                { kind, format, ...selection, ...(layoutId ? { layout_id: layoutId } : {}) },
                {
                  onError: (caught) =>
                    setError(isApiError(caught) ? caught.message : String(caught)),
                },
              );
            }}
          >
            {t('export.generate', { format: t(`formatShort.${format}`) })}
          </Button>
        ))}
      </Space>
      <FormAlert message={error} />
      {job.data ? (
        <div className="report-export__job" data-testid="report-export-job" aria-live="polite">
          <Space wrap align="center">
            <JobStatusTag job={job.data} t={t} />
            <span>
              {t(`kinds.${job.data.kind}`)} · {t(`formatShort.${job.data.format}`)}
            </span>
          </Space>
          <JobProgress job={job.data} t={t} />
          {job.data.status === 'queued' || job.data.status === 'running' ? (
            <p className="cell-muted">{t('export.leaveHint')}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
