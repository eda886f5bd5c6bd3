import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod as ZodPlugin } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { MembersService } from './service.js';

/** auth/users/ (the company's users, as the specification names them) and company/invitations/
 * (permission settings.system.role_permission). */
export const membersRoutes: ZodPlugin<{ members: MembersService }> = async (app, { members }) => {
  const access = { permission: 'settings.system.role_permission' } as const;
  const tags = ['members'];
  const { members: memberOps, invitations } = operations;

  defineRoute(app, {
    operation: memberOps.list,
    access,
    docs: { tags, summary: "The company's users and their roles" },
    handler: async (_request, _reply, { companyId }) => ({ data: await members.list(companyId) }),
  });

  defineRoute(app, {
    operation: memberOps.changeRole,
    access,
    docs: { tags, summary: "Change a member's role" },
    handler: async (request, _reply, scope) => {
      await members.changeRole(scope, request.params.userId, request.body.role, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: memberOps.remove,
    access,
    docs: { tags, summary: 'Remove a member' },
    handler: async (request, _reply, scope) => {
      await members.remove(scope, request.params.userId, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: invitations.list,
    access,
    docs: { tags, summary: 'Pending invitations' },
    handler: async (_request, _reply, { companyId }) => ({
      data: await members.listInvitations(companyId),
    }),
  });

  defineRoute(app, {
    operation: invitations.create,
    access,
    docs: { tags, summary: 'Invite someone by email with a role' },
    handler: async (request, reply, scope) => {
      const { email, role } = request.body;
      const data = await members.invite(scope, email, role, scope.context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: invitations.revoke,
    access,
    docs: { tags, summary: 'Revoke a pending invitation' },
    handler: async (request, _reply, scope) => {
      await members.revokeInvitation(scope, request.params.id, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: invitations.accept,
    access: { user: true },
    docs: { tags, summary: 'Accept an invitation sent to the caller’s email' },
    handler: async (request, _reply, { userId, context }) => ({
      data: await members.accept(userId, request.body.token, context),
    }),
  });
};
