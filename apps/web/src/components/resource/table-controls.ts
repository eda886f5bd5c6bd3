import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { ListState, ListUpdate } from './use-list-state';

/** Marks the `sortable` columns (by key) as list-sorted, showing the URL's ordering. */
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

/** A column filter's values in the URL: `role=a,b`. */
const SEPARATOR = ',';

/** Shows the URL's filters on the `filterable` columns (by key) that carry antd `filters`. */
export function filteredColumns<T>(
  columns: TableColumnsType<T>,
  filterable: readonly string[] | undefined,
  filters: Record<string, string>,
): TableColumnsType<T> {
  if (!filterable?.length) return columns;
  return columns.map((column) => {
    const key = String(column.key ?? '');
    if (!filterable.includes(key)) return column;
    const value = filters[key];
    return { ...column, filteredValue: value ? value.split(SEPARATOR) : null } as typeof column;
  });
}

/** The values of a URL filter written by a column filter. */
export function filterValues(value: string | undefined): string[] {
  return value ? value.split(SEPARATOR) : [];
}

/** Pages of 25, 50 or 100 with the total. */
export function tablePagination(
  state: ListState,
  total: number,
  t: TFunction,
  totalText?: (count: number) => string,
): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: ['25', '50', '100'],
    showTotal: (count) => (totalText ? totalText(count) : t('crud.total', { count })),
  };
}

/** The table's page, size, sorter and column-filter changes → the URL (one change at a time). */
export function tableChangeHandler<T>(
  state: ListState,
  update: ListUpdate,
  defaultOrdering: string | undefined,
  filterable: readonly string[] = [],
): NonNullable<TableProps<T>['onChange']> {
  return (pagination, filters, sorter, extra) => {
    if (extra?.action === 'filter') {
      update({
        filters: Object.fromEntries(
          filterable.map((key) => [key, filters[key]?.map(String).join(SEPARATOR) || undefined]),
        ),
      });
      return;
    }
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = String(one?.columnKey ?? '');
    const ordering = one?.order ? `${one.order === 'descend' ? '-' : ''}${key}` : defaultOrdering;
    if (ordering !== state.ordering) update({ ordering: ordering ?? '' });
    else if ((pagination.pageSize ?? state.pageSize) !== state.pageSize) {
      update({ pageSize: pagination.pageSize });
    } else update({ page: pagination.current ?? 1 });
  };
}
