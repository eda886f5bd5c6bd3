import type { z } from 'zod';

/** `path → message` of every issue, or `null` when the input parses (tests only). */
export function issuesOf(schema: z.ZodType, input: unknown): string[] | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}
