import { useEffect, useState } from 'react';
import { msToNextSecond, serverNowMs } from './clock';

/**
 * The server's clock (ms), changing as each of its seconds turns: the timer is set for the next
 * second of the server's clock, not the device's, so the display never skips or repeats a second.
 */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => serverNowMs(offsetMs));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = serverNowMs(offsetMs);
      setNow(current);
      timer = setTimeout(tick, msToNextSecond(current) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}
