import { Readable } from 'node:stream';
import { operations, XLSX_CONTENT_TYPE } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requestToday } from '../../lib/request-today.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { RegisterSettingsService } from '../register/settings.service.js';
import type { AfdExportService } from './afd-export.service.js';
import type { PunchService } from './punch.service.js';
import type { PunchLogService } from './punch-log.service.js';
import { punchLogFileName, punchLogXlsx } from './punch-log-xlsx.js';
import type { ReceiptService } from './receipt.service.js';
import type { TreatmentsService } from './treatments.service.js';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * punches/ (the employee's own punch: any member with an employee record; the employee record
 * decides, not a permission), timesheets/ treatments (timesheets.timesheet), the punch log
 * (timesheets.punch_log; the Employee role sees their own) and the company's AFD
 * (settings.system.afd_aej, like the AFD/AEJ screens).
 */
export const punchesRoutes: FastifyPluginAsyncZod<{
  punches: PunchService;
  receipts: ReceiptService;
  treatments: TreatmentsService;
  punchLog: PunchLogService;
  afdExport: AfdExportService;
  registerSettings: RegisterSettingsService;
}> = async (app, { punches, receipts, treatments, punchLog, afdExport, registerSettings }) => {
  const tags = ['punches'];
  const member = { member: true } as const;
  const timesheet = { permission: 'timesheets.timesheet' } as const;

  defineRoute(app, {
    operation: operations.punches.punch,
    access: member,
    docs: {
      tags,
      summary: 'Punch (REP-P): records a type-7 register entry and answers its receipt',
      description:
        'Idempotency-Key header (optional, ≤100 printable characters): the same key twice records ' +
        'one punch and answers the same body. Accessor header: Web → collector 02, Mobile → 01, ' +
        'Desktop → 03. Outside the geofence the punch is recorded and flagged, never refused. ' +
        'client_time older than a minute: an off-line punch (offline flag, both times). 422 when ' +
        "the caller has no employee record in the company or it is disabled. The company's " +
        'time-tracking settings (system/time-tracking/settings/) apply from the next punch: 422 ' +
        'for a collector it does not accept, no position when geolocation is required, no photo ' +
        'when a photo is required (nothing written). photo: base64 JPEG/PNG/WebP up to 512 KB ' +
        '(413 larger, 415 not an image), kept for the retention days when photos are asked for, ' +
        'ignored when they are off.',
    },
    handler: async (request, reply, scope) => {
      const data = await punches.punch(scope, request.body, {
        idempotencyKey: one(request.headers['idempotency-key']),
        accessor: one(request.headers.accessor),
      });
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: operations.punches.status,
    access: member,
    docs: { tags, summary: "The punch card: server clock, the caller's employee, today's punches" },
    handler: async (_request, reply, scope) =>
      reply.header('cache-control', 'no-store').send({ data: await punches.status(scope) }),
  });

  defineRoute(app, {
    operation: operations.punches.receipt,
    access: member,
    docs: {
      tags,
      summary: 'The signed receipt PDF of a punch (PAdES; own punches, or any with the punch log)',
    },
    handler: async (request, reply, scope) => {
      const { nsr, pdf } = await receipts.pdf(scope, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`comprovante-nsr-${nsr}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  defineRoute(app, {
    operation: operations.punchTreatments.include,
    access: timesheet,
    docs: { tags, summary: 'Include a missing punch (a treatment; the register is not changed)' },
    handler: async (request, reply, scope) => {
      const data = await treatments.include(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: operations.punchTreatments.includeMany,
    access: timesheet,
    docs: { tags, summary: 'Include the same punch for several employees (all or none)' },
    handler: async (request, reply, scope) => {
      const data = await treatments.includeMany(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: operations.punchTreatments.disregard,
    access: timesheet,
    docs: { tags, summary: 'Disregard a recorded punch, with a reason' },
    handler: async (request, _reply, scope) => ({
      data: await treatments.disregard(
        scope,
        request.params.id,
        request.body.reason,
        scope.context,
      ),
    }),
  });

  defineRoute(app, {
    operation: operations.punchTreatments.undo,
    access: timesheet,
    docs: { tags, summary: 'Undo an inclusion or a disregard (another treatment, with history)' },
    handler: async (request, _reply, scope) => ({
      data: await treatments.undo(scope, request.params.id, request.body.reason, scope.context),
    }),
  });

  defineRoute(app, {
    operation: operations.punchTreatments.punchLog,
    access: { permission: 'timesheets.punch_log' },
    docs: {
      tags,
      summary: 'Punch log: recorded and included punches with flags and treatments',
      description: 'Dates in each workplace zone; default the last 7 days. Employees: their own.',
    },
    handler: async (request, _reply, scope) => ({
      data: await punchLog.list(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.punchTreatments.punchLogExport,
    access: { permission: 'timesheets.punch_log' },
    docs: { tags, summary: 'The punch log as xlsx (same filters)' },
    handler: async (request, reply, scope) => {
      const today = requestToday(request);
      const language = requestLanguage(request);
      const from = request.query.from ?? today;
      const to = request.query.to ?? today;
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(punchLogFileName(language, from, to)))
        .header('cache-control', 'no-store')
        .send(punchLogXlsx(punchLog.all(scope, request.query, today), language));
    },
  });

  defineRoute(app, {
    operation: operations.afdExport.afd,
    access: { permission: 'settings.system.afd_aej' },
    docs: {
      tags,
      summary: "The company's AFD of one workplace and period, from the register (Portaria 671)",
      description:
        'Types 1, 2, 4, 5, 6, 7, 9 and the signature line; layout 003 (004 for an alphanumeric ' +
        'CNPJ); ISO-8859-1, CR LF; named AFD<INPI><CNPJ>REP_P.txt; streamed.',
    },
    handler: async (request, reply, scope) => {
      const { fileName, chunks } = await afdExport.afd(scope, request.query);
      return reply
        .type('text/plain; charset=iso-8859-1')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  });

  defineRoute(app, {
    operation: operations.afdExport.settings,
    access: { permission: 'settings.system.afd_aej' },
    docs: {
      tags,
      summary:
        "The company's REP-P settings: responsible CPF, certificate, AEJ developer, INPI numbers",
    },
    handler: async (_request, _reply, scope) => ({ data: await registerSettings.get(scope) }),
  });

  defineRoute(app, {
    operation: operations.afdExport.updateSettings,
    access: { permission: 'settings.system.afd_aej' },
    docs: {
      tags,
      summary: "Set the company's REP-P responsible person and/or AEJ record 08 developer",
      description:
        'Each key is optional: an absent one keeps its value, null clears it (developer: back to ' +
        "the installation's). developer.document is a CPF or a numeric CNPJ.",
    },
    handler: async (request, _reply, scope) => ({
      data: await registerSettings.update(scope, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: operations.afdExport.plan,
    access: { permission: 'settings.system.afd_aej' },
    docs: {
      tags,
      summary: 'Plan an AFD download: its name, records and the pin (generated_at, through_nsr)',
      description:
        'Pass the pin to reports/afd/ and reports/afd/signature/: both then write the same bytes, ' +
        'so the .p7s signs exactly the file downloaded next to it.',
    },
    handler: async (request, _reply, scope) => ({
      data: await afdExport.plan(scope, request.query),
    }),
  });

  defineRoute(app, {
    operation: operations.afdExport.signature,
    access: { permission: 'settings.system.afd_aej' },
    docs: {
      tags,
      summary:
        "The detached CAdES signature (.p7s) of a pinned AFD, with the company's certificate",
    },
    handler: async (request, reply, scope) => {
      const { fileName, p7s } = await afdExport.signature(scope, request.query);
      return reply
        .type('application/pkcs7-signature')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(p7s));
    },
  });

  defineRoute(app, {
    operation: operations.afdExport.uploadCertificate,
    access: { permission: 'settings.system.afd_aej' },
    docs: {
      tags,
      summary: "Upload the company's e-CNPJ A1 (PKCS#12) that signs its AFD",
      description:
        'multipart/form-data: the text field "password" first, then the file in "file" (.p12/.pfx, ' +
        'up to 64 KB). Kept sealed (AES-256-GCM); the password is never answered. 415 when not a ' +
        'PKCS#12, 422 for a wrong password (field password) or an expired certificate.',
    },
    handler: async (request, _reply, scope) => {
      const upload = await receiveUpload(request, 'certificate');
      const password = upload.fields.password ?? '';
      return {
        data: await registerSettings.uploadCertificate(
          scope,
          { bytes: upload.bytes, password },
          scope.context,
        ),
      };
    },
  });

  defineRoute(app, {
    operation: operations.afdExport.removeCertificate,
    access: { permission: 'settings.system.afd_aej' },
    docs: { tags, summary: "Remove the company's certificate" },
    handler: async (_request, _reply, scope) => ({
      data: await registerSettings.removeCertificate(scope, scope.context),
    }),
  });
};
