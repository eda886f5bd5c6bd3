import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { type BuildRoutesOptions, buildRoutes } from '../router/routes';

/** Renders the whole app (all layouts and routes) at `path`, in memory. */
export function renderApp(path: string, options: BuildRoutesOptions = {}) {
  const router = createMemoryRouter(buildRoutes(options), { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
