import { z } from 'zod';

// Legal files HR can check from any REP: POST reports/afd/validate/ and reports/aej/validate/
// (multipart field "file", plain text up to 10 MB), permission settings.system.afd_aej.

export const LEGAL_FILE_KINDS = ['afd', 'aej'] as const;
export type LegalFileKind = (typeof LEGAL_FILE_KINDS)[number];

/** The layouts the validators recognise (rep-files' `ReportLayout`; the screen translates them). */
export const LEGAL_FILE_LAYOUTS = [
  'afd-671',
  'afd-1510',
  'afd-1510-595',
  'aej-001',
  'aej-002',
  'unknown',
] as const;
export type LegalFileLayout = (typeof LEGAL_FILE_LAYOUTS)[number];

/** REP generations a file can show (AFD type-7 records, header or file name; AEJ `tpRep`). */
export const REP_GENERATIONS = ['REP-C', 'REP-A', 'REP-P'] as const;

const problemSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  /** In English (what the CLI prints); a screen translates `code` with `params` instead. */
  message: z.string(),
  /** The problem's code (rep-files `PROBLEM_MESSAGES`), absent for a text without one. */
  code: z.string().optional(),
  /** The values the message names (`{{value}}`, `{{expected}}`…), as text. */
  params: z.record(z.string(), z.string()).optional(),
});

/** What a person reads first: the file recognised and how many problems of each kind. */
export const legalFileSummarySchema = z.object({
  layout: z.enum(LEGAL_FILE_LAYOUTS),
  rep: z.enum(REP_GENERATIONS).nullable(),
  /** `CRC-16/KERMIT`, `CRC-16/MODBUS` or `CRC-16/CCITT-FALSE`; null without CRCs or none matched. */
  crc: z.string().nullable(),
  /** Checked as a records-only download (no header or trailer required). */
  partial: z.boolean(),
  errorsByField: z.record(z.string(), z.number().int()),
  warningsByField: z.record(z.string(), z.number().int()),
});

/**
 * The validator's report: every problem with its 1-based line and field, and record counts;
 * `warnings` are accepted deviations (they do not make the file invalid).
 */
export const legalFileReportSchema = z
  .object({
    kind: z.enum(LEGAL_FILE_KINDS),
    filename: z.string(),
    bytes: z.number().int(),
    valid: z.boolean(),
    errors: z.array(problemSchema),
    warnings: z.array(problemSchema),
    counts: z.record(z.string(), z.number().int()),
    summary: legalFileSummarySchema,
  })
  .meta({ id: 'LegalFileReport' });
export type LegalFileReport = z.infer<typeof legalFileReportSchema>;
export type LegalFileSummary = z.infer<typeof legalFileSummarySchema>;
