import { PRODUCT_NAME } from '@ponteiro/shared';
import { useEffect, useSyncExternalStore } from 'react';

// A screen may name itself (a legal document's own title, say) instead of using its catalogue
// title. The override lives here, so the root shell's title never races the page's effects.

let override: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a page: its title replaces the catalogue title while it is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    override = title;
    // Set here too, so a page shown without the root shell (tests) still names the tab; the
    // shell writes the same text.
    document.title = `${title} · ${PRODUCT_NAME}`;
    notify();
    return () => {
      if (override === title) override = null;
      notify();
    };
  }, [title]);
}

/** The title a page asked for, or null. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => override);
}
