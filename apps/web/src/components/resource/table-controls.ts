import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { ListState, useListState } from './use-list-state';

type Update = ReturnType<typeof useListState>['update'];

/** Marks the `sortable` columns (by key) as server-sorted, showing the URL's ordering. */
export function sortableColumns<T>(
  columns: TableColumnsType<T>,
  sortable: readonly string[] | undefined,
  ordering: string | undefined,
): TableColumnsType<T> {
  const sortOrder = (key: string): SortOrder =>
    ordering === key ? 'ascend' : ordering === `-${key}` ? 'descend' : null;
  return columns.map((column) => {
    const key = String(column.key ?? '');
    return sortable?.includes(key)
      ? ({ ...column, sorter: true, sortOrder: sortOrder(key) } as (typeof columns)[number])
      : column;
  });
}

/** Server-side pages of 25, 50 or 100 with the total. */
export function tablePagination(
  state: ListState,
  total: number,
  t: TFunction,
): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: ['25', '50', '100'],
    showTotal: (count) => t('crud.total', { count }),
  };
}

/** The table's page, size and sorter changes → the URL (one change at a time). */
export function tableChangeHandler<T>(
  state: ListState,
  update: Update,
  defaultOrdering: string,
): NonNullable<TableProps<T>['onChange']> {
  return (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = String(one?.columnKey ?? '');
    const ordering = one?.order ? `${one.order === 'descend' ? '-' : ''}${key}` : defaultOrdering;
    if (ordering !== state.ordering) update({ ordering });
    else if ((pagination.pageSize ?? state.pageSize) !== state.pageSize) {
      update({ pageSize: pagination.pageSize });
    } else update({ page: pagination.current ?? 1 });
  };
}
