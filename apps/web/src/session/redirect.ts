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

/** Screens a signed-in user may open before entering a company. */
const COMPANYLESS_PATHS = ['/select-company', '/create-company'];

/**
 * Where sign-in (or sign-up) leads: `next` when it is reachable in the resulting state — an
 * invitation link (`/select-company?invitation=…`) is, even for a user without a company —
 * otherwise the dashboard, the company choice (keeping `next` for after it) or the registration.
 */
export function pathAfterSignIn(
  outcome: 'company' | 'choose' | 'none',
  next: string | undefined,
): string {
  const safe = safeNextPath(next);
  if (safe && COMPANYLESS_PATHS.includes(safe.split(/[?#]/)[0] ?? '')) return safe;
  if (outcome === 'company') return safe ?? '/dashboard';
  if (outcome === 'choose') return withNext('/select-company', safe);
  return '/create-company';
}
