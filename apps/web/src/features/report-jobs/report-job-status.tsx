import { DownloadOutlined } from '@ant-design/icons';
import type { ReportJob } from '@ponteiro/shared';
import { Alert, Button, Progress, Tag } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { toast } from '../../feedback/toast';
import { formatDate } from '../../i18n/format';
import { downloadReportJob, isBusy } from './report-job-queries';
import type { ReportJobsT } from './texts';

// A job's words and state, shared by the export card and the Downloads list.

const STATUS_COLORS = {
  queued: 'blue',
  running: 'blue',
  done: 'green',
  failed: 'red',
  expired: 'default',
} as const;

/** "Espelho de ponto · PDF · 01/11/2026 a 30/11/2026 · Departamento: Vendas". */
export function jobSummary(job: ReportJob, t: ReportJobsT): string {
  const { params } = job;
  const who = params.employee
    ? t('filters.employee', { name: params.employee.name })
    : params.department
      ? t('filters.department', { name: params.department.name })
      : params.subsidiary
        ? t('filters.subsidiary', { name: params.subsidiary.name })
        : t('filters.everyone');
  return [
    t('filters.period', { from: formatDate(params.from), to: formatDate(params.to) }),
    who,
    ...(params.layout ? [t('filters.layout', { name: params.layout.name })] : []),
  ].join(' · ');
}

export function JobStatusTag({ job, t }: { job: ReportJob; t: ReportJobsT }) {
  return (
    <Tag color={STATUS_COLORS[job.status]} data-testid="report-job-status">
      {t(`status.${job.status}`)}
    </Tag>
  );
}

/** The bar (employees done of total) while the job is made; why it failed; the file once ready. */
export function JobProgress({ job, t }: { job: ReportJob; t: ReportJobsT }) {
  const [downloading, setDownloading] = useState(false);
  if (isBusy(job)) {
    const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
    return (
      <div data-testid="report-job-progress">
        <Progress
          percent={percent}
          size="small"
          status="active"
          aria-label={t('progress', { done: job.done, total: job.total })}
        />
        <span className="cell-muted">{t('progress', { done: job.done, total: job.total })}</span>
      </div>
    );
  }
  if (job.status === 'failed') {
    return <Alert type="error" showIcon title={t('export.failed', { reason: job.error ?? '' })} />;
  }
  if (job.status === 'done' && job.file) {
    const name = job.file.name;
    return (
      <Button
        icon={<DownloadOutlined />}
        loading={downloading}
        data-testid="report-job-download"
        aria-label={t('downloads.downloadNamed', { name })}
        onClick={async () => {
          setDownloading(true);
          try {
            await downloadReportJob(job);
          } catch (caught) {
            toast.error(isApiError(caught) ? caught.message : t('downloads.downloadFailed'));
          } finally {
            setDownloading(false);
          }
        }}
      >
        {t('downloads.download')}
      </Button>
    );
  }
  return null;
}
