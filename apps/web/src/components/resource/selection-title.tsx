import { type ReactNode, useCallback } from 'react';

/**
 * The "select all" checkbox of a table's selection column. antd copies every column title into
 * an aria-hidden row that only measures widths; the copied checkbox would be a hidden tab stop
 * (axe: aria-hidden-focus). The copy is made inert, the real header checkbox is untouched.
 */
export function selectionColumnTitle(checkbox: ReactNode): ReactNode {
  return <InertWhenMeasuring>{checkbox}</InertWhenMeasuring>;
}

function InertWhenMeasuring({ children }: { children: ReactNode }) {
  const ref = useCallback((element: HTMLSpanElement | null) => {
    if (element?.closest('.ant-table-measure-row')) element.inert = true;
  }, []);
  return <span ref={ref}>{children}</span>;
}
