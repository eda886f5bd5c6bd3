import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/authenticate.js';
import type { EmployeesService } from './service.js';

/** employees/* — permissions employee.*. */
export const employeesRoutes: FastifyPluginAsyncZod<{
  employees: EmployeesService;
  guards: Guards;
}> = async (_app, _deps) => {};
