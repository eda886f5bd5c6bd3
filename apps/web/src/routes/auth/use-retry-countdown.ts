import { useEffect, useState } from 'react';

/**
 * Seconds left before the server accepts another attempt (from a 429's Retry-After), ticking
 * down once a second; 0 when not waiting.
 */
export function useRetryCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const remaining = until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  };
  return { remaining, start };
}

/** 45 → "45 s", 125 → "2:05 min". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')} min`;
}
