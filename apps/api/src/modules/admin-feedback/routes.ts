import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AdminFeedbackService } from './service.js';

/** A screenshot's own answer must never run anything, even if a browser rendered it. */
const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** admin-<slug>/feedback/: every administrator reads and answers the companies' feedback. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<{
  feedback: AdminFeedbackService;
}> = async (app, { feedback }) => {
  const op = operations.admin.feedback;
  const tags = ['admin'];
  const access = { admin: true } as const;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: {
      tags,
      summary: "Companies' feedback (search: message, company, user; newest first)",
    },
    handler: async (request) => ({ data: await feedback.list(request.query) }),
  });
  defineRoute(app, {
    operation: op.get,
    access,
    docs: { tags, summary: 'One feedback (opening it does not mark it read)' },
    handler: async (request) => ({ data: await feedback.get(request.params.id) }),
  });
  defineRoute(app, {
    operation: op.update,
    access,
    docs: {
      tags,
      summary: 'Answer a feedback or change its status',
      description:
        'A reply sets `answered` (and shows as unread to its author); `read` marks a new one ' +
        'as seen, `new` puts it back; `answered` needs a reply.',
    },
    handler: async (request, _reply, { admin, context }) => ({
      data: await feedback.update(admin, request.params.id, request.body, context),
    }),
  });
  defineRoute(app, {
    operation: op.screenshot,
    access,
    docs: { tags, summary: "The feedback's screenshot (JPEG or PNG)" },
    handler: async (request, reply) => {
      const { bytes, contentType } = await feedback.screenshot(request.params.id);
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', IMAGE_CSP)
        .send(bytes as never);
    },
  });
};
