import {
  dataEnvelope,
  departmentBodySchema,
  departmentSchema,
  errorResponseSchema,
  isValidTimeZone,
  listEnvelope,
  listQuerySchema,
  locationBodySchema,
  locationSchema,
  organizationDashboardSchema,
  type PermissionKey,
  positionBodySchema,
  positionSchema,
  structureNodeSchema,
  subsidiaryBodySchema,
  subsidiarySchema,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { OrganizationService } from './service.js';
import type { Actor } from './shared.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const params = z.object({ id: z.uuid({ message: 'validation.uuid' }) });
/** The browser's IANA zone from the `Timezone` header; absent or unknown → the company's. */
const headerTimeZone = (request: FastifyRequest): string | undefined => {
  const value = request.headers.timezone;
  return typeof value === 'string' && isValidTimeZone(value) ? value : undefined;
};
const actorOf = (request: FastifyRequest): Actor => ({
  companyId: request.membership!.companyId,
  userId: request.principal!.userId,
});

interface CrudService<Body, Query> {
  list(companyId: string, query: Query): Promise<unknown>;
  get(companyId: string, id: string): Promise<unknown>;
  create(actor: Actor, body: Body, context: ReturnType<typeof requestContext>): Promise<unknown>;
  update(
    actor: Actor,
    id: string,
    body: Body,
    context: ReturnType<typeof requestContext>,
  ): Promise<unknown>;
  remove(actor: Actor, id: string, context: ReturnType<typeof requestContext>): Promise<void>;
}

/** organization/* — permissions organization.* (lists also for `employee`, whose forms need them). */
export const organizationRoutes: FastifyPluginAsyncZod<{
  organization: OrganizationService;
  guards: Guards;
}> = async (app, { organization, guards }) => {
  const security = [{ bearer: [] }];

  /** List, read, create, update and delete of one organization resource. */
  function crud<B extends z.ZodType, Q extends z.ZodType>(spec: {
    path: string;
    node: 'subsidiary' | 'department' | 'position' | 'location';
    body: B;
    item: z.ZodType;
    query: Q;
    service: CrudService<z.output<B>, z.output<Q>>;
  }) {
    const base = `/organization/${spec.path}/`;
    const one = `${base}:id/`;
    const tags = ['organization'];
    const key = (action: string) => `organization.${spec.node}${action}` as PermissionKey;
    const read = guards.anyPermission(key(''), 'employee');

    app.get(
      base,
      {
        onRequest: read,
        schema: {
          tags,
          security,
          summary: `List ${spec.path}`,
          querystring: spec.query,
          response: { 200: listEnvelope(spec.item), ...errors },
        },
      },
      async (request) => ({
        data: (await spec.service.list(
          request.membership!.companyId,
          request.query as z.output<Q>,
        )) as never,
      }),
    );
    app.get(
      one,
      {
        onRequest: read,
        schema: {
          tags,
          security,
          summary: `One of ${spec.path}`,
          params,
          response: { 200: dataEnvelope(spec.item), ...errors },
        },
      },
      async (request) => ({
        data: (await spec.service.get(request.membership!.companyId, request.params.id)) as never,
      }),
    );
    app.post(
      base,
      {
        onRequest: guards.permission(key('.add')),
        schema: {
          tags,
          security,
          summary: `Create in ${spec.path}`,
          body: spec.body,
          response: { 201: dataEnvelope(spec.item), ...errors },
        },
      },
      async (request, reply) => {
        const data = await spec.service.create(
          actorOf(request),
          request.body as z.output<B>,
          requestContext(request),
        );
        return reply.status(201).send({ data: data as never });
      },
    );
    app.put(
      one,
      {
        onRequest: guards.permission(key('.edit')),
        schema: {
          tags,
          security,
          summary: `Update one of ${spec.path}`,
          params,
          body: spec.body,
          response: { 200: dataEnvelope(spec.item), ...errors },
        },
      },
      async (request) => ({
        data: (await spec.service.update(
          actorOf(request),
          request.params.id,
          request.body as z.output<B>,
          requestContext(request),
        )) as never,
      }),
    );
    app.delete(
      one,
      {
        onRequest: guards.permission(key('.delete')),
        schema: {
          tags,
          security,
          summary: `Delete one of ${spec.path} (409 while something still points at it)`,
          params,
          response: { 200: dataEnvelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await spec.service.remove(actorOf(request), request.params.id, requestContext(request));
        return { data: null };
      },
    );
  }

  crud({
    path: 'subsidiaries',
    node: 'subsidiary',
    body: subsidiaryBodySchema,
    item: subsidiarySchema,
    query: listQuerySchema,
    service: organization.subsidiaries,
  });
  crud({
    path: 'departments',
    node: 'department',
    body: departmentBodySchema,
    item: departmentSchema,
    query: listQuerySchema.extend({ parent_id: z.uuid({ message: 'validation.uuid' }).optional() }),
    service: organization.departments,
  });
  crud({
    path: 'positions',
    node: 'position',
    body: positionBodySchema,
    item: positionSchema,
    query: listQuerySchema,
    service: organization.positions,
  });
  crud({
    path: 'locations',
    node: 'location',
    body: locationBodySchema,
    item: locationSchema,
    query: listQuerySchema,
    service: organization.locations,
  });

  app.get(
    '/organization/structure/',
    {
      onRequest: guards.permission('organization.structure'),
      schema: {
        tags: ['organization'],
        security,
        summary: 'Company → subsidiaries → departments, with active headcounts',
        response: { 200: dataEnvelope(structureNodeSchema), ...errors },
      },
    },
    async (request) => ({ data: await organization.structure(request.membership!.companyId) }),
  );

  // Gated like the structure: it names positions and departments that a role holding only one
  // branch of `organization` cannot list (the `dashboard` permission is the company's /dashboard).
  app.get(
    '/organization/dashboard/',
    {
      onRequest: guards.permission('organization.structure'),
      schema: {
        tags: ['organization'],
        security,
        summary: 'Headcounts and the last 12 months of admissions and terminations',
        response: { 200: dataEnvelope(organizationDashboardSchema), ...errors },
      },
    },
    async (request) => ({
      data: await organization.dashboard(request.membership!.companyId, {
        timeZone: headerTimeZone(request),
      }),
    }),
  );
};
