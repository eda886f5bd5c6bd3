import {
  comparePayrollEvents,
  type PayrollEmployeeEvents,
  type PayrollLayout,
  type ReportFormat,
  type ReportSelection,
} from '@ponteiro/shared';
import { Alert, Button, Empty, Select, Spin, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ListError } from '../../../components/resource/list-search';
import { ScrollRegion } from '../../../components/scroll-region';
import { ReportExport } from '../../../features/report-jobs/report-export';
import { ReportFiltersBar, useReportFilters } from '../../../features/report-jobs/report-filters';
import { eventHelp, eventName, quantityText } from './event-words';
import { type PageChoice, useLayouts, usePayrollEvents } from './queries';
import { type PayrollT, usePayrollTranslation } from './texts';

type EventOfRow = PayrollEmployeeEvents['events'][number];

/** The page of employees, back to the first whenever the selection changes. */
function usePaging(selection: ReportSelection | null) {
  const key = JSON.stringify(selection);
  const [state, setState] = useState<{ key: string } & PageChoice>({
    key,
    page: 1,
    page_size: 25,
  });
  const paging: PageChoice =
    state.key === key
      ? { page: state.page, page_size: state.page_size }
      : { page: 1, page_size: state.page_size };
  return {
    paging,
    change: (page: number, pageSize: number) =>
      setState({ key, page: pageSize === paging.page_size ? page : 1, page_size: pageSize }),
  };
}

/** The events present on the page, in the files' order, with the code each has (or none). */
function eventsOf(rows: readonly PayrollEmployeeEvents[]): EventOfRow[] {
  const found = new Map<string, EventOfRow>();
  for (const row of rows)
    for (const e of row.events) if (!found.has(e.event)) found.set(e.event, e);
  return [...found.values()].sort((a, b) => comparePayrollEvents(a.event, b.event));
}

function columnsOf(
  t: PayrollT,
  language: string,
  events: EventOfRow[],
): ColumnsType<PayrollEmployeeEvents> {
  return [
    {
      key: 'employee',
      title: t('events.employee'),
      fixed: 'left',
      render: (_, row) => (
        <span>
          {row.employee.name}
          {row.employee.registration ? (
            <span className="cell-muted payroll-sub">
              {t('events.registration', { registration: row.employee.registration })}
            </span>
          ) : null}
        </span>
      ),
    },
    ...events.map((e) => ({
      key: e.event,
      align: 'right' as const,
      title: (
        <Tooltip title={eventHelp(t, e.event)}>
          <span data-testid={`payroll-column-${e.event}`}>
            {eventName(t, e.event, language)}
            <span className="payroll-sub">
              {e.code ? (
                <Tag>{t('events.code', { code: e.code })}</Tag>
              ) : (
                <Tag color="gold">{t('events.noCode')}</Tag>
              )}
            </span>
          </span>
        </Tooltip>
      ),
      render: (_: unknown, row: PayrollEmployeeEvents) => {
        const found = row.events.find((x) => x.event === e.event);
        return found ? quantityText(t, found.quantity, found.unit) : '—';
      },
    })),
    ...(events.length === 0
      ? [
          {
            key: 'none',
            title: '',
            render: () => <span className="cell-muted">{t('events.noEvents')}</span>,
          },
        ]
      : []),
  ];
}

function EventsTable({
  selection,
  onMapCodes,
}: {
  selection: ReportSelection | null;
  onMapCodes: () => void;
}) {
  const { t, i18n } = usePayrollTranslation();
  const { paging, change } = usePaging(selection);
  const result = usePayrollEvents(selection, paging);
  if (selection === null) return null;
  const page = result.data;
  const events = eventsOf(page?.results ?? []);
  const unmapped = events.filter((e) => e.code === null);
  return (
    <>
      <ListError error={result.error} retry={() => void result.refetch()} />
      {result.isLoading ? (
        <div className="payroll-loading" role="status" data-testid="payroll-loading">
          <Spin /> <span className="cell-muted">{t('loading')}</span>
        </div>
      ) : null}
      {page ? (
        <div data-testid="payroll-events">
          {unmapped.length > 0 ? (
            <Alert
              className="payroll-notice"
              type="warning"
              showIcon
              data-testid="payroll-unmapped"
              title={t('events.unmapped', {
                count: unmapped.length,
                events: unmapped.map((e) => eventName(t, e.event, i18n.language)).join(', '),
              })}
              action={
                <Button size="small" onClick={onMapCodes}>
                  {t('events.mapCodes')}
                </Button>
              }
            />
          ) : null}
          <ScrollRegion label={t('title')}>
            <Table<PayrollEmployeeEvents>
              size="small"
              rowKey={(row) => row.employee.id}
              aria-label={t('events.tableLabel')}
              data-testid="payroll-table"
              columns={columnsOf(t, i18n.language, events)}
              dataSource={page.results}
              loading={result.isFetching}
              locale={{ emptyText: <Empty description={t('events.empty')} /> }}
              pagination={{
                current: page.page,
                pageSize: page.page_size,
                total: page.count,
                pageSizeOptions: [25, 50, 100],
                showSizeChanger: true,
                hideOnSinglePage: page.count <= 25,
                onChange: change,
              }}
            />
          </ScrollRegion>
          <p className="cell-muted">{t('events.source')}</p>
        </div>
      ) : null}
    </>
  );
}

/** The formats a layout makes: a fixed-width one the TXT, a CSV one (or none) the CSV. */
function formatsOf(layout: PayrollLayout | undefined): ReportFormat[] {
  return layout?.format === 'fixed' ? ['xlsx', 'txt'] : ['xlsx', 'csv'];
}

/** The filters, the export (layout and file buttons) and the events of the selection. */
export function EventsTab({ onMapCodes }: { onMapCodes: () => void }) {
  const { t } = usePayrollTranslation();
  const filters = useReportFilters('payroll');
  const layouts = useLayouts();
  const [layoutId, setLayoutId] = useState<string>();
  const layout = layouts.data?.find((l) => l.id === layoutId);
  return (
    <div data-testid="payroll-events-tab">
      <ReportFiltersBar filters={filters} />
      <section className="payroll-export" aria-label={t('export.title')}>
        <Select<string>
          value={layout ? layout.id : ''}
          aria-label={t('export.layout')}
          data-testid="payroll-layout"
          style={{ minWidth: 240 }}
          loading={layouts.isLoading}
          onChange={(value) => setLayoutId(value || undefined)}
          options={[
            { value: '', label: t('export.noLayout') },
            ...(layouts.data ?? []).map((l) => ({
              value: l.id,
              label: `${l.name} · ${t(`layouts.formats.${l.format}`)}`,
            })),
          ]}
        />
        <ReportExport
          kind="payroll"
          selection={filters.selection}
          formats={formatsOf(layout)}
          layoutId={layout?.id}
        />
      </section>
      <p className="cell-muted">{t('export.hint')}</p>
      {filters.everyone ? null : (
        <Alert className="payroll-notice" type="info" showIcon title={t('ownOnly')} />
      )}
      {filters.selection === null ? (
        <Alert
          className="payroll-notice"
          type="info"
          showIcon
          title={t('incomplete')}
          data-testid="payroll-incomplete"
        />
      ) : null}
      <EventsTable selection={filters.selection} onMapCodes={onMapCodes} />
    </div>
  );
}
