import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders one screen of these tests at `url` (lists keep their state in the address), with a
 * query client of its own that does not retry; returns the router to read the address back.
 */
export function renderScreen(screen: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
