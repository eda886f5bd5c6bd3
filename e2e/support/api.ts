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

/** A platform administrator's token (the seeded `admin`, demo password). */
export async function adminToken(b: BrowserSession): Promise<string> {
  const signedIn = await callApi(b, 'admin-ponteiro/auth/login/', {
    username: 'admin',
    password: DEMO_PASSWORD,
  });
  return signedIn.data.access_token as string;
}

/**
 * The first link matching `pattern` in the newest email to `to`, read from the outbox as a
 * platform administrator would in the back-office (emails are not sent in tests: no SMTP).
 * Emails are queued after the answer that causes them, so this waits a little for it.
 */
export async function emailLink(b: BrowserSession, to: string, pattern: RegExp): Promise<string> {
  const token = await adminToken(b);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const list = (await callApi(
          b,
          `admin-ponteiro/outbox/?search=${encodeURIComponent(to)}`,
          undefined,
          token,
        )) as unknown as { data: { results: { id: string; to: string }[] } };
        const newest = list.data.results.find((e) => e.to === to);
        if (!newest) return false;
        const email = (await callApi(b, `admin-ponteiro/outbox/${newest.id}/`, undefined, token))
          .data as { text: string };
        link = (email.text.match(/https?:\/\/\S+/g) ?? []).find((l) => pattern.test(l));
        return link !== undefined;
      },
      { timeout: 10_000, message: `an email to ${to} with a link like ${pattern}` },
    )
    .toBe(true);
  return link!;
}

/**
 * A new person in the demo company: invited by the owner with `role`, signed up and accepted
 * through the API (the token is read from the outbox by a platform administrator). Tests that change members
 * use such people, so the demo logins other tests sign in with keep their roles.
 */
export async function newMember(
  b: BrowserSession,
  name: string,
  role: string,
): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const password = 'Cafe-Lilas-2026';
  await callApi(b, 'company/invitations/', { email, role }, await companyToken(b));
  const link = new URL(await emailLink(b, email, /\/select-company\?invitation=/));
  await callApi(b, 'auth/users/sign_up/', { name, email, password });
  const signedIn = await callApi(b, 'oauth2/token/', { email, password });
  await callApi(
    b,
    'auth/invitations/accept/',
    { token: link.searchParams.get('invitation') ?? '' },
    signedIn.data.access_token,
  );
  return { email, password };
}
