import { DownloadOutlined } from '@ant-design/icons';
import { endpoints, type PunchLogEntry } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { downloadOperation } from '../../../api/download';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { toast } from '../../../feedback/toast';
import { useTimesheetsTranslation } from '../texts';
import { usePunchColumns } from './punch-columns';
import { hasDetails, PunchDetails } from './punch-details';
import { PunchFilters } from './punch-filters';
import {
  CLEAR_FILTERS,
  isFiltered,
  punchFiltersOf,
  punchLogExportQueryOf,
} from './punch-log-query';
import { usePunchList } from './use-punch-list';
import './punch-log.css';

const SORTABLE = ['punched_at'];
/** The columns fit a 1366 px screen with the side menu open. */
const MIN_WIDTH = 1240;

type PunchList = ReturnType<typeof usePunchList>;

/** A disregarded punch reads struck through (and greyed), not hidden. */
export function punchRowClassName(entry: PunchLogEntry): string {
  return entry.status === 'disregarded' ? 'punch-row--disregarded' : '';
}

/** The punch table both screens draw: shared columns, expandable history, empty and loading. */
export function PunchTable({
  list,
  columns,
  emptyText,
  expandedRowRender,
}: {
  list: PunchList;
  columns: TableColumnsType<PunchLogEntry>;
  emptyText: string;
  expandedRowRender: NonNullable<TableProps<PunchLogEntry>['expandable']>['expandedRowRender'];
}) {
  const { t } = useTimesheetsTranslation();
  const filtered = isFiltered(punchFiltersOf(list.state.filters, list.today), list.today);
  const empty: ReactNode = filtered ? (
    <Space orientation="vertical">
      {t('punchLog.emptyFiltered')}
      <Button onClick={() => list.update({ filters: CLEAR_FILTERS })}>
        {t('punchLog.clearFilters')}
      </Button>
    </Space>
  ) : (
    emptyText
  );
  return (
    <ListTable<PunchLogEntry>
      list={list}
      columns={columns}
      sortable={SORTABLE}
      minWidth={MIN_WIDTH}
      loading={list.result.isFetching}
      locale={{ emptyText: list.result.isLoading ? ' ' : empty }}
      rowClassName={punchRowClassName}
      expandable={{ expandedRowRender, rowExpandable: hasDetails }}
    />
  );
}

/** `/timesheets/punch-log`: every punch with its NSR, source, hash, flags, status and history. */
export function PunchLogPage() {
  const { t } = useTimesheetsTranslation();
  const list = usePunchList();
  const columns = usePunchColumns();
  const exportQuery = punchLogExportQueryOf(list.apiQuery);
  const exporting = useMutation({
    mutationFn: () =>
      downloadOperation(
        endpoints.punchTreatments.punchLogExport,
        t('punchLog.exportFile', { from: exportQuery.from, to: exportQuery.to }),
        { query: exportQuery },
      ),
    onSuccess: () => toast.success(t('punchLog.exported')),
  });

  return (
    <ListScreen
      testId="punch-log"
      title={t('punchLog.title')}
      subtitle={t('punchLog.subtitle')}
      actions={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          {t('punchLog.export')}
        </Button>
      }
      search={null}
      filters={<PunchFilters state={list.state} update={list.update} today={list.today} />}
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
    >
      <PunchTable
        list={list}
        columns={columns}
        emptyText={t('punchLog.empty')}
        expandedRowRender={(entry) => <PunchDetails entry={entry} />}
      />
    </ListScreen>
  );
}
