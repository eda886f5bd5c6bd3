import {
  companySummarySchema,
  dataEnvelope,
  errorResponseSchema,
  invitationAcceptBodySchema,
  invitationCreateBodySchema,
  invitationSchema,
  memberRoleBodySchema,
  memberSchema,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as ZodPlugin } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { Actor, MembersService } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.principal!.userId,
    companyId: request.membership!.companyId,
    role: request.membership!.role,
  };
}

/** auth/users/ (the company's users, as the specification names them) and company/invitations/
 * (permission settings.system.role_permission). */
export const membersRoutes: ZodPlugin<{ members: MembersService; guards: Guards }> = async (
  app,
  { members, guards },
) => {
  const onRequest = guards.permission('settings.system.role_permission');
  const common = { tags: ['members'], security: [{ bearer: [] }] };
  const userParams = z.object({ userId: z.uuid() });

  app.get(
    '/auth/users/',
    {
      onRequest,
      schema: {
        ...common,
        summary: "The company's users and their roles",
        response: { 200: dataEnvelope(z.array(memberSchema)), ...errors },
      },
    },
    async (request) => ({ data: await members.list(request.membership!.companyId) }),
  );

  app.put(
    '/auth/users/:userId/',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Change a member's role",
        params: userParams,
        body: memberRoleBodySchema,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await members.changeRole(
        actorOf(request),
        request.params.userId,
        request.body.role,
        requestContext(request),
      );
      return { data: null };
    },
  );

  app.delete(
    '/auth/users/:userId/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Remove a member',
        params: userParams,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await members.remove(actorOf(request), request.params.userId, requestContext(request));
      return { data: null };
    },
  );

  app.get(
    '/company/invitations/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Pending invitations',
        response: { 200: dataEnvelope(z.array(invitationSchema)), ...errors },
      },
    },
    async (request) => ({ data: await members.listInvitations(request.membership!.companyId) }),
  );

  app.post(
    '/company/invitations/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Invite someone by email with a role',
        body: invitationCreateBodySchema,
        response: { 201: dataEnvelope(invitationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await members.invite(
        actorOf(request),
        request.body.email,
        request.body.role,
        requestContext(request),
      );
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/company/invitations/:id/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Revoke a pending invitation',
        params: z.object({ id: z.uuid() }),
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await members.revokeInvitation(actorOf(request), request.params.id, requestContext(request));
      return { data: null };
    },
  );

  app.post(
    '/auth/invitations/accept/',
    {
      onRequest: guards.user,
      schema: {
        tags: ['members'],
        security: [{ bearer: [] }],
        summary: 'Accept an invitation sent to the caller’s email',
        body: invitationAcceptBodySchema,
        response: { 200: dataEnvelope(companySummarySchema), ...errors },
      },
    },
    async (request) => ({
      data: await members.accept(
        request.principal!.userId,
        request.body.token,
        requestContext(request),
      ),
    }),
  );
};
