import { PlusOutlined } from '@ant-design/icons';
import { endpoints, type TaRequest } from '@ponteiro/shared';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { listPageOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { DATE_INPUT } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { openOnClick, requestColumns } from './request-columns';
import { type DayRequestType, RequestDialog } from './request-dialog';
import { RequestDrawer } from './request-drawer';
import { listQueryOf, REQUESTS_KEY } from './request-format';
import { StatusFilter } from './status-filter';
import { useRequestsTranslation } from './texts';
import { useOpenedRequest } from './use-linked-request';
import { useRequester } from './use-requester';

const fetchRequests = listPageOf(endpoints.requests.list);
const FILTERS = ['status', 'from', 'to'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The columns fit a 1366 px screen with the side menu open. */
const MIN_WIDTH = 960;

/**
 * `/ta-events/manual-punch` and `/ta-events/overtime`: the requests of that type the caller may
 * see (their own; an approver's and HR's, others' too), filtered by status and period (and by
 * name when others show), newest first; "Nova solicitação" files one, a row opens its details.
 */
export function RequestListPage({ type }: { type: DayRequestType }) {
  const { t } = useRequestsTranslation();
  const { language } = useLanguage();
  const requester = useRequester();
  const list = useServerList<TaRequest>({
    queryKey: REQUESTS_KEY,
    fetchPage: (query) => fetchRequests(listQueryOf(query, { type })),
  });
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useOpenedRequest();
  const open = (row: TaRequest) => setOpened({ id: row.id, row });

  const { filters } = list.state;
  const from = filters.from && ISO_DATE.test(filters.from) ? filters.from : undefined;
  const to = filters.to && ISO_DATE.test(filters.to) ? filters.to : undefined;
  // Someone who sees others' requests searches them by name; an employee sees only their own.
  const seesOthers =
    requester.forOthers ||
    list.state.search !== '' ||
    list.rows.some((row) => row.employee.id !== requester.own?.id);
  const filtered = FILTERS.some((key) => filters[key]) || list.state.search !== '';
  const clear = () =>
    list.update({
      search: '',
      filters: Object.fromEntries(FILTERS.map((key) => [key, undefined])),
    });

  const empty: ReactNode = filtered ? (
    <Space orientation="vertical">
      {t('list.emptyFiltered')}
      <Button onClick={clear}>{t('list.clearFilters')}</Button>
    </Space>
  ) : (
    t(`list.${type}.empty`)
  );

  return (
    <ListScreen
      testId={`requests-${type}`}
      title={t(`list.${type}.title`)}
      subtitle={t(`list.${type}.subtitle`)}
      actions={
        requester.canFile ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        ) : null
      }
      search={
        seesOthers ? (
          <ListSearch state={list.state} update={list.update} placeholder={t('list.search')} />
        ) : null
      }
      filters={
        <div className="page-filters" data-testid="request-filters">
          <StatusFilter
            value={filters.status}
            onChange={(status) => list.update({ filters: { status } })}
          />
          <DatePicker.RangePicker
            format={DATE_INPUT[language].format}
            placeholder={[t('filters.from'), t('filters.to')]}
            aria-label={t('filters.period')}
            allowEmpty={[true, true]}
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(range) =>
              list.update({
                filters: {
                  from: range?.[0]?.format('YYYY-MM-DD'),
                  to: range?.[1]?.format('YYYY-MM-DD'),
                },
              })
            }
          />
        </div>
      }
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
    >
      <ListTable<TaRequest>
        list={list}
        columns={requestColumns(
          t,
          ['employee', 'when', 'reason', 'status', 'step', 'created', 'details'],
          open,
          type,
        )}
        minWidth={MIN_WIDTH}
        loading={list.result.isFetching}
        locale={{ emptyText: list.result.isLoading ? ' ' : empty }}
        onRow={openOnClick(open)}
      />
      {creating ? (
        <RequestDialog
          type={type}
          own={requester.own}
          forOthers={requester.forOthers}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {opened ? <RequestDrawer opened={opened} onClose={() => setOpened(null)} /> : null}
    </ListScreen>
  );
}

/** `/ta-events/manual-punch`. */
export function ManualPunchRequestsPage() {
  return <RequestListPage type="manual_punch" />;
}

/** `/ta-events/overtime`. */
export function OvertimeRequestsPage() {
  return <RequestListPage type="overtime" />;
}
