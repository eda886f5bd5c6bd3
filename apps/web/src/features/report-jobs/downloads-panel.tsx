import { DeleteOutlined } from '@ant-design/icons';
import type { ReportJob } from '@ponteiro/shared';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { isApiError } from '../../api/api-error';
import { toast } from '../../feedback/toast';
import { formatDateTime } from '../../i18n/format';
import { useRemoveReportJob, useReportJobs } from './report-job-queries';
import { JobProgress, JobStatusTag, jobSummary } from './report-job-status';
import { type ReportJobsT, useReportJobsTranslation } from './texts';

function DownloadItem({ job, t }: { job: ReportJob; t: ReportJobsT }) {
  const remove = useRemoveReportJob(() => toast.success(t('downloads.removed')));
  const name = `${t(`kinds.${job.kind}`)} (${t(`formatShort.${job.format}`)})`;
  return (
    <li className="downloads-panel__item" data-testid="downloads-item" data-status={job.status}>
      <div className="downloads-panel__actions">
        <span className="downloads-panel__name">{name}</span>
        <JobStatusTag job={job} t={t} />
      </div>
      <span className="downloads-panel__meta">{jobSummary(job, t)}</span>
      <span className="downloads-panel__meta">
        {[
          job.requested_by.name
            ? t('downloads.requestedBy', { name: job.requested_by.name })
            : null,
          t('downloads.createdAt', { when: formatDateTime(job.created_at) }),
          job.status === 'done'
            ? t('downloads.expiresAt', { when: formatDateTime(job.expires_at) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <div className="downloads-panel__actions">
        <JobProgress job={job} t={t} />
        <Popconfirm
          title={t('downloads.removeConfirm')}
          okText={t('downloads.remove')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(job.id).catch((caught: unknown) => {
              toast.error(isApiError(caught) ? caught.message : t('downloads.downloadFailed'));
            })
          }
        >
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            aria-label={t('downloads.removeNamed', { name })}
            title={t('downloads.remove')}
          />
        </Popconfirm>
      </div>
    </li>
  );
}

/** The Downloads panel: the reports of the last 7 days, newest first, each with its state. */
export function DownloadsPanel({ onEscape }: { onEscape: () => void }) {
  const { t } = useReportJobsTranslation();
  const list = useReportJobs();
  const jobs = list.data?.results ?? [];
  let body: React.ReactNode;
  if (list.isLoading) body = <Spin size="small" />;
  else if (list.isError) {
    body = (
      <p role="alert">
        {t('downloads.error')}{' '}
        <Button type="link" size="small" onClick={() => void list.refetch()}>
          {t('downloads.retry')}
        </Button>
      </p>
    );
  } else if (jobs.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('downloads.empty')} />;
  } else {
    body = (
      <ul className="downloads-panel__list">
        {jobs.map((job) => (
          <DownloadItem key={job.id} job={job} t={t} />
        ))}
      </ul>
    );
  }
  return (
    <section
      className="notifications-panel downloads-panel"
      aria-label={t('downloads.title')}
      data-testid="downloads-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <div className="downloads-panel__head">
        <h2 className="downloads-panel__title">{t('downloads.title')}</h2>
        <span className="downloads-panel__meta">{t('downloads.subtitle')}</span>
      </div>
      {body}
    </section>
  );
}
