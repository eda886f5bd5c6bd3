import {
  type Employee,
  type EmployeeHistoryEntry,
  endpoints,
  formatCep,
  formatCpf,
  formatPhone,
  formatPis,
} from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Pagination, Skeleton, Table, Timeline } from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../api/operations';
import { ListError } from '../../components/resource/list-search';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useOrganizationOptions } from './employee-filters';
import { useEmployeesTranslation } from './texts';

const PAGE_SIZE = 25;
type Change = EmployeeHistoryEntry['changes'][number];

/** Documents and contacts in the history read as they do everywhere else. */
const DOCUMENT_FORMATS: Record<string, (value: string) => string> = {
  cpf: formatCpf,
  pis: formatPis,
  phone: (value) => formatPhone(value),
  zipCode: formatCep,
};

/** A stored value as people read it: ids of references show as their name when the API has it. */
function useValueText() {
  const { t } = useEmployeesTranslation();
  const options = useOrganizationOptions();
  const names = new Map(
    [
      ...options.subsidiaries,
      ...options.departments,
      ...options.positions,
      ...options.locations,
    ].map((o) => [o.value, o.label]),
  );
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('history.none');
    if (typeof value === 'string' && field.endsWith('_id')) return names.get(value) ?? value;
    if (typeof value === 'string' && field.endsWith('_date')) return formatDate(value);
    if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
    if (typeof value === 'object') {
      const record = value as { name?: string; email?: string };
      return record.name ?? record.email ?? JSON.stringify(value);
    }
    if (value === 'active' || value === 'disabled') return t(`status.${value}`);
    if (typeof value === 'string') return (DOCUMENT_FORMATS[field] ?? String)(value);
    return String(value);
  };
}

/** Every change of one employee: who, when, and before → after per field, newest first. */
export function HistoryDrawer({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useEmployeesTranslation();
  const [page, setPage] = useState(1);
  const text = useValueText();
  const history = useQuery({
    queryKey: queryKeyOf(endpoints.employees.history, {
      params: { id: employee.id },
      query: { page, page_size: PAGE_SIZE },
    }),
    queryFn: () =>
      callOperation(
        endpoints.employees.history,
        { params: { id: employee.id }, query: { page, page_size: PAGE_SIZE } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
  const entries = history.data?.results ?? [];

  return (
    <Drawer open width={640} title={t('history.title', { name: employee.name })} onClose={onClose}>
      <div data-testid="employee-history">
        <ListError error={history.error} retry={() => void history.refetch()} />
        {history.isLoading ? <Skeleton active /> : null}
        {history.isSuccess && entries.length === 0 ? (
          <Empty description={t('history.empty')} />
        ) : null}
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            children: (
              <div className="history-entry">
                <div>
                  <strong>
                    {t(`history.action.${entry.action}`, { defaultValue: entry.action })}
                  </strong>{' '}
                  <span className="cell-muted">
                    {formatDateTime(entry.at)} ·{' '}
                    {entry.actor.name
                      ? t('history.by', { name: entry.actor.name })
                      : t('history.bySystem')}
                  </span>
                </div>
                {entry.changes.length > 0 ? (
                  <Table<Change>
                    size="small"
                    rowKey="field"
                    pagination={false}
                    dataSource={entry.changes}
                    columns={[
                      {
                        key: 'field',
                        title: t('history.field'),
                        render: (_: unknown, c: Change) =>
                          t(`fields.${c.field}`, { defaultValue: c.field }),
                      },
                      {
                        key: 'before',
                        title: t('history.before'),
                        render: (_: unknown, c: Change) => text(c.field, c.before),
                      },
                      {
                        key: 'after',
                        title: t('history.after'),
                        render: (_: unknown, c: Change) => text(c.field, c.after),
                      },
                    ]}
                  />
                ) : null}
              </div>
            ),
          }))}
        />
        {(history.data?.count ?? 0) > PAGE_SIZE ? (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={history.data?.count ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        ) : null}
      </div>
    </Drawer>
  );
}
