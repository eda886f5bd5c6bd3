import { z } from 'zod';

/**
 * What an import of a spreadsheet did (employees, holidays, opening balances): how many rows,
 * what was added, corrected (`updates`) or left as it was, and every rejected row with its line in
 * the file (the header is line 1) and each field's messages, already translated.
 */
export function importResultSchema<const U extends boolean>(options: { updates: U }) {
  const count = z.number().int();
  return z.object({
    total_rows: count,
    created: count,
    ...((options.updates ? { updated: count } : {}) as U extends true
      ? { updated: typeof count }
      : Record<never, never>),
    /** Rows equal to what is kept (importing a file again changes nothing). */
    unchanged: count,
    rejected: z.array(
      z.object({
        row: z.number().int(),
        errors: z.record(z.string(), z.array(z.string())),
      }),
    ),
    dry_run: z.boolean(),
  });
}
