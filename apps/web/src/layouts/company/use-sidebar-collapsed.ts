import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { useCallback, useState } from 'react';

export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarCollapsed) === 'true';
  } catch {
    return false;
  }
}

function writeSidebarCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.sidebarCollapsed, String(collapsed));
  } catch {
    // storage disabled: the choice lasts for this page view only
  }
}

/** The side menu's collapsed state, remembered in localStorage across reloads. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void, () => void] {
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    writeSidebarCollapsed(next);
    setCollapsedState(next);
  }, []);
  const toggle = useCallback(() => {
    setCollapsedState((current) => {
      writeSidebarCollapsed(!current);
      return !current;
    });
  }, []);
  return [collapsed, setCollapsed, toggle];
}
