import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll as a named region that takes focus, so keyboard users can
 * scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`). Use it instead of the table's own
 * `scroll.x` when the rows hold nothing focusable.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
    <section className="scroll-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
