import { createBrowserRouter } from 'react-router';
import { type BuildRoutesOptions, buildRoutes } from './routes';

export function createAppRouter(options: BuildRoutesOptions = {}) {
  return createBrowserRouter(buildRoutes(options));
}

export { AdminGuard, CompanyGuard } from './guards';
export { type BuildRoutesOptions, buildRoutes } from './routes';
