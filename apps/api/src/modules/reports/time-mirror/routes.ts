import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../../http/define-route.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { attachment } from '../jobs.routes.js';
import type { createTimeMirrorFileService } from './file.service.js';

/** reports/time-mirror/file/: one employee's espelho de ponto, PDF or xlsx, straight away. */
export const timeMirrorRoutes: FastifyPluginAsyncZod<{
  timeMirrorFile: ReturnType<typeof createTimeMirrorFileService>;
}> = async (app, { timeMirrorFile }) => {
  defineRoute(app, {
    operation: operations.timeMirror.file,
    access: { permission: 'reports.time_mirror' },
    docs: {
      tags: ['reports'],
      summary: "One employee's time mirror (Portaria 671 art. 84) as PDF or xlsx",
      description:
        "Without employee_id: the caller's own. An Employee gets only their own (another → 404). " +
        'Figures are the stored timesheet; a department or the whole company is a report job ' +
        '(POST reports/jobs/).',
    },
    handler: async (request, reply, scope) => {
      const file = await timeMirrorFile.file(scope, request.query, requestLanguage(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
};
