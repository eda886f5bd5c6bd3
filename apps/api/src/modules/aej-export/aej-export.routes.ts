import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AejExportService } from './aej-export.service.js';

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * reports/aej/: the company's AEJ (Portaria 671 art. 83) from the stored timesheets, its plan
 * and its detached signature — settings.system.afd_aej, like the AFD and the AFD/AEJ screens.
 */
export const aejExportRoutes: FastifyPluginAsyncZod<{ aej: AejExportService }> = async (
  app,
  { aej },
) => {
  const tags = ['reports'];
  const access = { permission: 'settings.system.afd_aej' } as const;

  defineRoute(app, {
    operation: operations.aejExport.aej,
    access,
    docs: {
      tags,
      summary: "The company's AEJ for a period (Portaria 671 art. 83), from the timesheets",
      description:
        'Records 01–08, 99 and the signature line; layout 001 (002 for an alphanumeric CNPJ); ' +
        'ISO-8859-1, CR LF; named AEJ_<CNPJ>_<from>_<to>.txt. The days of the period are ' +
        'computed first. With generated_at (from the plan) the bytes are those its .p7s signs: ' +
        'punches and treatments stored after that minute stay out. subsidiary_id: the employees ' +
        'of that workplace, under its CNPJ.',
    },
    handler: async (request, reply, scope) => {
      const { fileName, bytes } = await aej.aej(scope, request.query);
      return reply
        .type('text/plain; charset=iso-8859-1')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  });

  defineRoute(app, {
    operation: operations.aejExport.plan,
    access,
    docs: {
      tags,
      summary: 'Plan an AEJ download: its name, vínculos, marks, days pending and the pin',
      description:
        'Pass generated_at to reports/aej/ and reports/aej/signature/: both then write the same ' +
        'bytes, so the .p7s signs exactly the file downloaded next to it. Nothing is computed ' +
        'here: pending_days says how many employee-days the download will compute first.',
    },
    handler: async (request, _reply, scope) => ({ data: await aej.plan(scope, request.query) }),
  });

  defineRoute(app, {
    operation: operations.aejExport.signature,
    access,
    docs: {
      tags,
      summary:
        "The detached CAdES signature (.p7s) of a pinned AEJ, with the company's certificate",
      description: '422 when the company has no certificate (upload it in System › AFD and AEJ).',
    },
    handler: async (request, reply, scope) => {
      const { fileName, p7s } = await aej.signature(scope, request.query);
      return reply
        .type('application/pkcs7-signature')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(p7s));
    },
  });
};
