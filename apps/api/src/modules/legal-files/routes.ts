import { type Problem, validateAej, validateAfd, withCode } from '@ponteiro/rep-files/validation';
import {
  LEGAL_FILE_KINDS,
  type LegalFileKind,
  type LegalFileReport,
  operations,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { receiveUpload } from '../../lib/uploads.js';

// The AFD's file name may name the REP (gov.br item 10: `…REP_C`, `REP_A`, `REP_P`), which decides
// the CRC rule when the content does not tell.
const VALIDATORS = {
  afd: (bytes: Uint8Array, fileName: string) => validateAfd(bytes, { fileName }),
  aej: (bytes: Uint8Array) => validateAej(bytes),
};
const TITLES = {
  afd: 'an AFD (Portaria 671 layout 003/004, 1510, or 1510 with the 595/2013 CRC)',
  aej: 'an AEJ (layout 001 or 002)',
};

/** Checks an uploaded file; writes nothing (the file is neither stored nor logged). */
export function validateLegalFile(
  kind: LegalFileKind,
  bytes: Uint8Array,
  filename: string,
): LegalFileReport {
  const report = VALIDATORS[kind](bytes, filename);
  // `code` and `params` let the screen translate the English `message` (added fields only).
  const problems = (list: readonly Problem[]) =>
    list.map(withCode).map(({ line, field, message, code, params }) => ({
      line,
      field,
      message,
      ...(code ? { code, params: params ?? {} } : {}),
    }));
  const { summary } = report;
  return {
    kind,
    filename,
    bytes: bytes.byteLength,
    valid: report.valid,
    errors: problems(report.errors),
    warnings: problems(report.warnings),
    counts: report.counts,
    summary: {
      layout: summary.layout,
      rep: summary.rep,
      crc: summary.crc,
      partial: summary.partial,
      errorsByField: summary.errorsByField,
      warningsByField: summary.warningsByField,
    },
  };
}

/** reports/afd/validate/ and reports/aej/validate/ — permission settings.system.afd_aej. */
export const legalFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of LEGAL_FILE_KINDS) {
    defineRoute(app, {
      operation: operations.legalFiles[kind],
      access: { permission: 'settings.system.afd_aej' },
      docs: {
        tags: ['reports'],
        summary: `Validate ${TITLES[kind]} from any REP: every problem with its line and field`,
      },
      handler: async (request) => {
        const upload = await receiveUpload(request, 'legalFile');
        return { data: validateLegalFile(kind, upload.bytes, upload.filename) };
      },
    });
  }
};
