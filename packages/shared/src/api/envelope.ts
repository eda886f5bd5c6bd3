import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants/index.js';
import { singleLineText } from '../validators/text-schemas.js';

// Response and query shapes of api.md, shared by the server (validation + OpenAPI) and the client.

export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ data: T }`, the shape of every success. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `page_size` must be exactly one of 25, 50, 100; anything else is a 400. */
export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
    message: 'validation.page_size',
  });

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  search: singleLineText().max(200).optional(),
  ordering: z
    .string()
    .regex(/^-?[a-z_]+$/, { message: 'validation.ordering' })
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listEnvelope<T extends z.ZodType>(item: T) {
  return dataEnvelope(
    z.object({
      results: z.array(item),
      count: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  );
}

export interface ListResult<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
}

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      version: z.string(),
      ok: z.boolean(),
    }),
    uptimeSeconds: z.number().int(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
