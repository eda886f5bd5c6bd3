import { COOKIE_NAMES, REQUEST_TIMEOUT_MS } from '@ponteiro/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget, type ToastArgs } from '../feedback/toast';
import { setLanguage } from '../i18n';
import { setCookie } from '../lib/cookies';
import { apiRequest, type RequestOptions } from './client';
import { ApiError, onApiError, setTokenRefresher } from './index';

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** The transport by method and path (screens call the route table; these tests drive it raw). */
const api = {
  get: <T = unknown>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: (path: string, options?: Options) => apiRequest(path, { ...options, method: 'DELETE' }),
  post: (path: string, body?: unknown, options?: Options) =>
    apiRequest(path, { ...options, method: 'POST', body }),
  put: (path: string, body?: unknown, options?: Options) =>
    apiRequest(path, { ...options, method: 'PUT', body }),
};

const NETWORK_PT =
  'Não foi possível conectar ao servidor. Verifique sua conexão de rede ou tente novamente mais tarde.';
const NETWORK_EN =
  'Unable to connect to the server, please check your network connection or try again later';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: Mock<typeof fetch>;
let toasts: ToastArgs[];

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  registerToastTarget({ open: (args) => toasts.push(args) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  registerToastTarget(null);
  setTokenRefresher(null);
});

function requestOf(call = 0): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('requests', () => {
  it('calls /api/v1.0/ with the standard headers and resolves to data', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { ok: true } }));
    await expect(api.get('base/user/session/')).resolves.toEqual({ ok: true });

    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/v1.0/base/user/session/');
    expect(init.method).toBe('GET');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.Accessor).toBe('Web');
    expect(headers['Accept-Language']).toBe('pt');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token from the access-token cookie and the current language', async () => {
    setCookie(COOKIE_NAMES.accessToken, 'abc.def');
    await setLanguage('en-US');
    fetchMock.mockResolvedValue(json(200, { data: 1 }));
    await api.get('/employees/');
    const { headers } = requestOf();
    expect(headers.Authorization).toBe('Bearer abc.def');
    expect(headers['Accept-Language']).toBe('en-US');
  });

  it('sends a JSON body and query parameters', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 'x' } }));
    await api.post(
      'employees/',
      { name: 'Ana' },
      { query: { page: 2, search: 'a b', skip: null } },
    );
    const { url, init } = requestOf();
    expect(url).toBe('/api/v1.0/employees/?page=2&search=a+b');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ana"}');
  });

  it('resolves to undefined on 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('employees/1/')).resolves.toBeUndefined();
  });
});

describe('uploads and binary answers', () => {
  it('sends FormData as multipart, leaving the Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { ok: true } }));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await api.put('auth/users/photo/', body);
    const { init, headers } = requestOf();
    expect(init.body).toBe(body);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('resolves to a Blob with responseType blob, and reads 429 Retry-After on errors', async () => {
    fetchMock.mockResolvedValueOnce(new Response('PNG', { status: 200 }));
    const blob = await api.get<Blob>('auth/users/photo/', { responseType: 'blob' });
    expect(await blob.text()).toBe('PNG');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Muitas tentativas.', code: 'rate_limited' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      }),
    );
    const error = await api.get('auth/users/photo/', { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(42);
  });
});

describe('network failures', () => {
  it('gives up after 50 s with the network toast (3 s) and rejects', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = api.get('slow/');
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout', status: 0 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(toasts).toEqual([
      { type: 'error', content: NETWORK_PT, duration: 3, key: 'network-error' },
    ]);
  });

  it('shows the network toast when there is no connection', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('x/')).rejects.toMatchObject({ kind: 'network', code: 'network_error' });
    expect(toasts.map((t) => [t.content, t.duration])).toEqual([[NETWORK_PT, 3]]);
  });

  it('treats 504 as a network failure, in the current language', async () => {
    await setLanguage('en-US');
    fetchMock.mockResolvedValue(json(504, { message: 'Gateway Timeout' }));
    const error = await api.get('x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 504 });
    expect(toasts.map((t) => [t.type, t.content, t.duration])).toEqual([['error', NETWORK_EN, 3]]);
  });

  it('rejects quietly when the caller aborts', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('x/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });
});

describe('error responses', () => {
  it('toasts the body message (red, 2 s), notifies observers and rejects with ApiError', async () => {
    const seen: ApiError[] = [];
    const unsubscribe = onApiError((error) => seen.push(error));
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Alguns campos são inválidos.',
        code: 'validation_error',
        errors: { cpf: ['CPF inválido.'] },
      }),
    );

    const error = await api.post('employees/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Alguns campos são inválidos.',
      fieldErrors: { cpf: ['CPF inválido.'] },
    });
    expect(toasts).toEqual([
      {
        type: 'error',
        content: 'Alguns campos são inválidos.',
        duration: 2,
        key: 'error:Alguns campos são inválidos.',
      },
    ]);
    expect(seen).toEqual([error]);

    unsubscribe();
    fetchMock.mockResolvedValue(json(409, { message: 'Duplicado', code: 'conflict' }));
    await api.post('employees/', {}).catch(() => undefined);
    expect(seen).toHaveLength(1);
  });

  it('falls back to the code translation, then to a generic message', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not_found' }));
    await expect(api.get('employees/9/')).rejects.toMatchObject({
      message: 'Registro não encontrado.',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 500 }));
    await expect(api.get('employees/9/')).rejects.toMatchObject({
      status: 500,
      code: 'http_500',
      message: 'Não foi possível concluir a operação. Tente novamente.',
    });
    expect(toasts.map((t) => t.content)).toEqual([
      'Registro não encontrado.',
      'Não foi possível concluir a operação. Tente novamente.',
    ]);
  });

  it('admin-area errors reject to the caller (with the toast) but skip the observers', async () => {
    const observer = vi.fn();
    const unsubscribe = onApiError(observer);
    fetchMock.mockResolvedValue(json(403, { message: 'Proibido', code: 'forbidden' }));
    await expect(api.get('admin-ponteiro/users/get_user/')).rejects.toMatchObject({
      status: 403,
      path: 'admin-ponteiro/users/get_user/',
    });
    expect(observer).not.toHaveBeenCalled();
    expect(toasts.map((t) => t.content)).toEqual(['Proibido']);
    unsubscribe();
  });

  it('silent requests reject without a toast', async () => {
    fetchMock.mockResolvedValue(json(422, { message: 'Regra', code: 'business_rule' }));
    await expect(apiRequest('x/', { silent: true })).rejects.toMatchObject({ status: 422 });
    expect(toasts).toEqual([]);
  });
});

