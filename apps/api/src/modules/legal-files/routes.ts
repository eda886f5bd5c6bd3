import { validateAej, validateAfd } from '@ponteiro/rep-files/validation';
import {
  dataEnvelope,
  errorResponseSchema,
  LEGAL_FILE_KINDS,
  type LegalFileKind,
  type LegalFileReport,
  legalFileReportSchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveUpload } from '../../lib/uploads.js';
import type { Guards } from '../../plugins/authenticate.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

const VALIDATORS = { afd: validateAfd, aej: validateAej };
const TITLES = { afd: 'an AFD (Portaria 671 layout 003/004 or 1510)', aej: 'an AEJ (layout 001)' };

/** Checks an uploaded file; writes nothing (the file is neither stored nor logged). */
export function validateLegalFile(
  kind: LegalFileKind,
  bytes: Uint8Array,
  filename: string,
): LegalFileReport {
  const report = VALIDATORS[kind](bytes);
  return {
    kind,
    filename,
    bytes: bytes.byteLength,
    valid: report.valid,
    errors: report.errors.map(({ line, field, message }) => ({ line, field, message })),
    counts: report.counts,
  };
}

/** reports/afd/validate/ and reports/aej/validate/ — permission settings.system.afd_aej. */
export const legalFilesRoutes: FastifyPluginAsyncZod<{ guards: Guards }> = async (
  app,
  { guards },
) => {
  for (const kind of LEGAL_FILE_KINDS) {
    app.post(
      `/reports/${kind}/validate/`,
      {
        onRequest: guards.permission('settings.system.afd_aej'),
        schema: {
          tags: ['reports'],
          security: [{ bearer: [] }],
          summary: `Validate ${TITLES[kind]} from any REP: every problem with its line and field`,
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(legalFileReportSchema), ...errors },
        },
      },
      async (request) => {
        const upload = await receiveUpload(request, 'legalFile');
        return { data: validateLegalFile(kind, upload.bytes, upload.filename) };
      },
    );
  }
};
