import { Grid } from 'antd';

/** Below antd's `md` breakpoint (768 px) a full side menu would squeeze the page to nothing. */
export function useNarrowScreen(): boolean {
  // useBreakpoint is empty on the first render; treat "unknown" as wide.
  return Grid.useBreakpoint().md === false;
}
