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

/**
 * Back-office calls: the admin session's token (never the company one); a 401 clears the admin
 * session and ends it.
 */
export const adminApi = {
  get: <T>(path: string, options?: Options) =>
    guarded(() => api.get<T>(path, withAdminToken(options))),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    guarded(() => api.post<T>(path, body, withAdminToken(options))),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    guarded(() => api.put<T>(path, body, withAdminToken(options))),
};

export interface AdminUser {
  username: string;
  is_superuser: boolean;
}

export const ADMIN_USER_QUERY_KEY = ['admin', 'user'] as const;

export function fetchAdminUser(): Promise<AdminUser> {
  return adminApi.get<AdminUser>('admin-ponteiro/users/get_user/', { silent: true });
}
