import { EditOutlined, HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type Employee, endpoints, formatCpf, getRoute } from '@ponteiro/shared';
import { Button, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { listPageOf, queryKeyOf } from '../../api/operations';
import { ButtonLink } from '../../components/button-link';
import { ListScreen } from '../../components/resource/list-screen';
import { ListError, ListSearch } from '../../components/resource/list-search';
import { ListTable } from '../../components/resource/list-table';
import { useServerList } from '../../components/resource/use-server-list';
import { formatDate } from '../../i18n/format';
import { useCan } from '../../session/use-can';
import { BulkStatusBar } from './bulk-status-bar';
import { EmployeeFilters, FILTER_KEYS } from './employee-filters';
import { HistoryDrawer } from './history-drawer';
import { ImportDialog } from './import-dialog';
import { useEmployeesTranslation } from './texts';

const SORTABLE = ['name', 'registration', 'admission_date', 'status'];
/**
 * Column widths that fit a 1366 px screen with the side menu open (≈1000 px of table): the
 * organisation columns share the rest and cut long names with "…" (the full name on hover).
 */
const MIN_WIDTH = 1000;
const ONE_LINE: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
// Name and CPF on two tight lines: a row stays near 52 px.
const NAME_LINE: CSSProperties = { ...ONE_LINE, lineHeight: '20px' };
const CPF_LINE: CSSProperties = { lineHeight: '16px' };
// The cell cuts the text with "…" (antd `ellipsis`); the title shows the whole name on hover.
const named = (value: { name: string } | null) =>
  value ? <span title={value.name}>{value.name}</span> : '—';

/** `/employees`: the searchable, filterable, paged list with bulk enable/disable. */
export function EmployeesPage() {
  const { t } = useEmployeesTranslation();
  const can = useCan();
  const list = useServerList<Employee>({
    queryKey: queryKeyOf(endpoints.employees.list),
    fetchPage: listPageOf(endpoints.employees.list),
    defaultOrdering: 'name',
  });
  const { state, update } = list;
  const [selected, setSelected] = useState<string[]>([]);
  const [history, setHistory] = useState<Employee | null>(null);
  const [importing, setImporting] = useState(false);

  const filtered = state.search !== '' || FILTER_KEYS.some((key) => state.filters[key]);
  const columns: TableColumnsType<Employee> = [
    {
      key: 'name',
      title: t('fields.name'),
      width: 184,
      ellipsis: { showTitle: false },
      render: (_: unknown, e: Employee) => (
        <div title={e.name}>
          <div className="cell-strong" style={NAME_LINE}>
            {e.name}
          </div>
          <div className="cell-muted" style={CPF_LINE}>
            CPF {formatCpf(e.cpf)}
          </div>
        </div>
      ),
    },
    {
      key: 'registration',
      dataIndex: 'registration',
      title: t('fields.registration'),
      width: 112,
      ellipsis: true,
    },
    {
      key: 'subsidiary',
      title: t('fields.subsidiary_id'),
      width: 148,
      ellipsis: { showTitle: false },
      render: (_: unknown, e: Employee) => named(e.subsidiary),
    },
    {
      key: 'department',
      title: t('fields.department_id'),
      width: 132,
      ellipsis: { showTitle: false },
      render: (_: unknown, e: Employee) => named(e.department),
    },
    {
      // No width: the position takes what the other columns leave.
      key: 'position',
      title: t('fields.position_id'),
      ellipsis: { showTitle: false },
      render: (_: unknown, e: Employee) => named(e.position),
    },
    {
      key: 'admission_date',
      title: t('fields.admission_date'),
      width: 112,
      render: (_: unknown, e: Employee) => formatDate(e.admission_date),
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: 108,
      render: (_: unknown, e: Employee) => (
        <Tag color={e.status === 'active' ? 'green' : 'default'}>{t(`status.${e.status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'right',
      width: 76,
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
  const canBulk = can('employee.enable') || can('employee.disable') || can('employee.edit');

  return (
    <ListScreen
      testId="employees"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <>
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
        </>
      }
      search={<ListSearch state={state} update={update} placeholder={t('list.search')} />}
      filters={<EmployeeFilters state={state} update={update} />}
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
      bulk={
        selected.length > 0 ? <BulkStatusBar ids={selected} onDone={() => setSelected([])} /> : null
      }
    >
      <ListTable<Employee>
        list={list}
        columns={columns}
        sortable={SORTABLE}
        minWidth={MIN_WIDTH}
        loading={list.result.isFetching}
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
        selection={canBulk ? { keys: selected, onChange: setSelected } : undefined}
        rowClassName={(e) => (e.status === 'disabled' ? 'row-muted' : '')}
      />
      {history ? <HistoryDrawer employee={history} onClose={() => setHistory(null)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </ListScreen>
  );
}
