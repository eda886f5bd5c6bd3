import { z } from 'zod';
import { dataEnvelope } from '../../api/envelope.js';
import { legalFileReportSchema } from '../legal-files.js';
import { operation } from '../operation.js';

const validate = {
  method: 'POST',
  upload: true,
  responses: { 200: dataEnvelope(legalFileReportSchema) },
} as const;

/** Checking AFD and AEJ files from any REP, keyed by `LegalFileKind`. */
export const legalFilesOperations = {
  afd: operation({ ...validate, path: '/reports/afd/validate/' }),
  aej: operation({ ...validate, path: '/reports/aej/validate/' }),
};

/** Uploaded files, read through the signed URLs the API hands out (`photo_url`, `logo_url`). */
export const mediaOperations = {
  file: operation({
    method: 'GET',
    path: '/media/*',
    download: true,
    params: z.object({ '*': z.string().describe('The storage key (server-generated)') }),
    query: z.object({
      exp: z.string().max(20).optional().describe('Expiry, Unix seconds'),
      sig: z.string().max(100).optional().describe('HMAC-SHA256 of key and expiry'),
    }),
  }),
};
