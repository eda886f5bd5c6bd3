import { authEndpoints, companiesEndpoints } from '@ponteiro/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { callOperation } from './api/operations';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { initI18n } from './i18n';
import { createAppRouter } from './router';
import { AppAdminGuard, AppCompanyGuard } from './router/app-guards';
import { installSession } from './session/install';
import './styles/global.css';

async function start(): Promise<void> {
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const router = createAppRouter({ companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard });
  installSession(router, queryClient);
  // The app's typed client and the session's part of the route table, for the browser tests
  // (e.g. concurrent 401s sharing one refresh). It grants nothing a script on the page could not
  // already do with fetch and the cookies. Not the whole table: it would grow the sign-in bundle.
  Object.defineProperty(window, '__ponteiro', {
    value: Object.freeze({
      callOperation,
      endpoints: { auth: authEndpoints, companies: companiesEndpoints },
    }),
  });
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
