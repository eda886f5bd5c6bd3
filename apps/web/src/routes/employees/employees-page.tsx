import { EditOutlined, HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type Employee, formatCpf, getRoute, type ListResult } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client';
import { ButtonLink } from '../../components/button-link';
import { ListError, ListSearch } from '../../components/resource/list-search';
import { selectionColumnTitle } from '../../components/resource/selection-title';
import {
  sortableColumns,
  tableChangeHandler,
  tablePagination,
} from '../../components/resource/table-controls';
import { useListState } from '../../components/resource/use-list-state';
import { formatDate } from '../../i18n/format';
import { useCan } from '../../session/use-can';
import { BulkStatusBar } from './bulk-status-bar';
import { EmployeeFilters, FILTER_KEYS } from './employee-filters';
import { HistoryDrawer } from './history-drawer';
import { ImportDialog } from './import-dialog';
import { useEmployeesTranslation } from './texts';

export const EMPLOYEES_RESOURCE = 'employees/';
const SORTABLE = ['name', 'registration', 'admission_date', 'status'];

/** `/employees`: the searchable, filterable, paged list with bulk enable/disable. */
export function EmployeesPage() {
  const { t } = useEmployeesTranslation();
  const can = useCan();
  const { state, update, query } = useListState('name');
  const [selected, setSelected] = useState<string[]>([]);
  const [history, setHistory] = useState<Employee | null>(null);
  const [importing, setImporting] = useState(false);

  const list = useQuery({
    queryKey: [EMPLOYEES_RESOURCE, query],
    queryFn: () => api.get<ListResult<Employee>>(EMPLOYEES_RESOURCE, { query, silent: true }),
    placeholderData: keepPreviousData,
  });

  const filtered = state.search !== '' || FILTER_KEYS.some((key) => state.filters[key]);
  const columns: TableColumnsType<Employee> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_: unknown, e: Employee) => (
        <div>
          <div className="cell-strong">{e.name}</div>
          <div className="cell-muted">CPF {formatCpf(e.cpf)}</div>
        </div>
      ),
    },
    { key: 'registration', dataIndex: 'registration', title: t('fields.registration') },
    {
      key: 'subsidiary',
      title: t('fields.subsidiary_id'),
      render: (_: unknown, e: Employee) => e.subsidiary?.name ?? '—',
    },
    {
      key: 'department',
      title: t('fields.department_id'),
      render: (_: unknown, e: Employee) => e.department?.name ?? '—',
    },
    {
      key: 'position',
      title: t('fields.position_id'),
      render: (_: unknown, e: Employee) => e.position?.name ?? '—',
    },
    {
      key: 'admission_date',
      title: t('fields.admission_date'),
      render: (_: unknown, e: Employee) => formatDate(e.admission_date),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_: unknown, e: Employee) => (
        <Tag color={e.status === 'active' ? 'green' : 'default'}>{t(`status.${e.status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'right',
      width: 100,
      render: (_: unknown, e: Employee) => (
        <Space>
          {can('employee.edit') ? (
            <Tooltip title={t('crud.edit')}>
              <ButtonLink
                size="small"
                icon={<EditOutlined />}
                aria-label={t('list.edit', { name: e.name })}
                to={`${getRoute('employeesEdit').path}?id=${e.id}`}
              />
            </Tooltip>
          ) : null}
          {can('employee.history') ? (
            <Tooltip title={t('actions.history')}>
              <Button
                size="small"
                icon={<HistoryOutlined />}
                aria-label={t('list.history', { name: e.name })}
                onClick={() => setHistory(e)}
              />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];
  const canBulk = can('employee.enable') || can('employee.disable');

  return (
    <section className="page-card page-card--wide" data-testid="employees">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('list.title')}</h1>
          <p className="page-subtitle">{t('list.subtitle')}</p>
        </div>
        <Space wrap>
          {can('employee.import') ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('list.import')}
            </Button>
          ) : null}
          {can('employee.add') ? (
            <ButtonLink
              type="primary"
              icon={<PlusOutlined />}
              to={getRoute('employeesCreate').path}
            >
              {t('list.add')}
            </ButtonLink>
          ) : null}
        </Space>
      </div>
      <ListSearch state={state} update={update} placeholder={t('list.search')} />
      <EmployeeFilters state={state} update={update} />
      <ListError error={list.error} retry={() => void list.refetch()} />
      {selected.length > 0 ? <BulkStatusBar ids={selected} onDone={() => setSelected([])} /> : null}
      <Table<Employee>
        rowKey="id"
        columns={sortableColumns(columns, SORTABLE, state.ordering)}
        dataSource={list.data?.results ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: filtered ? (
            <Space direction="vertical">
              {t('list.emptyFiltered')}
              <Button
                onClick={() =>
                  update({
                    search: '',
                    filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])),
                  })
                }
              >
                {t('list.clearFilters')}
              </Button>
            </Space>
          ) : (
            t('list.empty')
          ),
        }}
        rowSelection={
          canBulk
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                columnTitle: selectionColumnTitle,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
        rowClassName={(e) => (e.status === 'disabled' ? 'row-muted' : '')}
        scroll={{ x: 'max-content' }}
        pagination={tablePagination(state, list.data?.count ?? 0, t)}
        onChange={tableChangeHandler<Employee>(state, update, 'name')}
      />
      {history ? <HistoryDrawer employee={history} onClose={() => setHistory(null)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </section>
  );
}
