import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf } from '../../../test/render-screen';

// What the request screens' tests share: a mocked transport and session, and the helpers that read
// what was sent. `vi.mock` is hoisted file by file, so each test file still declares the mocks,
// taking the modules from here:
//   vi.mock('../../../api/client', () => import('./request-test-setup').then((m) => m.apiClientModule));
// (likewise `sessionQueryModule` and `punchStatusModule`). This file must not import those modules.

/** The mocked transport: `apiRequest(path, init)`. */
export const apiRequest = vi.fn();

/** The session's permissions and the employee the punch clock is linked to. */
export const session = {
  permissions: [] as string[],
  employee: null as { id: string; name: string } | null,
};

/** The mocked `api/client`. */
export const apiClientModule = { apiRequest };
/** The mocked `session/session-query`. */
export const sessionQueryModule = {
  useSession: () => ({ data: { permissions: session.permissions } }),
};
/** The mocked `punch/use-punch-status`. */
export const punchStatusModule = {
  usePunchClock: () => ({
    data: { status: { employee: session.employee }, offsetMs: 0 },
    isLoading: false,
  }),
};

/** The second argument of `apiRequest`. */
export interface Init<Body = unknown> {
  method?: string;
  query?: Record<string, unknown>;
  body?: Body;
}

/** Each test starts in Portuguese, as `employee` with `permissions`, the transport reset. */
export async function signIn(permissions: string[], employee: { id: string; name: string }) {
  await setLanguage('pt');
  session.permissions = permissions;
  session.employee = employee;
  apiRequest.mockReset();
}

/** The list and creation of requests. */
export const REQUESTS = 'ta-events/requests/';

/** The requests sent (`POST ta-events/requests/`). */
export const posts = () => callsOf(apiRequest, REQUESTS, 'POST');

/** The file a multipart call sent. */
export const sentFile = (call: unknown[] | undefined) =>
  ((call?.[1] as Init | undefined)?.body as FormData | undefined)?.get('file');

/** The text fields a multipart call sent. */
export const sentFields = (call: unknown[] | undefined) => {
  const form = (call?.[1] as Init | undefined)?.body as FormData;
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
};

/** Picks the option `title` of the select whose dropdown is open. */
export async function pickOption(title: string) {
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  await userEvent.click(option);
}
