import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { cnpjSchema } from '../validators/document-schemas.js';
import { isValidPhone, normalizePhone } from '../validators/phone.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';

// Resellers (issue 16): they bring companies and earn a commission per plan. The back-office
// manages them under admin-<slug>/distributor/ with multipart forms (text fields + the contract
// PDF and the logo); a form's text fields are parsed by the schemas below.

export const distributorCommissionSchema = z.object({
  plan_id: z.uuid(),
  plan_name: z.string(),
  /** 0–100 with up to 2 decimals (stored as basis points). */
  commission_percent: z.number(),
});
export type DistributorCommission = z.infer<typeof distributorCommissionSchema>;

export const distributorSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Digits (and letters for the alphanumeric CNPJ), without punctuation. */
    cnpj: z.string(),
    contact_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
    has_contract: z.boolean(),
    /** The contract's file name as uploaded (display only). */
    contract_name: z.string().nullable(),
    has_logo: z.boolean(),
    /** A short-lived signed URL of the logo (media route), for <img>. */
    logo_url: z.string().nullable(),
    /** Companies it brought (companies.distributor_id). */
    companies: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Distributor' });
export type Distributor = z.infer<typeof distributorSchema>;

export const distributorCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The plan of its subscription in force. */
  plan: z.string().nullable(),
  created_at: z.string(),
});
export type DistributorCompany = z.infer<typeof distributorCompanySchema>;

export const distributorDetailSchema = distributorSchema
  .extend({
    commissions: z.array(distributorCommissionSchema),
    company_list: z.array(distributorCompanySchema),
  })
  .meta({ id: 'DistributorDetail' });
export type DistributorDetail = z.infer<typeof distributorDetailSchema>;

export const distributorListQuerySchema = listQuerySchema;
export type DistributorListQuery = z.infer<typeof distributorListQuerySchema>;

/** Percent → basis points when it has at most 2 decimals and lies in 0–100; else null. */
export function commissionBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 ? bp : null;
}

export const commissionInputSchema = z
  .object({
    plan_id: z.uuid({ message: 'validation.uuid' }),
    commission_percent: z
      .number({ message: 'validation.commission_percent' })
      .refine((v) => commissionBasisPoints(v) !== null, {
        message: 'validation.commission_percent',
      }),
  })
  .strict();
export type CommissionInput = z.infer<typeof commissionInputSchema>;

/** The `commissions` form field: a JSON array of `{ plan_id, commission_percent }`. */
const commissionsField = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.commissions_format' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(commissionInputSchema, { message: 'validation.commissions_format' })
      .max(100)
      .refine((list) => new Set(list.map((c) => c.plan_id)).size === list.length, {
        message: 'validation.commission_plan_repeated',
      }),
  );

/** A text field left blank is "not informed" (null). */
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const optionalLine = (max: number) =>
  singleLineText()
    .max(max)
    .transform(blankToNull)
    .optional()
    .transform((v) => v ?? null);

const optionalEmail = z
  .string()
  .max(254, { message: 'validation.email' })
  .transform(blankToNull)
  .pipe(z.email({ message: 'validation.email' }).nullable())
  .optional()
  .transform((v) => v ?? null);

const optionalPhone = z
  .string()
  .max(40, { message: 'validation.phone' })
  .transform((v) => (v.trim() === '' ? null : normalizePhone(v)))
  .refine((v) => v === null || isValidPhone(v), { message: 'validation.phone' })
  .optional()
  .transform((v) => v ?? null);

const formShape = {
  name: singleLineText().trim().min(1, { message: 'validation.required', abort: true }).max(120),
  cnpj: cnpjSchema,
  contact_name: optionalLine(120),
  email: optionalEmail,
  phone: optionalPhone,
  notes: multiLineText()
    .max(2000)
    .transform(blankToNull)
    .optional()
    .transform((v) => v ?? null),
  commissions: commissionsField.optional(),
};

/** POST distributor/: the form's text fields (all strings, as multipart carries them). */
export const distributorCreateFieldsSchema = z.object(formShape).strict();
export type DistributorCreateFields = z.output<typeof distributorCreateFieldsSchema>;

const flag = z.enum(['true', 'false'], { message: 'validation.invalid_value' });

/** PATCH distributor/{id}/: any subset of the fields; `remove_contract`/`remove_logo` drop a file. */
export const distributorUpdateFieldsSchema = z
  .object({
    name: formShape.name.optional(),
    cnpj: cnpjSchema.optional(),
    contact_name: singleLineText().max(120).transform(blankToNull).optional(),
    email: z
      .string()
      .max(254, { message: 'validation.email' })
      .transform(blankToNull)
      .pipe(z.email({ message: 'validation.email' }).nullable())
      .optional(),
    phone: z
      .string()
      .max(40, { message: 'validation.phone' })
      .transform((v) => (v.trim() === '' ? null : normalizePhone(v)))
      .refine((v) => v === null || isValidPhone(v), { message: 'validation.phone' })
      .optional(),
    notes: multiLineText().max(2000).transform(blankToNull).optional(),
    commissions: commissionsField.optional(),
    remove_contract: flag.optional(),
    remove_logo: flag.optional(),
  })
  .strict();
export type DistributorUpdateFields = z.output<typeof distributorUpdateFieldsSchema>;

/** The form's file fields and the upload rule each follows (the contract must be a PDF). */
export const DISTRIBUTOR_FILES = { contract: 'document', logo: 'image' } as const;
