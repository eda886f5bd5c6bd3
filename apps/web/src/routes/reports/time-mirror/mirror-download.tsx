import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { endpoints } from '@ponteiro/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { saveBlob } from '../../../api/download';
import { callOperation } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { useReportsTranslation } from '../texts';

/**
 * One employee's mirror right away (reports/time-mirror/file/): the caller's own without
 * `employeeId`, as PDF or spreadsheet.
 */
export function MirrorDownload({
  from,
  to,
  employeeId,
  fileLabel,
}: {
  from: string;
  to: string;
  employeeId?: string | undefined;
  fileLabel: string;
}) {
  const { t } = useReportsTranslation();
  const [busy, setBusy] = useState<'pdf' | 'xlsx'>();
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      const blob = await callOperation(
        endpoints.timeMirror.file,
        { query: { from, to, format, ...(employeeId ? { employee_id: employeeId } : {}) } },
        { silent: true },
      );
      saveBlob(blob as Blob, `${fileLabel}-${from}-${to}.${format}`);
    } catch (caught) {
      toast.error(isApiError(caught) ? caught.message : t('timeMirror.downloadFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Space wrap>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={busy === 'pdf'}
        data-testid="mirror-download-pdf"
        onClick={() => void download('pdf')}
      >
        {t('timeMirror.download')}
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        loading={busy === 'xlsx'}
        data-testid="mirror-download-xlsx"
        onClick={() => void download('xlsx')}
      >
        {t('timeMirror.downloadXlsx')}
      </Button>
    </Space>
  );
}
