import type { FastifyInstance } from 'fastify';

/** Small helpers over `inject` for JSON calls with an optional bearer token. */
export function client(app: FastifyInstance) {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string,
  ) {
    const res = await app.inject({
      method,
      url: `/api/v1.0/${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: {
        'accept-language': 'en-US',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return {
      status: res.statusCode,
      // Tests read into answers freely; the API's own types are checked by the route schemas.
      // biome-ignore lint/suspicious/noExplicitAny: test helper reading arbitrary JSON.
      body: res.json() as Record<string, any>,
      headers: res.headers,
    };
  }
  return {
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string) => call('POST', url, body ?? {}, token),
    put: (url: string, body?: unknown, token?: string) => call('PUT', url, body ?? {}, token),
    delete: (url: string, token?: string) => call('DELETE', url, undefined, token),
  };
}
export type Client = ReturnType<typeof client>;

export const PASSWORD = 'Senha-forte-2026';

/** Signs up and signs in; returns the no-company tokens. */
export async function signUpAndIn(api: Client, email: string, name = 'Ana Souza') {
  const up = await api.post('auth/users/sign_up/', { name, email, password: PASSWORD });
  if (up.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const { body } = await api.post('oauth2/token/', { email, password: PASSWORD });
  return body.data as { user: { id: string }; access_token: string; refresh_token: string };
}
