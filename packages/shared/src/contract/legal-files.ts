import { z } from 'zod';

// Legal files HR can check from any REP: POST reports/afd/validate/ and reports/aej/validate/
// (multipart field "file", plain text up to 10 MB), permission settings.system.afd_aej.

export const LEGAL_FILE_KINDS = ['afd', 'aej'] as const;
export type LegalFileKind = (typeof LEGAL_FILE_KINDS)[number];

/** The validator's report: every problem with its 1-based line and field, and record counts. */
export const legalFileReportSchema = z
  .object({
    kind: z.enum(LEGAL_FILE_KINDS),
    filename: z.string(),
    bytes: z.number().int(),
    valid: z.boolean(),
    errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
    counts: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'LegalFileReport' });
export type LegalFileReport = z.infer<typeof legalFileReportSchema>;
