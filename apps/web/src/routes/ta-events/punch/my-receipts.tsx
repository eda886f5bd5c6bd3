import { DownloadOutlined } from '@ant-design/icons';
import { endpoints, type PunchLogEntry } from '@ponteiro/shared';
import { Button, DatePicker, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { listPageOf, queryKeyOf } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { datePickerProps } from '../../../i18n/date-input';
import { formatDate } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { formatClockTime } from './clock';
import { FlagTags } from './flag-tags';
import { downloadReceipt } from './receipt-download';
import { usePunchTranslation } from './texts';

const fetchPunchLog = listPageOf(endpoints.punchTreatments.punchLog);
const ISO_DATE = 'YYYY-MM-DD';

/**
 * "Meus comprovantes": the employee's own punches (the punch log, filtered to them), the last 7
 * days unless a period is chosen, each with its signed receipt. Its list state is in the address
 * under `receipts_` so it does not mix with anything else on the page.
 */
export function MyReceipts({ employeeId }: { employeeId: string }) {
  const { t } = usePunchTranslation();
  const { language } = useLanguage();
  const [downloading, setDownloading] = useState<string>();
  const list = useServerList<PunchLogEntry>({
    // The employee is part of the key: a shared device must not show one person's page to another.
    queryKey: [...queryKeyOf(endpoints.punchTreatments.punchLog), { employee_id: employeeId }],
    fetchPage: (query) => fetchPunchLog({ ...query, employee_id: employeeId }),
    defaultOrdering: '-punched_at',
    prefix: 'receipts_',
  });
  const { from, to } = list.state.filters;

  const download = async (entry: PunchLogEntry) => {
    if (entry.nsr === null) return;
    setDownloading(entry.id);
    try {
      await downloadReceipt({ id: entry.id, nsr: entry.nsr });
    } catch {
      // The HTTP client already showed the error.
    } finally {
      setDownloading(undefined);
    }
  };

  const columns: TableColumnsType<PunchLogEntry> = [
    {
      key: 'punched_at',
      title: t('receipts.date'),
      render: (_, entry) => formatDate(entry.punched_at, { timeZone: entry.time_zone }),
    },
    {
      key: 'time',
      title: t('receipts.time'),
      render: (_, entry) => (
        <span className="punch-today__time">
          {formatClockTime(entry.punched_at, entry.time_zone)}
        </span>
      ),
    },
    { key: 'nsr', title: t('receipts.nsr'), render: (_, entry) => entry.nsr ?? '—' },
    {
      key: 'flags',
      title: t('receipts.flags'),
      render: (_, entry) => (
        <>
          <FlagTags flags={entry.flags} />
          {entry.kind === 'included' ? <Tag>{t('receipts.included')}</Tag> : null}
          {entry.status === 'disregarded' ? (
            <Tag color="red">{t('receipts.disregarded')}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('receipts.actions'),
      render: (_, entry) =>
        entry.nsr !== null && entry.receipt_url ? (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading === entry.id}
            aria-label={t('receipts.downloadLabel', { nsr: entry.nsr })}
            onClick={() => void download(entry)}
          >
            {t('receipts.download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section
      className="page-card punch-receipts"
      aria-labelledby="punch-receipts-title"
      data-testid="punch-receipts"
    >
      <div className="page-toolbar">
        <div>
          <h2 id="punch-receipts-title" className="punch-card__title">
            {t('receipts.title')}
          </h2>
          <p className="page-subtitle">{t('receipts.subtitle')}</p>
        </div>
        <DatePicker.RangePicker
          aria-label={t('receipts.period')}
          allowEmpty={[true, true]}
          format={datePickerProps(language).format}
          value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
          onChange={(range) =>
            list.update({
              filters: {
                from: range?.[0]?.format(ISO_DATE),
                to: range?.[1]?.format(ISO_DATE),
              },
            })
          }
        />
      </div>
      <ListError
        error={list.result.error}
        retry={() => void list.result.refetch()}
        message={t('receipts.loadError')}
      />
      <ListTable<PunchLogEntry>
        list={list}
        columns={columns}
        sortable={['punched_at']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('receipts.empty') }}
        size="small"
      />
    </section>
  );
}
