import { z } from 'zod';

/**
 * A trimmed string that must not be empty. `abort` stops the later checks, so an empty field
 * reports `validation.required` alone instead of also "invalid CPF".
 */
export function requiredText() {
  return z.string().trim().min(1, { message: 'validation.required', abort: true });
}
