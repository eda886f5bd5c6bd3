import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { receiveFeedbackForm } from './form.js';
import type { FeedbackService } from './service.js';

/** feedback/: any member of the company sends feedback and reads their own with its reply. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  const op = operations.feedback;
  const tags = ['feedback'];
  const access = { member: true } as const;

  defineRoute(app, {
    operation: op.create,
    access,
    docs: {
      tags,
      summary: 'Send feedback to the provider',
      description:
        'multipart/form-data: text fields `category` (bug, idea, question, other), `message` ' +
        '(3–5000 characters), `page` (the app path, ≤ 300), `app_version` (≤ 50), then an ' +
        'optional screenshot file (field `screenshot` or `file`; JPEG or PNG up to 3 MB, told ' +
        'by its bytes: 413 when larger, 415 when another type).',
    },
    handler: async (request, reply, scope) => {
      const submission = await receiveFeedbackForm(request);
      return reply
        .status(201)
        .send({ data: await feedback.send(scope, submission, scope.context) });
    },
  });
  defineRoute(app, {
    operation: op.list,
    access,
    docs: { tags, summary: "The caller's own feedback in this company, newest first" },
    handler: async (request, _reply, scope) => ({
      data: await feedback.mine(scope, request.query),
    }),
  });
  defineRoute(app, {
    operation: op.unread,
    access,
    docs: { tags, summary: "How many of the caller's replies are still unread (the badge)" },
    handler: async (_request, _reply, scope) => ({ data: await feedback.unread(scope) }),
  });
  defineRoute(app, {
    operation: op.markRead,
    access,
    docs: { tags, summary: 'Mark the reply to one of the caller’s feedback as read' },
    handler: async (request, _reply, scope) => ({
      data: await feedback.markRead(scope, request.params.id, scope.context),
    }),
  });
};
