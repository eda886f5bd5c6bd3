import {
  dataEnvelope,
  employeeBodySchema,
  employeeBulkBodySchema,
  employeeBulkResultSchema,
  employeeHistoryEntrySchema,
  employeeListQuerySchema,
  employeeSchema,
  employeeSelfServiceBodySchema,
  invitationSchema,
  listEnvelope,
  listQuerySchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { EmployeesService } from './service.js';

const params = z.object({ id: z.uuid({ message: 'validation.uuid' }) });
const pageQuery = listQuerySchema.pick({ page: true, page_size: true });

/** employees/* — permissions employee.*. */
export const employeesRoutes: FastifyPluginAsyncZod<{ employees: EmployeesService }> = async (
  app,
  { employees },
) => {
  const tags = ['employees'];

  defineRoute(app, {
    method: 'GET',
    url: '/employees/',
    access: { permission: 'employee' },
    schema: {
      tags,
      summary: 'List employees (search by name, CPF or registration; filters; ordering)',
      querystring: employeeListQuerySchema,
      response: { 200: listEnvelope(employeeSchema) },
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await employees.list(companyId, request.query),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/employees/',
    access: { permission: 'employee.add' },
    schema: {
      tags,
      summary: 'Create an employee',
      body: employeeBodySchema,
      response: { 201: dataEnvelope(employeeSchema) },
    },
    handler: async (request, reply, scope) => {
      const data = await employees.create(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });

  for (const [path, permission, summary] of [
    ['enable', 'employee.enable', 'Enable employees (all or nothing)'],
    ['disable', 'employee.disable', 'Disable employees: no punches, no seat (all or nothing)'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/employees/${path}/`,
      access: { permission },
      schema: {
        tags,
        summary,
        body: employeeBulkBodySchema,
        response: { 200: dataEnvelope(employeeBulkResultSchema) },
      },
      handler: async (request, _reply, scope) => ({
        data: await employees[path](scope, request.body.ids, scope.context),
      }),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/employees/:id/',
    access: { permission: 'employee' },
    schema: {
      tags,
      summary: 'One employee',
      params,
      response: { 200: dataEnvelope(employeeSchema) },
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await employees.get(companyId, request.params.id),
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/employees/:id/',
    access: { permission: 'employee.edit' },
    schema: {
      tags,
      summary: 'Update an employee (the whole form; status only through enable/disable)',
      params,
      body: employeeBodySchema,
      response: { 200: dataEnvelope(employeeSchema) },
    },
    handler: async (request, _reply, scope) => ({
      data: await employees.update(scope, request.params.id, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/employees/:id/history/',
    access: { permission: 'employee.history' },
    schema: {
      tags,
      summary: "An employee's changes, newest first: who, when, before → after per field",
      params,
      querystring: pageQuery,
      response: { 200: listEnvelope(employeeHistoryEntrySchema) },
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await employees.history(companyId, request.params.id, request.query),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/employees/:id/photo/',
    access: { permission: 'employee.edit' },
    schema: {
      tags,
      summary: 'Upload the photo (JPEG or PNG, up to 200 KB; multipart field "file")',
      consumes: ['multipart/form-data'],
      params,
      response: { 200: dataEnvelope(employeeSchema) },
    },
    handler: async (request, _reply, scope) => {
      const upload = await receiveUpload(request, 'profileImage');
      return { data: await employees.setPhoto(scope, request.params.id, upload, scope.context) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/employees/:id/photo/',
    access: { permission: 'employee.edit' },
    schema: {
      tags,
      summary: 'Remove the photo',
      params,
      response: { 200: dataEnvelope(employeeSchema) },
    },
    handler: async (request, _reply, scope) => ({
      data: await employees.deletePhoto(scope, request.params.id, scope.context),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/employees/:id/self-service/',
    access: { permission: 'employee.edit' },
    schema: {
      tags,
      summary: 'Invite the employee as a company user with the Employee role, linked on acceptance',
      params,
      body: employeeSelfServiceBodySchema,
      response: { 201: dataEnvelope(invitationSchema) },
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
