import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

/** Keys that move between days: the arrows, and j/k as in a mail client. */
const NEXT = new Set(['ArrowDown', 'j']);
const PREVIOUS = new Set(['ArrowUp', 'k']);

/** The day a grid focuses first: `preferred` (today) when shown, else the first. */
export function initialDay(dates: readonly string[], preferred: string): string | undefined {
  return dates.includes(preferred) ? preferred : dates[0];
}

/** The day `step` rows away from `current`, kept within the list. */
export function moveDay(dates: readonly string[], current: string | undefined, step: number) {
  if (dates.length === 0) return undefined;
  const at = current === undefined ? -1 : dates.indexOf(current);
  if (at < 0) return dates[0];
  return dates[Math.min(dates.length - 1, Math.max(0, at + step))];
}

/**
 * One focused row in a grid of days (a roving tab stop: Tab enters the grid on that row, the
 * arrows or j/k move it, Home/End go to the ends, Enter calls `onEnter`). Keys typed inside a
 * control of the row (a button, a menu) are left to that control.
 */
export function useGridKeyboard({
  dates,
  preferred,
  container,
  onEnter,
}: {
  dates: readonly string[];
  preferred: string;
  container: RefObject<HTMLElement | null>;
  onEnter?: (date: string) => void;
}) {
  const [chosen, setChosen] = useState<string | undefined>();
  const focused =
    chosen !== undefined && dates.includes(chosen) ? chosen : initialDay(dates, preferred);
  // Focus follows the keyboard only: a click or a re-render does not steal it.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current || focused === undefined) return;
    moved.current = false;
    const row = container.current?.querySelector<HTMLElement>(`tr[data-row-key="${focused}"]`);
    row?.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  });

  const go = (date: string | undefined) => {
    if (date === undefined) return;
    moved.current = true;
    setChosen(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (NEXT.has(event.key)) go(moveDay(dates, date, 1));
    else if (PREVIOUS.has(event.key)) go(moveDay(dates, date, -1));
    else if (event.key === 'Home') go(dates[0]);
    else if (event.key === 'End') go(dates[dates.length - 1]);
    else if (event.key === 'Enter' && onEnter) onEnter(date);
    else return;
    event.preventDefault();
  };

  /** The props of a day's row: its tab stop, selection state and keys. */
  const rowProps = (date: string) => ({
    tabIndex: date === focused ? 0 : -1,
    'aria-selected': date === focused,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, date),
    onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget && date !== focused) setChosen(date);
    },
    onClick: () => {
      if (date !== focused) setChosen(date);
    },
  });

  return { focused, rowProps, focusRow: go };
}
