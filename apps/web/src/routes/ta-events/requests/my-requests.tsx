import { endpoints, REQUEST_TYPES, type RequestType, type TaRequest } from '@ponteiro/shared';
import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { listPageOf } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { openOnClick, requestColumns } from './request-columns';
import { listQueryOf, REQUESTS_KEY } from './request-format';
import { StatusFilter } from './status-filter';
import { useRequestsTranslation } from './texts';

const fetchRequests = listPageOf(endpoints.requests.list);

const isType = (value: string | undefined): value is RequestType =>
  (REQUEST_TYPES as readonly (string | undefined)[]).includes(value);

/**
 * "Minhas solicitações" on /ta-events: the caller's own requests of every type, newest first,
 * by type and status; a row opens its details (path, attachment, cancel while pending).
 */
export function MyRequests({
  employeeId,
  actions,
  onOpen,
}: {
  employeeId: string;
  /** Buttons on the section's heading ("Solicitar afastamento"). */
  actions?: ReactNode;
  onOpen: (request: TaRequest) => void;
}) {
  const { t } = useRequestsTranslation();
  const list = useServerList<TaRequest>({
    queryKey: REQUESTS_KEY,
    fetchPage: (query) => fetchRequests(listQueryOf(query, { employee_id: employeeId })),
    prefix: 'mine_',
  });
  const { filters } = list.state;
  const filtered = Boolean(filters.type || filters.status);

  return (
    <section
      className="page-card page-card--wide"
      aria-labelledby="my-requests-title"
      data-testid="my-requests"
    >
      <div className="page-toolbar">
        <div>
          <h2 id="my-requests-title" className="page-title">
            {t('mine.title')}
          </h2>
          <p className="page-subtitle">{t('mine.subtitle')}</p>
        </div>
        {actions ? <Space wrap>{actions}</Space> : null}
      </div>
      <div className="page-filters">
        <Select<RequestType>
          allowClear
          value={isType(filters.type) ? filters.type : undefined}
          onChange={(type) => list.update({ filters: { type } })}
          aria-label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          style={{ minWidth: 200 }}
          options={REQUEST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <StatusFilter
          value={filters.status}
          onChange={(status) => list.update({ filters: { status } })}
        />
      </div>
      <ListError error={list.result.error} retry={() => void list.result.refetch()} />
      <ListTable<TaRequest>
        list={list}
        columns={requestColumns(
          t,
          ['type', 'when', 'reason', 'status', 'step', 'created', 'details'],
          onOpen,
        )}
        minWidth={960}
        loading={list.result.isFetching}
        locale={{
          emptyText: list.result.isLoading ? (
            ' '
          ) : filtered ? (
            <Space orientation="vertical">
              {t('list.emptyFiltered')}
              <Button
                onClick={() => list.update({ filters: { type: undefined, status: undefined } })}
              >
                {t('list.clearFilters')}
              </Button>
            </Space>
          ) : (
            t('mine.empty')
          ),
        }}
        onRow={openOnClick(onOpen)}
        hideOnSinglePage
        data-testid="my-requests-table"
      />
    </section>
  );
}
