import { Space } from 'antd';
import type { ReactNode } from 'react';

export interface ListScreenProps {
  testId: string;
  title: string;
  subtitle: string;
  /** Buttons on the right of the title (add, import…), already filtered by permission. */
  actions?: ReactNode;
  /** Between the title and the search box (a read-only notice, charts…). */
  notice?: ReactNode;
  /** The search box (`ListSearch`). */
  search: ReactNode;
  /** Filters under the search box (each a URL parameter of `useListState`). */
  filters?: ReactNode;
  /** A failed load (`ListError`). */
  error?: ReactNode;
  /** Actions on the selected rows, shown while some are selected. */
  bulk?: ReactNode;
  /** The table (`ListTable`), then dialogs and drawers. */
  children: ReactNode;
  /** Lists use the content's whole width; narrow ones (few columns) keep the card's. */
  wide?: boolean;
}

/** A list page's frame: heading with actions, search, filters, errors, bulk bar, table. */
export function ListScreen(props: ListScreenProps) {
  return (
    <section
      className={props.wide === false ? 'page-card' : 'page-card page-card--wide'}
      data-testid={props.testId}
    >
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{props.title}</h1>
          <p className="page-subtitle">{props.subtitle}</p>
        </div>
        {props.actions ? <Space wrap>{props.actions}</Space> : null}
      </div>
      {props.notice}
      {props.search}
      {props.filters}
      {props.error}
      {props.bulk}
      {props.children}
    </section>
  );
}
