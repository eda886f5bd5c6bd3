import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { EmployeesService } from './service.js';

/** employees/* — permissions employee.*. */
export const employeesRoutes: FastifyPluginAsyncZod<{ employees: EmployeesService }> = async (
  app,
  { employees },
) => {
  const tags = ['employees'];
  const op = operations.employees;

  defineRoute(app, {
    operation: op.list,
    access: { permission: 'employee' },
    docs: {
      tags,
      summary: 'List employees (search by name, CPF or registration; filters; ordering)',
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await employees.list(companyId, request.query),
    }),
  });

  defineRoute(app, {
    operation: op.create,
    access: { permission: 'employee.add' },
    docs: { tags, summary: 'Create an employee' },
    handler: async (request, reply, scope) => {
      const data = await employees.create(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });

  for (const [change, permission, summary] of [
    ['enable', 'employee.enable', 'Enable employees (all or nothing)'],
    ['disable', 'employee.disable', 'Disable employees: no punches, no seat (all or nothing)'],
  ] as const) {
    defineRoute(app, {
      operation: op[change],
      access: { permission },
      docs: { tags, summary },
      handler: async (request, _reply, scope) => ({
        data: await employees[change](scope, request.body.ids, scope.context),
      }),
    });
  }

  defineRoute(app, {
    operation: op.get,
    access: { permission: 'employee' },
    docs: { tags, summary: 'One employee' },
    handler: async (request, _reply, { companyId }) => ({
      data: await employees.get(companyId, request.params.id),
    }),
  });

  defineRoute(app, {
    operation: op.update,
    access: { permission: 'employee.edit' },
    docs: {
      tags,
      summary: 'Update an employee (the whole form; status only through enable/disable)',
    },
    handler: async (request, _reply, scope) => ({
      data: await employees.update(scope, request.params.id, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: op.history,
    access: { permission: 'employee.history' },
    docs: {
      tags,
      summary: "An employee's changes, newest first: who, when, before → after per field",
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await employees.history(companyId, request.params.id, request.query),
    }),
  });

  defineRoute(app, {
    operation: op.setPhoto,
    access: { permission: 'employee.edit' },
    docs: {
      tags,
      summary: 'Upload the photo (JPEG or PNG, up to 200 KB; multipart field "file")',
    },
    handler: async (request, _reply, scope) => {
      const upload = await receiveUpload(request, 'profileImage');
      return { data: await employees.setPhoto(scope, request.params.id, upload, scope.context) };
    },
  });

  defineRoute(app, {
    operation: op.deletePhoto,
    access: { permission: 'employee.edit' },
    docs: { tags, summary: 'Remove the photo' },
    handler: async (request, _reply, scope) => ({
      data: await employees.deletePhoto(scope, request.params.id, scope.context),
    }),
  });

  defineRoute(app, {
    operation: op.inviteSelfService,
    access: { permission: 'employee.edit' },
    docs: {
      tags,
      summary: 'Invite the employee as a company user with the Employee role, linked on acceptance',
    },
    handler: async (request, reply, scope) => {
      const data = await employees.inviteSelfService(
        scope,
        request.params.id,
        request.body.email,
        scope.context,
      );
      return reply.status(201).send({ data });
    },
  });
};
