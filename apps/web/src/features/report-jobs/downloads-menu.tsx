import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { useRef, useState } from 'react';
import { DownloadsPanel } from './downloads-panel';
import { isBusy, useReportJobs } from './report-job-queries';
import { useReportJobsTranslation } from './texts';
import './downloads.css';

/**
 * The top bar's Downloads: the reports made in the last 7 days; the badge counts those still being
 * made (the list is asked every 2 s while there are any, else every minute).
 */
export function DownloadsMenu() {
  const { t } = useReportJobsTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useReportJobs();
  const running = (list.data?.results ?? []).filter(isBusy).length;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <DownloadsPanel
          onEscape={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    >
      <Button
        ref={button}
        type="text"
        shape="circle"
        data-testid="downloads-menu"
        aria-label={
          running > 0
            ? `${t('downloads.label')}, ${t('downloads.running', { count: running })}`
            : t('downloads.label')
        }
        title={t('downloads.label')}
        icon={
          <Badge count={running} size="small" color="blue" data-testid="downloads-running">
            <DownloadOutlined className="topbar__icon" aria-hidden="true" />
          </Badge>
        }
      />
    </Dropdown>
  );
}
