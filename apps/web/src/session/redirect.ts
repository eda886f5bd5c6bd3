// Where to go after signing in: the `next` query parameter (same-site paths only).

export const NEXT_PARAM = 'next';

/** A safe in-app path from `next`, else undefined (no protocol-relative or external URLs). */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

/** `/signin?next=<path>` (no `next` for the dashboard). */
export function signInPath(next?: string): string {
  const path = safeNextPath(next);
  if (!path || path === '/dashboard' || path === '/') return '/signin';
  return `/signin?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}

/** Appends the `next` parameter to an auth path when there is one. */
export function withNext(path: string, next: string | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : path;
}
