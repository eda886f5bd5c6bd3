import {
  companySummarySchema,
  dataEnvelope,
  invitationAcceptBodySchema,
  invitationCreateBodySchema,
  invitationSchema,
  memberRoleBodySchema,
  memberSchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod as ZodPlugin } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import type { MembersService } from './service.js';

/** auth/users/ (the company's users, as the specification names them) and company/invitations/
 * (permission settings.system.role_permission). */
export const membersRoutes: ZodPlugin<{ members: MembersService }> = async (app, { members }) => {
  const access = { permission: 'settings.system.role_permission' } as const;
  const tags = ['members'];
  const userParams = z.object({ userId: z.uuid() });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/users/',
    access,
    schema: {
      tags,
      summary: "The company's users and their roles",
      response: { 200: dataEnvelope(z.array(memberSchema)) },
    },
    handler: async (_request, _reply, { companyId }) => ({ data: await members.list(companyId) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/auth/users/:userId/',
    access,
    schema: {
      tags,
      summary: "Change a member's role",
      params: userParams,
      body: memberRoleBodySchema,
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (request, _reply, scope) => {
      await members.changeRole(scope, request.params.userId, request.body.role, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/auth/users/:userId/',
    access,
    schema: {
      tags,
      summary: 'Remove a member',
      params: userParams,
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (request, _reply, scope) => {
      await members.remove(scope, request.params.userId, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/company/invitations/',
    access,
    schema: {
      tags,
      summary: 'Pending invitations',
      response: { 200: dataEnvelope(z.array(invitationSchema)) },
    },
    handler: async (_request, _reply, { companyId }) => ({
      data: await members.listInvitations(companyId),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/company/invitations/',
    access,
    schema: {
      tags,
      summary: 'Invite someone by email with a role',
      body: invitationCreateBodySchema,
      response: { 201: dataEnvelope(invitationSchema) },
    },
    handler: async (request, reply, scope) => {
      const { email, role } = request.body;
      const data = await members.invite(scope, email, role, scope.context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/company/invitations/:id/',
    access,
    schema: {
      tags,
      summary: 'Revoke a pending invitation',
      params: z.object({ id: z.uuid() }),
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (request, _reply, scope) => {
      await members.revokeInvitation(scope, request.params.id, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/invitations/accept/',
    access: { user: true },
    schema: {
      tags,
      summary: 'Accept an invitation sent to the caller’s email',
      body: invitationAcceptBodySchema,
      response: { 200: dataEnvelope(companySummarySchema) },
    },
    handler: async (request, _reply, { userId, context }) => ({
      data: await members.accept(userId, request.body.token, context),
    }),
  });
};
