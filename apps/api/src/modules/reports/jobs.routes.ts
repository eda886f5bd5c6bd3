import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { ReportJobsService } from './jobs.service.js';

/** `attachment; filename="…"` with the UTF-8 name beside an ASCII one (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * reports/jobs/: reports made as files in the background (the Downloads list). Asking needs the
 * report's own permission (checked by kind); each member sees the jobs they asked for, the
 * full-access roles every job of the company.
 */
export const reportJobsRoutes: FastifyPluginAsyncZod<{ reportJobs: ReportJobsService }> = async (
  app,
  { reportJobs },
) => {
  const tags = ['reports'];

  defineRoute(app, {
    operation: operations.reportJobs.create,
    access: { member: true },
    docs: {
      tags,
      summary: 'Ask for a report file; it is made in the background (poll the job, then download)',
      description:
        "Needs the report's permission (reports.time_mirror, reports.hours_bank, reports.overtime, " +
        'reports.payroll, reports.summary; 403 without it). An Employee gets only their own figures ' +
        '(another employee → 404, a department or subsidiary → 403). 422 when no employee of the ' +
        'selection worked in the period. The file is kept 7 days.',
    },
    handler: async (request, reply, scope) =>
      reply
        .status(202)
        .send({ data: await reportJobs.create(scope, request.body, requestLanguage(request)) }),
  });

  defineRoute(app, {
    operation: operations.reportJobs.list,
    access: { member: true },
    docs: { tags, summary: 'The Downloads list: report jobs of the last 7 days, newest first' },
    handler: async (request, _reply, scope) => ({
      data: await reportJobs.list(scope, request.query, requestLanguage(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.reportJobs.get,
    access: { member: true },
    docs: { tags, summary: "A report job's status and progress (employees done of total)" },
    handler: async (request, _reply, scope) => ({
      data: await reportJobs.get(scope, request.params.id, requestLanguage(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.reportJobs.file,
    access: { member: true },
    docs: {
      tags,
      summary: "Download a report job's file",
      description: '409 while it is being made, and once it has expired (7 days).',
    },
    handler: async (request, reply, scope) => {
      const file = await reportJobs.file(scope, request.params.id);
      return reply
        .type(file.type)
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });

  defineRoute(app, {
    operation: operations.reportJobs.remove,
    access: { member: true },
    docs: { tags, summary: 'Remove a report job and its file from the Downloads list' },
    handler: async (request, _reply, scope) => {
      await reportJobs.remove(scope, request.params.id);
      return { data: null };
    },
  });
};
