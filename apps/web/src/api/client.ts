import {
  API_BASE_PATH,
  type ErrorCode,
  REQUEST_TIMEOUT_MS,
  TOAST_DURATION_SECONDS,
} from '@ponteiro/shared';
import { toast } from '../feedback/toast';
import { i18n } from '../i18n';
import { adminPrefix } from './admin-path';
import { ApiError, type FieldErrors } from './api-error';
import { defaultHeaders, readAccessToken } from './headers';
import { notifyApiError } from './observers';
import { hasTokenRefresher, refreshTokens } from './token-refresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Added to the URL; null/undefined values are left out, arrays repeat the name. */
  query?: Query;
  /** Sent as JSON; a FormData goes as multipart (uploads). */
  body?: unknown;
  /** `blob` for binary answers (images, spreadsheets, PDFs); JSON `{ data }` otherwise. */
  responseType?: 'json' | 'blob';
  /** Aborting rejects with the AbortError, without a toast. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No error toast: the caller shows the error itself (e.g. field errors next to inputs). */
  silent?: boolean;
  /** A 401 is final: no token refresh (the refresh and sign-in calls use this). */
  skipAuthRefresh?: boolean;
}

/** `/api/v1.0/` */
export const API_ROOT = `${API_BASE_PATH}/`;
const NETWORK_TOAST_KEY = 'network-error';

function normalizePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\/v1\.0\//, '');
}

/** Admin-area calls (`admin-<slug>/…`, the server's slug once loaded). */
export function isAdminPath(path: string): boolean {
  return normalizePath(path).startsWith(adminPrefix());
}

export function buildUrl(path: string, query?: Query): string {
  let url = API_ROOT + normalizePath(path);
  if (query) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (item !== null && item !== undefined) params.append(name, String(item));
      }
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

function t(key: 'http.networkError' | 'http.genericError' | `errors.${ErrorCode}`): string {
  return i18n.t(key);
}

/** The user-facing message of an error body: its `message`, else its code's, else a generic one. */
export function errorMessageOf(body: unknown): string {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (typeof record.message === 'string' && record.message.trim() !== '') return record.message;
  if (typeof record.code === 'string' && i18n.exists(`errors.${record.code}`)) {
    return t(`errors.${record.code as ErrorCode}`);
  }
  return t('http.genericError');
}

function fieldErrorsOf(body: unknown): FieldErrors {
  const errors =
    body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

class TimeoutSignal extends Error {}

/** fetch with the 50 s limit; a caller's abort stays an AbortError. */
async function fetchWithTimeout(url: string, init: RequestInit, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new TimeoutSignal();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** `Retry-After` in seconds (the API sends delta-seconds, never an HTTP date). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function networkFailure(kind: 'network' | 'timeout', status: number, path: string, method: string) {
  toast.error(t('http.networkError'), TOAST_DURATION_SECONDS.networkError, NETWORK_TOAST_KEY);
  return new ApiError({
    kind,
    status,
    code: kind === 'timeout' ? 'timeout' : 'network_error',
    message: t('http.networkError'),
    path,
    method,
  });
}

/**
 * Calls `/api/v1.0/<path>` and resolves to the `data` of the `{ data }` answer.
 *
 * - No answer, a timeout or a 504: a 3 s "unable to connect" toast, then rejects (ApiError
 *   `network`/`timeout`).
 * - A 401 on a company call, with a token refresher set: waits for the one shared refresh, then
 *   sends the request again once.
 * - Any other error status: a 2 s error toast with the body's message (unless `silent`), the error
 *   goes to the onApiError observers (company calls only), and the promise rejects with ApiError.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const apiPath = normalizePath(path);
  const admin = isAdminPath(apiPath);
  const url = buildUrl(apiPath, options.query);
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const body: BodyInit | undefined =
    options.body === undefined
      ? undefined
      : multipart
        ? (options.body as FormData)
        : JSON.stringify(options.body);

  const send = async (): Promise<{ response: Response; token: string | undefined }> => {
    const token = readAccessToken();
    const headers: Record<string, string> = { ...defaultHeaders(token), ...options.headers };
    // The browser writes the multipart Content-Type itself, boundary included.
    if (multipart) delete headers['Content-Type'];
    try {
      const response = await fetchWithTimeout(
        url,
        { method, headers, body, credentials: 'same-origin' },
        options.signal,
      );
      return { response, token };
    } catch (error) {
      if (error instanceof TimeoutSignal) throw networkFailure('timeout', 0, apiPath, method);
      if (options.signal?.aborted) throw error;
      throw networkFailure('network', 0, apiPath, method);
    }
  };

  let { response, token } = await send();

  if (response.status === 401 && !admin && !options.skipAuthRefresh && hasTokenRefresher()) {
    // A refresh that finished while this request was on its way already changed the token.
    const outcome = readAccessToken() !== token ? 'retry' : await refreshTokens();
    if (outcome === 'retry') {
      ({ response, token } = await send());
    } else if (outcome === 'no-company') {
      throw new ApiError({
        kind: 'http',
        status: 401,
        code: 'no_company',
        message: errorMessageOf(await readBody(response)),
        path: apiPath,
        method,
      });
    }
  }

  if (response.status === 504) throw networkFailure('network', 504, apiPath, method);

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const payload = await readBody(response);
  if (response.ok) {
    if (payload && typeof payload === 'object' && 'data' in payload) {
      return (payload as { data: T }).data;
    }
    return payload as T;
  }

  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const error = new ApiError({
    kind: 'http',
    status: response.status,
    code: typeof record.code === 'string' ? record.code : `http_${response.status}`,
    message: errorMessageOf(payload),
    fieldErrors: fieldErrorsOf(payload),
    path: apiPath,
    method,
    retryAfterSeconds: retryAfterOf(response),
  });
  if (!options.silent) toast.error(error.message, TOAST_DURATION_SECONDS.error);
  if (!admin) notifyApiError(error);
  throw error;
}
