import { adminEndpoints } from '@ponteiro/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sendOperation } from '../api/operations';
import { callAdmin, loadAdminSlug } from './admin-api';
import { clearAdminSession, readAdminSession, writeAdminSession } from './storage';

/** Signs a platform administrator in and stores the admin session cookie. */
export async function adminSignIn(username: string, password: string): Promise<void> {
  const name = username.trim();
  const answer = await callAdmin(
    adminEndpoints.signIn,
    { body: { username: name, password } },
    { silent: true },
  );
  writeAdminSession({ access_token: answer.access_token, username: name });
}

/**
 * Ends the admin session here at once and asks the server to revoke the token, so a copy of it
 * (a shared computer, a leaked cookie) stops working too. The answer is not awaited: signing out
 * must not hang on the network, and a token the server did not hear about still expires.
 */
export function adminSignOut(queryClient?: QueryClient): Promise<void> {
  const token = readAdminSession()?.access_token;
  clearAdminSession();
  queryClient?.removeQueries({ queryKey: ['admin'] });
  if (!token) return Promise.resolve();
  // Not callAdmin: the session is already cleared, so its token is passed here explicitly.
  return loadAdminSlug()
    .then(() =>
      sendOperation(adminEndpoints.signOut, undefined, {
        headers: { Authorization: `Bearer ${token}` },
        silent: true,
      }),
    )
    .then(
      () => undefined,
      () => undefined,
    );
}
