import { adminEndpoints, systemEndpoints } from '@ponteiro/shared';
import { loadedAdminSlug, setAdminSlug } from '../api/admin-path';
import { ApiError } from '../api/api-error';
import {
  type AdminOperation,
  type CallArgs,
  type CallOptions,
  callOperation,
  type InputOf,
  type Query,
  queryKeyOf,
  type ResultOf,
  sendOperation,
} from '../api/operations';
import { clearAdminSession, readAdminSession } from './storage';

let onAdminSessionEnd: (() => void) | null = null;

/** What to do when an admin call answers 401 (the app navigates to /admin-login). */
export function setAdminSessionEndHandler(handler: (() => void) | null): void {
  onAdminSessionEnd = handler;
}

function withAdminToken(options: CallOptions = {}): CallOptions {
  const session = readAdminSession();
  const headers: Record<string, string> = { ...options.headers };
  if (session) headers.Authorization = `Bearer ${session.access_token}`;
  else headers.Authorization = '';
  return { ...options, headers };
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearAdminSession();
      onAdminSessionEnd?.();
    }
    throw error;
  }
}

let slugRequest: Promise<string> | undefined;

/**
 * The server's admin slug, read once from base/client-config/ (concurrent callers share the
 * request; a failed read is tried again by the next call).
 */
export function loadAdminSlug(): Promise<string> {
  const known = loadedAdminSlug();
  if (known !== undefined) return Promise.resolve(known);
  slugRequest ??= callOperation(systemEndpoints.clientConfig, undefined, { silent: true })
    .then((config) => {
      // An answer without the slug (an older server) must not become `admin-undefined/`.
      if (typeof config?.admin_slug !== 'string' || config.admin_slug === '') {
        throw new Error('base/client-config/ did not give the admin slug.');
      }
      setAdminSlug(config.admin_slug);
      return config.admin_slug;
    })
    .finally(() => {
      slugRequest = undefined;
    });
  return slugRequest;
}

/**
 * Calls a back-office operation of the route table (`adminEndpoints.…`) once the server's slug
 * is known, with the admin session's token (never the company one); a 401 clears the admin
 * session and ends it.
 */
export async function callAdmin<E extends AdminOperation>(
  operation: E,
  ...[input, options]: CallArgs<E>
): Promise<ResultOf<E>> {
  await loadAdminSlug();
  return guarded(() =>
    sendOperation(operation, input as InputOf<E> | undefined, withAdminToken(options)),
  );
}

/** `(query) => page` of a back-office list, for lists driven by the URL (`useServerList`). */
export function adminListPageOf<E extends AdminOperation>(
  operation: E,
  options: CallOptions = { silent: true },
): (query: Query) => Promise<ResultOf<E>> {
  return async (query) => {
    await loadAdminSlug();
    return guarded(() =>
      sendOperation(operation, { query } as InputOf<E>, withAdminToken(options)),
    );
  };
}

export type AdminUser = ResultOf<typeof adminEndpoints.me>;

export const ADMIN_USER_QUERY_KEY = queryKeyOf(adminEndpoints.me);

export function fetchAdminUser(): Promise<AdminUser> {
  return callAdmin(adminEndpoints.me, undefined, { silent: true });
}
