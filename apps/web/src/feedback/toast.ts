import { TOAST_DURATION_SECONDS } from '@ponteiro/shared';

// A tiny bridge so code outside React (the HTTP client) can show antd toasts. The App registers
// antd's `message.useMessage()` instance (see toast-bridge.tsx), so toasts get the theme
// and locale; toasts raised before that are queued and shown once it is registered.

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

let target: ToastTarget | null = null;
const pending: ToastArgs[] = [];

export function registerToastTarget(next: ToastTarget | null): void {
  target = next;
  if (!target) return;
  for (const args of pending.splice(0)) target.open(args);
}

function show(args: ToastArgs): void {
  if (target) target.open(args);
  else pending.push(args);
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
