import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import {
  checkPhoneForDialCode,
  dialCodeSchema,
  phoneSchema,
} from '../validators/contact-schemas.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { cpfSchema, pisSchema } from '../validators/document-schemas.js';
import { moneySchema } from '../validators/money.js';
import { alphanumericSchema, nameLikeSchema, singleLineText } from '../validators/text-schemas.js';
import { emailSchema } from './auth.js';
import { importResultSchema } from './import-result.js';

// Employees. Paths: employees/ (list, create), employees/:id/ (read, update),
// employees/enable/ and employees/disable/ (bulk, { ids }), employees/:id/history/,
// employees/:id/photo/, employees/:id/self-service/ (invite as a company user),
// employees/import/template/ (xlsx) and employees/import/ (multipart xlsx).

export const EMPLOYEE_STATUSES = ['active', 'disabled'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** Empty text and absence both mean "not informed" (null); anything else must pass `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())
    // The default marks the field optional in OpenAPI (a preprocess alone reads as required).
    .default(null);

/** Absent or empty reads "required"; anything else that fails reads `message`. */
const requiredOr = (message: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input == null || issue.input === '' ? 'validation.required' : message,
});

/**
 * The employee form and the import rows use this one schema (API and SPA alike), so a message
 * next to a field is the same wherever the data comes from.
 */
export const employeeBodySchema = z
  .object({
    name: nameLikeSchema(2, 120),
    cpf: cpfSchema,
    pis: optional(pisSchema),
    birth_date: optional(isoDateSchema),
    email: optional(emailSchema),
    phone: optional(phoneSchema),
    country_code: optional(dialCodeSchema),
    registration: optional(alphanumericSchema(30)),
    esocial_registration: optional(singleLineText().max(30)),
    admission_date: z.iso.date(requiredOr('validation.date')),
    termination_date: optional(isoDateSchema),
    subsidiary_id: z.uuid(requiredOr('validation.uuid')),
    department_id: optional(z.uuid({ message: 'validation.uuid' })),
    position_id: optional(z.uuid({ message: 'validation.uuid' })),
    location_id: optional(z.uuid({ message: 'validation.uuid' })),
    device_pin: optional(alphanumericSchema(20)),
    badge: optional(alphanumericSchema(30)),
    /** Monthly salary in BRL (optional): the rules simulator prices overtime with it. */
    monthly_salary: optional(moneySchema),
  })
  .strict()
  .superRefine(checkPhoneForDialCode)
  .superRefine((value, ctx) => {
    if (value.termination_date && value.termination_date < value.admission_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['termination_date'],
        message: 'validation.date_order',
      });
    }
    if (
      value.birth_date &&
      (value.birth_date < '1900-01-01' || value.birth_date > value.admission_date)
    ) {
      ctx.addIssue({ code: 'custom', path: ['birth_date'], message: 'validation.birth_date' });
    }
  });
export type EmployeeBody = z.input<typeof employeeBodySchema>;
export type EmployeeValues = z.output<typeof employeeBodySchema>;

/** Fields of the body, in form order (the import template's columns follow it too). */
export const EMPLOYEE_FIELDS = [
  'name',
  'cpf',
  'pis',
  'birth_date',
  'email',
  'country_code',
  'phone',
  'registration',
  'esocial_registration',
  'admission_date',
  'termination_date',
  'subsidiary_id',
  'department_id',
  'position_id',
  'location_id',
  'device_pin',
  'badge',
  'monthly_salary',
] as const satisfies readonly (keyof EmployeeValues)[];

const ref = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const employeeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    cpf: z.string(),
    pis: z.string().nullable(),
    birth_date: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    registration: z.string().nullable(),
    esocial_registration: z.string().nullable(),
    admission_date: z.string(),
    termination_date: z.string().nullable(),
    status: z.enum(EMPLOYEE_STATUSES),
    subsidiary: ref,
    department: ref,
    position: ref,
    location: ref,
    device_pin: z.string().nullable(),
    badge: z.string().nullable(),
    /** "3500.00" (BRL), null when not informed. */
    monthly_salary: z.string().nullable(),
    has_photo: z.boolean(),
    /** Short-lived signed URL of the photo (GET media/…), null without one. */
    photo_url: z.string().nullable(),
    /** The company user linked for self-service, when there is one. */
    user: z.object({ id: z.uuid(), email: z.string() }).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employeeSchema>;

export const EMPLOYEE_ORDERING = [
  'name',
  'registration',
  'admission_date',
  'created_at',
  'status',
] as const;

export const employeeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  /** Name (accent- and case-insensitive), CPF digits or registration. */
  search: singleLineText().max(200).optional(),
  ordering: z
    .enum([...EMPLOYEE_ORDERING, ...EMPLOYEE_ORDERING.map((f) => `-${f}` as const)], {
      message: 'validation.ordering',
    })
    .default('name'),
  subsidiary_id: z.uuid({ message: 'validation.uuid' }).optional(),
  department_id: z.uuid({ message: 'validation.uuid' }).optional(),
  position_id: z.uuid({ message: 'validation.uuid' }).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeeBulkBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .min(1)
      .max(500),
  })
  .strict();

export const employeeBulkResultSchema = z.object({ changed: z.number().int() });

/** One change of one employee: who, when, and before → after per field. */
export const employeeHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    at: z.string(),
    action: z.string(),
    actor: z.object({ type: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'EmployeeHistoryEntry' });
export type EmployeeHistoryEntry = z.infer<typeof employeeHistoryEntrySchema>;

export const employeeSelfServiceBodySchema = z.object({ email: emailSchema.optional() }).strict();

// ── Import ────────────────────────────────────────────────────────────────────────────────────

export const EMPLOYEE_IMPORT_MODES = ['valid_rows', 'all_or_nothing'] as const;

export const employeeImportQuerySchema = z.object({
  /** valid_rows: import the valid rows; all_or_nothing: import only when every row is valid. */
  mode: z.enum(EMPLOYEE_IMPORT_MODES).default('valid_rows'),
  /** true: validate and report, write nothing. */
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const employeeImportResultSchema = importResultSchema({ updates: true }).meta({
  id: 'EmployeeImportResult',
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;
