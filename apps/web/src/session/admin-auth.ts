import type { QueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-api';
import { clearAdminSession, writeAdminSession } from './storage';

/** Signs a platform administrator in and stores the admin session cookie. */
export async function adminSignIn(username: string, password: string): Promise<void> {
  const name = username.trim();
  const answer = await adminApi.post<{ access_token: string }>(
    'admin-ponteiro/auth/login/',
    { username: name, password },
    { silent: true },
  );
  writeAdminSession({ access_token: answer.access_token, username: name });
}

export function adminSignOut(queryClient?: QueryClient): void {
  clearAdminSession();
  queryClient?.removeQueries({ queryKey: ['admin'] });
}
