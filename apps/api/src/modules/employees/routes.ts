import {
  dataEnvelope,
  employeeBodySchema,
  employeeBulkBodySchema,
  employeeBulkResultSchema,
  employeeHistoryEntrySchema,
  employeeListQuerySchema,
  employeeSchema,
  employeeSelfServiceBodySchema,
  errorResponseSchema,
  invitationSchema,
  listEnvelope,
  listQuerySchema,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { Actor, EmployeesService } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};
const params = z.object({ id: z.uuid({ message: 'validation.uuid' }) });
const pageQuery = listQuerySchema.pick({ page: true, page_size: true });

const actorOf = (request: FastifyRequest): Actor => ({
  companyId: request.membership!.companyId,
  userId: request.principal!.userId,
  role: request.membership!.role,
});

/** employees/* — permissions employee.*. */
export const employeesRoutes: FastifyPluginAsyncZod<{
  employees: EmployeesService;
  guards: Guards;
}> = async (app, { employees, guards }) => {
  const common = { tags: ['employees'], security: [{ bearer: [] }] };

  app.get(
    '/employees/',
    {
      onRequest: guards.permission('employee'),
      schema: {
        ...common,
        summary: 'List employees (search by name, CPF or registration; filters; ordering)',
        querystring: employeeListQuerySchema,
        response: { 200: listEnvelope(employeeSchema), ...errors },
      },
    },
    async (request) => ({
      data: await employees.list(request.membership!.companyId, request.query),
    }),
  );

  app.post(
    '/employees/',
    {
      onRequest: guards.permission('employee.add'),
      schema: {
        ...common,
        summary: 'Create an employee',
        body: employeeBodySchema,
        response: { 201: dataEnvelope(employeeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await employees.create(actorOf(request), request.body, requestContext(request));
      return reply.status(201).send({ data });
    },
  );

  for (const [path, key, summary] of [
    ['enable', 'employee.enable', 'Enable employees (all or nothing)'],
    ['disable', 'employee.disable', 'Disable employees: no punches, no seat (all or nothing)'],
  ] as const) {
    app.post(
      `/employees/${path}/`,
      {
        onRequest: guards.permission(key),
        schema: {
          ...common,
          summary,
          body: employeeBulkBodySchema,
          response: { 200: dataEnvelope(employeeBulkResultSchema), ...errors },
        },
      },
      async (request) => ({
        data: await employees[path](actorOf(request), request.body.ids, requestContext(request)),
      }),
    );
  }

  app.get(
    '/employees/:id/',
    {
      onRequest: guards.permission('employee'),
      schema: {
        ...common,
        summary: 'One employee',
        params,
        response: { 200: dataEnvelope(employeeSchema), ...errors },
      },
    },
    async (request) => ({
      data: await employees.get(request.membership!.companyId, request.params.id),
    }),
  );

  app.put(
    '/employees/:id/',
    {
      onRequest: guards.permission('employee.edit'),
      schema: {
        ...common,
        summary: 'Update an employee (the whole form; status only through enable/disable)',
        params,
        body: employeeBodySchema,
        response: { 200: dataEnvelope(employeeSchema), ...errors },
      },
    },
    async (request) => ({
      data: await employees.update(
        actorOf(request),
        request.params.id,
        request.body,
        requestContext(request),
      ),
    }),
  );

  app.get(
    '/employees/:id/history/',
    {
      onRequest: guards.permission('employee.history'),
      schema: {
        ...common,
        summary: "An employee's changes, newest first: who, when, before → after per field",
        params,
        querystring: pageQuery,
        response: { 200: listEnvelope(employeeHistoryEntrySchema), ...errors },
      },
    },
    async (request) => ({
      data: await employees.history(
        request.membership!.companyId,
        request.params.id,
        request.query,
      ),
    }),
  );

  app.post(
    '/employees/:id/photo/',
    {
      onRequest: guards.permission('employee.edit'),
      schema: {
        ...common,
        summary: 'Upload the photo (JPEG or PNG, up to 200 KB; multipart field "file")',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: dataEnvelope(employeeSchema), ...errors },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, 'profileImage');
      return {
        data: await employees.setPhoto(
          actorOf(request),
          request.params.id,
          upload,
          requestContext(request),
        ),
      };
    },
  );

  app.delete(
    '/employees/:id/photo/',
    {
      onRequest: guards.permission('employee.edit'),
      schema: {
        ...common,
        summary: 'Remove the photo',
        params,
        response: { 200: dataEnvelope(employeeSchema), ...errors },
      },
    },
    async (request) => ({
      data: await employees.deletePhoto(
        actorOf(request),
        request.params.id,
        requestContext(request),
      ),
    }),
  );

  app.post(
    '/employees/:id/self-service/',
    {
      onRequest: guards.permission('employee.edit'),
      schema: {
        ...common,
        summary:
          'Invite the employee as a company user with the Employee role, linked on acceptance',
        params,
        body: employeeSelfServiceBodySchema,
        response: { 201: dataEnvelope(invitationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await employees.inviteSelfService(
        actorOf(request),
        request.params.id,
        request.body.email,
        requestContext(request),
      );
      return reply.status(201).send({ data });
    },
  );
};
