import { TOAST_DURATION_SECONDS } from '@ponteiro/shared';

// A tiny bridge so code outside React (the HTTP client) can show antd toasts. The first toast loads
// the toast host (toast-host.tsx: antd's `message.useMessage()` in a root of its own, themed and
// localized), so antd is fetched only when a toast is really shown; toasts raised before the host
// is up are queued and shown once it registers.

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastArgs {
  type: ToastKind;
  content: string;
  /** Seconds. */
  duration: number;
  /** Same key = the toast is replaced instead of stacked. */
  key?: string;
}

/** The part of antd's MessageInstance the adapter uses. */
export interface ToastTarget {
  open(args: ToastArgs): unknown;
}

/** A target set explicitly (tests) wins over the host's. */
let target: ToastTarget | null = null;
let host: ToastTarget | null = null;
let hostRequested = false;
const pending: ToastArgs[] = [];

function flush(): void {
  const current = target ?? host;
  if (current) for (const args of pending.splice(0)) current.open(args);
}

export function registerToastTarget(next: ToastTarget | null): void {
  target = next;
  flush();
}

/** Called by the toast host's bridge once antd's message API is mounted. */
export function registerToastHost(next: ToastTarget | null): void {
  host = next;
  flush();
}

/** The host was unmounted (toast-host.tsx): the next toast loads and mounts it again. */
export function forgetToastHost(): void {
  host = null;
  hostRequested = false;
}

function loadHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  import('./toast-host').then(
    ({ mountToastHost }) => mountToastHost(),
    () => {
      hostRequested = false; // e.g. offline: the next toast tries again
    },
  );
}

function show(args: ToastArgs): void {
  const current = target ?? host;
  if (current) current.open(args);
  else {
    pending.push(args);
    loadHost();
  }
}

export const toast = {
  error(content: string, duration: number = TOAST_DURATION_SECONDS.error, key?: string): void {
    show({ type: 'error', content, duration, key: key ?? `error:${content}` });
  },
  success(content: string, duration: number = TOAST_DURATION_SECONDS.success): void {
    show({ type: 'success', content, duration });
  },
  info(content: string, duration: number = TOAST_DURATION_SECONDS.success): void {
    show({ type: 'info', content, duration });
  },
  warning(content: string, duration: number = TOAST_DURATION_SECONDS.error): void {
    show({ type: 'warning', content, duration });
  },
};