describe('token refresh', () => {
  it('runs one refresh for concurrent 401s, then retries each request once', async () => {
    setCookie(COOKIE_NAMES.accessToken, 'old');
    let release: (() => void) | undefined;
    const refresher = vi.fn(
      () =>
        new Promise<'retry'>((resolve) => {
          release = () => {
            setCookie(COOKIE_NAMES.accessToken, 'new');
            resolve('retry');
          };
        }),
    );
    setTokenRefresher(refresher);
    fetchMock.mockImplementation(async (_url, init) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return auth === 'Bearer new'
        ? json(200, { data: 'ok' })
        : json(401, { code: 'token_expired', message: 'Expirou' });
    });

    const first = api.get('a/');
    const second = api.get('b/');
    await vi.waitFor(() => expect(refresher).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release?.();

    await expect(Promise.all([first, second])).resolves.toEqual(['ok', 'ok']);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(toasts).toEqual([]);
  });

  it('rejects with the 401 (and its toast) when the refresh fails', async () => {
    setTokenRefresher(async () => 'failed');
    fetchMock.mockResolvedValue(json(401, { code: 'token_expired', message: 'Sessão expirada' }));
    await expect(api.get('a/')).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts.map((t) => t.content)).toEqual(['Sessão expirada']);
  });

  it('rejects quietly with no_company when the session has no company', async () => {
    setTokenRefresher(async () => 'no-company');
    fetchMock.mockResolvedValue(json(401, { code: 'unauthorized', message: 'Entre' }));
    await expect(api.get('a/')).rejects.toMatchObject({ status: 401, code: 'no_company' });
    expect(toasts).toEqual([]);
  });

  it('retries only once, and never refreshes for admin calls', async () => {
    const refresher = vi.fn(async () => 'retry' as const);
    setTokenRefresher(refresher);
    fetchMock.mockImplementation(async () => json(401, { code: 'unauthorized', message: 'Não' }));
    await expect(api.get('a/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refresher).toHaveBeenCalledTimes(1);

    await expect(api.get('admin-ponteiro/x/')).rejects.toMatchObject({ status: 401 });
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('a refresher that throws counts as failed, and the next 401 refreshes again', async () => {
    const refresher = vi
      .fn<() => Promise<'retry' | 'failed' | 'no-company'>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce('failed');
    setTokenRefresher(refresher);
    fetchMock.mockImplementation(async () => json(401, { code: 'unauthorized', message: 'Não' }));
    await expect(api.get('a/')).rejects.toMatchObject({ status: 401 });
    await expect(api.get('a/')).rejects.toMatchObject({ status: 401 });
    expect(refresher).toHaveBeenCalledTimes(2);
  });
});
