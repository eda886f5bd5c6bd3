import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectionColumnTitle } from './selection-title';
import {
  filteredColumns,
  sortableColumns,
  tableChangeHandler,
  tablePagination,
} from './table-controls';
import type { ListState, ListUpdate } from './use-list-state';

/** What a list hook (`useServerList`, `useLocalList`) gives the table. */
export interface TableList<T> {
  state: ListState;
  update: ListUpdate;
  defaultOrdering: string | undefined;
  rows: readonly T[];
  total: number;
}

export interface ListTableProps<T>
  extends Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'pagination' | 'onChange' | 'rowSelection' | 'scroll'
  > {
  list: TableList<T>;
  columns: TableColumnsType<T>;
  /** Column keys the list sorts by (the API's `ordering`, or `useLocalList`'s sorters). */
  sortable?: readonly string[];
  /** Column keys whose antd `filters` are URL filters of the same name. */
  filterable?: readonly string[];
  /** Selected row ids for bulk actions; a selection column appears when given. */
  selection?: { keys: readonly string[]; onChange: (keys: string[]) => void };
  /**
   * Narrowest width before the table scrolls sideways. Give it (with column widths and
   * `ellipsis`) when the columns must fit the screen; by default the content's own width.
   */
  minWidth?: number;
  /** The pager's total ("12 registros" by default). */
  totalText?: (count: number) => string;
  /** Hide the pager when everything fits on one page (short local lists). */
  hideOnSinglePage?: boolean;
}

/**
 * The kit's data table: compact rows (the theme's Table padding), a header that stays in view while the page scrolls, pages
 * of 25/50/100, sorting and column filters kept in the URL, and an optional selection column
 * for bulk actions. Every list screen draws its rows with it.
 */
export function ListTable<T extends object>({
  list,
  columns,
  sortable,
  filterable,
  selection,
  minWidth,
  totalText,
  hideOnSinglePage,
  ...table
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const { state, update, defaultOrdering } = list;
  return (
    <Table<T>
      rowKey="id"
      // The window is the page's scroll container (the layouts' header scrolls away with it).
      sticky
      {...table}
      columns={filteredColumns(
        sortableColumns(columns, sortable, state.ordering),
        filterable,
        state.filters,
      )}
      dataSource={list.rows as T[]}
      rowSelection={
        selection
          ? {
              selectedRowKeys: [...selection.keys],
              preserveSelectedRowKeys: true,
              columnTitle: selectionColumnTitle,
              onChange: (keys) => selection.onChange(keys.map(String)),
            }
          : undefined
      }
      scroll={{ x: minWidth ?? 'max-content' }}
      pagination={{
        ...tablePagination(state, list.total, t, totalText),
        hideOnSinglePage,
      }}
      onChange={tableChangeHandler<T>(state, update, defaultOrdering, filterable)}
    />
  );
}
