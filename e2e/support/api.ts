import { expect } from 'vitest';
import type { BrowserSession } from './browser.js';
import { DEMO_PASSWORD, DEMO_USERS } from './sign-in.js';

type Json = { data: Record<string, unknown> & { access_token?: string } };

/** A JSON call to the running app's API (GET without a body, POST with one); expects 2xx. */
export async function callApi(
  b: BrowserSession,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Json> {
  const res = await fetch(b.url(`/api/v1.0/${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as Json;
}

/** A company-scoped token of `email` (the demo owner by default) for the first company. */
export async function companyToken(
  b: BrowserSession,
  email: string = DEMO_USERS.owner,
  password = DEMO_PASSWORD,
): Promise<string> {
  const signedIn = await callApi(b, 'oauth2/token/', { email, password });
  const token = signedIn.data.access_token;
  const companies = (await callApi(b, 'auth/companies/', undefined, token)).data as unknown as {
    id: string;
  }[];
  const selected = await callApi(b, `auth/companies/${companies[0]?.id}/select/`, {}, token);
  return selected.data.access_token as string;
}

/**
 * A new person in the demo company: invited by the owner with `role`, signed up and accepted
 * through the API (the token is read from the development outbox). Tests that change members
 * use such people, so the demo logins other tests sign in with keep their roles.
 */
export async function newMember(
  b: BrowserSession,
  name: string,
  role: string,
): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const password = 'Membro-2026';
  await callApi(b, 'company/invitations/', { email, role }, await companyToken(b));
  const outbox = await (await fetch(b.url('/api/dev/outbox/'))).text();
  const link = new RegExp(
    `data-to="${email.replace(/[.]/g, '\\.')}"[\\s\\S]*?invitation=([^"&<\\s]+)`,
  ).exec(outbox);
  expect(link, 'invitation email in the outbox').not.toBeNull();
  await callApi(b, 'auth/users/sign_up/', { name, email, password });
  const signedIn = await callApi(b, 'oauth2/token/', { email, password });
  await callApi(
    b,
    'auth/invitations/accept/',
    { token: decodeURIComponent(link?.[1] ?? '') },
    signedIn.data.access_token,
  );
  return { email, password };
}
