import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { Mock } from 'vitest';

/**
 * Renders one screen of these tests at `url` (lists keep their state in the address), with a
 * query client of its own that does not retry; returns the router to read the address back.
 * `path` is the screen's route pattern (for screens that read params); `routes` are other routes
 * the screen may navigate to.
 */
export function renderScreen(
  screen: ReactElement,
  url = '/',
  { path = '*', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element: screen }, ...routes], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** One page of a list answer, as the server sends it (api.md). */
export const listPage = <T,>(results: T[]) => ({
  results,
  count: results.length,
  page: 1,
  page_size: 25,
});

/** The calls a mocked transport (`apiRequest(path, init)`) received for `path` and `method`. */
export const callsOf = (apiRequest: Mock, path: string, method = 'GET') =>
  apiRequest.mock.calls.filter(([p, init]) => p === path && (init?.method ?? 'GET') === method);
