import type { ClientConfig } from '@ponteiro/shared';
import { adminPath, loadedAdminSlug, setAdminSlug } from '../api/admin-path';
import { ApiError } from '../api/api-error';
import { api, type RequestOptions } from '../api/client';
import { clearAdminSession, readAdminSession } from './storage';

type Options = Omit<RequestOptions, 'method' | 'body'>;

let onAdminSessionEnd: (() => void) | null = null;

/** What to do when an admin call answers 401 (the app navigates to /admin-login). */
export function setAdminSessionEndHandler(handler: (() => void) | null): void {
  onAdminSessionEnd = handler;
}

function withAdminToken(options: Options = {}): Options {
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
  slugRequest ??= api
    .get<ClientConfig>('base/client-config/', { silent: true })
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

async function call<T>(path: string, send: (fullPath: string) => Promise<T>): Promise<T> {
  await loadAdminSlug();
  return guarded(() => send(adminPath(path)));
}

/**
 * Back-office calls, with paths relative to the admin root (`users/get_user/` →
 * `admin-<slug>/users/get_user/`): the admin session's token (never the company one); a 401
 * clears the admin session and ends it.
 */
export const adminApi = {
  get: <T>(path: string, options?: Options) =>
    call(path, (full) => api.get<T>(full, withAdminToken(options))),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    call(path, (full) => api.post<T>(full, body, withAdminToken(options))),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    call(path, (full) => api.put<T>(full, body, withAdminToken(options))),
  delete: <T>(path: string, options?: Options) =>
    call(path, (full) => api.delete<T>(full, withAdminToken(options))),
};

export interface AdminUser {
  id: string;
  username: string;
  is_superuser: boolean;
}

export const ADMIN_USER_QUERY_KEY = ['admin', 'user'] as const;

export function fetchAdminUser(): Promise<AdminUser> {
  return adminApi.get<AdminUser>('users/get_user/', { silent: true });
}
