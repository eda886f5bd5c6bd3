import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/authenticate.js';
import type { EmployeeImportService } from './import.service.js';

/** employees/import/template/ and employees/import/ — permission employee.import. */
export const employeeImportRoutes: FastifyPluginAsyncZod<{
  employeeImport: EmployeeImportService;
  guards: Guards;
}> = async (_app, _deps) => {};
