import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from './cnpj.js';
import { isValidCpf, normalizeCpf } from './cpf.js';
import { isValidPis, normalizePis } from './pis.js';
import { requiredText } from './required-text.js';

// Schemas accept the masked or bare form and output the normalized value. `.overwrite` (not
// `.transform`) keeps them plain ZodStrings: they stay composable and representable in OpenAPI.
// Every field check in this folder uses `abort: true`: a field that failed stops the object-level
// checks (`checkEmployerId`, `checkPhoneForDialCode`), so each field reports a single message.

export const cpfSchema = requiredText()
  .overwrite(normalizeCpf)
  .refine(isValidCpf, { message: 'validation.cpf', abort: true });

export const cnpjSchema = requiredText()
  .overwrite(normalizeCnpj)
  .refine(isValidCnpj, { message: 'validation.cnpj', abort: true });

export const pisSchema = requiredText()
  .overwrite(normalizePis)
  .refine(isValidPis, { message: 'validation.pis', abort: true });

/** A company's employer is identified by its CNPJ or, for a person (e.g. a household), CPF. */
export const EMPLOYER_TYPES = ['cnpj', 'cpf'] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];

export interface EmployerIdFields {
  employer_type: EmployerType;
  employer_id: string;
}

export function isValidEmployerId(type: EmployerType, id: string): boolean {
  return type === 'cnpj' ? isValidCnpj(id) : isValidCpf(id);
}

/**
 * Spread into a `z.object` together with `checkEmployerId`. `employer_id` is normalized with the
 * CNPJ rule (strip `. / -` and spaces, upper-case), a superset of the CPF one: the type is not
 * known yet when the field is parsed.
 */
export const employerIdShape = {
  employer_type: z.enum(EMPLOYER_TYPES),
  employer_id: requiredText().overwrite(normalizeCnpj),
};

/**
 * Object-level check: `employer_id` must be a valid CNPJ or CPF according to `employer_type`; the
 * issue goes on `employer_id` so forms show it beside that field. Zod skips it while either field
 * has its own issue. Usage:
 * `z.object({ ...employerIdShape, legal_name }).superRefine(checkEmployerId)`.
 */
export function checkEmployerId<T extends EmployerIdFields>(value: T, ctx: z.RefinementCtx<T>) {
  if (isValidEmployerId(value.employer_type, value.employer_id)) return;
  ctx.addIssue({
    code: 'custom',
    message: value.employer_type === 'cnpj' ? 'validation.cnpj' : 'validation.cpf',
    path: ['employer_id'],
    input: value.employer_id,
  });
}

/** `{ employer_type, employer_id }` alone; extend via `employerIdShape` + `checkEmployerId`. */
export const employerIdSchema = z.object(employerIdShape).superRefine(checkEmployerId);
