import { z } from 'zod';
import { BRAZIL_TIMEZONES } from '../constants/index.js';
import { checkEmployerId, employerIdShape } from '../validators/document-schemas.js';
import { singleLineText } from '../validators/text-schemas.js';
import { addressSchema } from './auth.js';

// Organization: subsidiaries (estabelecimentos), departments (a tree), positions and locations.
// Paths: organization/{subsidiaries,departments,positions,locations}/[:id/],
// organization/structure/, organization/dashboard/.

const nameSchema = singleLineText()
  .min(1, { message: 'validation.required', abort: true })
  .max(120);
const optionalText = (max: number) =>
  singleLineText()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const digits = (v: string) => v.replace(/\D/g, '');

/**
 * A CBO as typed: empty, or 6 digits with optional separators (`2521-05`). Letters are refused
 * rather than stripped, so "abc" is an error and not a silently empty CBO.
 */
export function isCboInput(value: string): boolean {
  const v = value.trim();
  return v === '' || (/^[\d\s.-]+$/.test(v) && digits(v).length === 6);
}

export const brazilTimezoneSchema = z.enum(BRAZIL_TIMEZONES, { message: 'validation.timezone' });

// ── Subsidiaries ──────────────────────────────────────────────────────────────────────────────

export const CNO_CAEPF_TYPES = ['cno', 'caepf'] as const;

export const subsidiaryBodySchema = z
  .object({
    name: nameSchema,
    ...employerIdShape,
    legal_name: optionalText(150),
    cno_caepf_type: z.enum(CNO_CAEPF_TYPES).nullish(),
    cno_caepf: z.string().trim().overwrite(digits).nullish(),
    timezone: brazilTimezoneSchema,
    address: addressSchema.optional(),
    rep_inpi_number: z
      .string()
      .trim()
      .overwrite(digits)
      .refine((v) => v === '' || /^\d{17}$/.test(v), { message: 'validation.inpi', abort: true })
      .nullish(),
  })
  .strict()
  .superRefine(checkEmployerId)
  .superRefine((value, ctx) => {
    // The number needs its type, and each type has its length (CNO 12, CAEPF 14 digits).
    const number = value.cno_caepf ?? '';
    if (!number) return;
    if (!value.cno_caepf_type) {
      ctx.addIssue({ code: 'custom', path: ['cno_caepf_type'], message: 'validation.required' });
    } else if (number.length !== (value.cno_caepf_type === 'cno' ? 12 : 14)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cno_caepf'],
        message: `validation.${value.cno_caepf_type}`,
      });
    }
  });
export type SubsidiaryBody = z.input<typeof subsidiaryBodySchema>;

export const subsidiarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    employer_type: z.enum(['cnpj', 'cpf']),
    employer_id: z.string(),
    legal_name: z.string().nullable(),
    cno_caepf_type: z.enum(CNO_CAEPF_TYPES).nullable(),
    cno_caepf: z.string().nullable(),
    timezone: z.string(),
    address: addressSchema,
    rep_inpi_number: z.string().nullable(),
    employee_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Subsidiary' });
export type Subsidiary = z.infer<typeof subsidiarySchema>;

// ── Departments ───────────────────────────────────────────────────────────────────────────────

export const departmentBodySchema = z
  .object({
    name: nameSchema,
    parent_id: z.uuid({ message: 'validation.uuid' }).nullish(),
    subsidiary_id: z.uuid({ message: 'validation.uuid' }).nullish(),
    manager_employee_id: z.uuid({ message: 'validation.uuid' }).nullish(),
  })
  .strict();
export type DepartmentBody = z.input<typeof departmentBodySchema>;

export const departmentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    parent_id: z.uuid().nullable(),
    subsidiary_id: z.uuid().nullable(),
    manager_employee_id: z.uuid().nullable(),
    manager_name: z.string().nullable(),
    /** Names from the root down to this department, e.g. ["Operações", "Logística"]. */
    path: z.array(z.string()),
    employee_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof departmentSchema>;

// ── Positions ─────────────────────────────────────────────────────────────────────────────────

export const positionBodySchema = z
  .object({
    name: nameSchema,
    cbo: z
      .string()
      .trim()
      .refine(isCboInput, { message: 'validation.cbo', abort: true })
      .overwrite(digits)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type PositionBody = z.input<typeof positionBodySchema>;

export const positionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    cbo: z.string().nullable(),
    employee_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Position' });
export type Position = z.infer<typeof positionSchema>;

// ── Locations ─────────────────────────────────────────────────────────────────────────────────

export const LOCATION_RADIUS = { min: 10, max: 10_000, default: 100 } as const;

export const locationBodySchema = z
  .object({
    name: nameSchema,
    address: addressSchema.optional(),
    latitude: z
      .number({ message: 'validation.latitude' })
      .min(-90, { message: 'validation.latitude' })
      .max(90, { message: 'validation.latitude' }),
    longitude: z
      .number({ message: 'validation.longitude' })
      .min(-180, { message: 'validation.longitude' })
      .max(180, { message: 'validation.longitude' }),
    radius_meters: z
      .number()
      .int({ message: 'validation.not_integer' })
      .min(LOCATION_RADIUS.min)
      .max(LOCATION_RADIUS.max)
      // Left out: a new workplace takes the company's default (time-tracking settings), an edited
      // one keeps its radius.
      .optional(),
  })
  .strict();
export type LocationBody = z.input<typeof locationBodySchema>;

export const locationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: addressSchema,
    latitude: z.number(),
    longitude: z.number(),
    radius_meters: z.number().int(),
    employee_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

// ── Structure and dashboard ───────────────────────────────────────────────────────────────────

export interface StructureNode {
  kind: 'company' | 'subsidiary' | 'department';
  id: string;
  name: string;
  /** Active employees here and below. */
  headcount: number;
  children: StructureNode[];
}

export const structureNodeSchema: z.ZodType<StructureNode> = z
  .lazy(() =>
    z.object({
      kind: z.enum(['company', 'subsidiary', 'department']),
      id: z.string(),
      name: z.string(),
      headcount: z.number().int(),
      children: z.array(structureNodeSchema),
    }),
  )
  .meta({ id: 'StructureNode' });

const countRow = z.object({ id: z.string().nullable(), name: z.string(), count: z.number().int() });

export const organizationDashboardSchema = z
  .object({
    active: z.number().int(),
    disabled: z.number().int(),
    by_subsidiary: z.array(countRow),
    by_department: z.array(countRow),
    by_position: z.array(countRow),
    /** The last 12 months, oldest first: `YYYY-MM`, admissions, terminations. */
    by_month: z.array(
      z.object({
        month: z.string(),
        admissions: z.number().int(),
        terminations: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OrganizationDashboard' });
export type OrganizationDashboard = z.infer<typeof organizationDashboardSchema>;

/** 409 body details when a delete is refused: what still points at the record. */
export const inUseDetailsSchema = z.object({
  employees: z.number().int(),
  departments: z.number().int().optional(),
});

/** base/client-config/: public settings the SPA reads at run time. */
export const clientConfigSchema = z
  .object({
    map_tile_url: z.string().nullable(),
    /** The back-office API lives under `admin-<admin_slug>/` (ADMIN_SLUG; not a secret). */
    admin_slug: z.string(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
