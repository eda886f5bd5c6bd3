import { DEFAULT_ADMIN_SLUG } from '@ponteiro/shared';

// The back-office API lives under `admin-<slug>/`, and the slug is the server's ADMIN_SLUG: the
// SPA learns it at run time (base/client-config/) so one build serves any slug. This module only
// holds it; session/admin-api.ts loads it before the first admin call.

let slug: string | undefined;

export function setAdminSlug(value: string): void {
  slug = value;
}

/** The loaded slug; `undefined` until base/client-config/ answered. */
export function loadedAdminSlug(): string | undefined {
  return slug;
}

/** `admin-<slug>/` — the default slug until the server's is known. */
export function adminPrefix(): string {
  return `admin-${slug ?? DEFAULT_ADMIN_SLUG}/`;
}

/**
 * `users/get_user/` → `admin-<slug>/users/get_user/`. Throws before the slug is loaded: a path
 * built from a guessed slug would reach the wrong place (callAdmin loads it first).
 */
export function adminPath(path: string): string {
  if (slug === undefined) throw new Error('The admin slug is not loaded yet.');
  return `admin-${slug}/${path.replace(/^\/+/, '')}`;
}
