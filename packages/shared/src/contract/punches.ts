import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE, MAX_JSON_BODY_BYTES } from '../constants/index.js';
import { isValidCnpj, normalizeCnpj } from '../validators/cnpj.js';
import { isValidCpf } from '../validators/cpf.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { cpfSchema } from '../validators/document-schemas.js';
import { requiredText } from '../validators/required-text.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';
import { GEOLOCATION_MODES, PUNCH_COLLECTORS, PUNCH_PHOTO_MODES } from './time-tracking.js';

// Punches (issue 14): the REP-P register (ARP), the web punch and its receipt, the treatments a
// manager makes (never changing the register), the punch log and the company's AFD.
// Paths: punches/, punches/status/, punches/:id/receipt/, timesheets/admin-punches/[bulk/],
// timesheets/punches/:id/disregard/, timesheets/treatments/:id/undo/, timesheets/punch-log/[export/],
// reports/afd/.

/**
 * What the product notes about a punch when it is recorded (frozen with it): outside the location's
 * geofence, no position from the browser although the location has one, sent later by an offline
 * client. A flag never refuses a punch (Portaria 671 art. 74).
 */
export const PUNCH_FLAGS = ['outside_geofence', 'location_unavailable', 'offline'] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

/** Where a punch came from: the AFD collector (`Accessor` header) or a manager's inclusion. */
export const PUNCH_SOURCES = ['mobile', 'web', 'desktop', 'device', 'admin'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

/** A punch counts unless a treatment disregarded it. */
export const PUNCH_STATUSES = ['valid', 'disregarded'] as const;
export type PunchStatus = (typeof PUNCH_STATUSES)[number];

export const TREATMENT_KINDS = ['include', 'disregard', 'undo'] as const;
export type TreatmentKind = (typeof TREATMENT_KINDS)[number];

/** How far back an offline client may date a punch (it must send at its first connection). */
export const OFFLINE_PUNCH_MAX_AGE_DAYS = 7;
/** A client time this close to the server's is an on-line punch stamped with the server's clock. */
export const ONLINE_CLOCK_TOLERANCE_SECONDS = 60;

const reasonSchema = multiLineText()
  .trim()
  .min(3, { message: 'validation.reason_required', abort: true })
  .max(500);

/** An instant with its offset (`2026-08-03T08:01:00-03:00`). */
const instantSchema = z.iso.datetime({ offset: true, message: 'validation.datetime' });

/**
 * A manager's date and time: with an offset, or a wall time (`2026-08-03T08:01`) read in the
 * employee's workplace zone.
 */
const wallOrInstantSchema = z.union(
  [instantSchema, z.iso.datetime({ local: true, message: 'validation.datetime' })],
  { message: 'validation.datetime' },
);

export const punchBodySchema = z
  .object({
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    accuracy_m: z.number().min(0).max(1_000_000).optional(),
    /** The client's clock when the punch was made: offline punches are sent later with it. */
    client_time: instantSchema.optional(),
    /**
     * A photo taken at the punch (issue 19), base64 (JPEG, PNG or WebP by its bytes, at most
     * PUNCH_PHOTO_MAX_BYTES): kept when the company asks for photos, ignored when it does not.
     */
    photo: z
      .string()
      .max(MAX_JSON_BODY_BYTES)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'validation.invalid_value' })
      .optional(),
  })
  .strict()
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'validation.coordinates_pair',
    path: ['longitude'],
  });
export type PunchBody = z.infer<typeof punchBodySchema>;

/** The answer to a punch: what the receipt shows, and where to get its signed PDF. */
export const punchReceiptSchema = z
  .object({
    id: z.uuid(),
    nsr: z.number().int(),
    subsidiary_id: z.uuid(),
    employee_id: z.uuid(),
    /** The punch instant in the workplace's zone, with its offset. */
    punched_at: z.string(),
    /** When the register stored it (differs from punched_at for offline punches). */
    recorded_at: z.string(),
    time_zone: z.string(),
    hash: z.string(),
    flags: z.array(z.enum(PUNCH_FLAGS)),
    offline: z.boolean(),
    /** API path of the signed receipt PDF (bearer auth). */
    receipt_url: z.string(),
  })
  .meta({ id: 'PunchReceipt' });
export type PunchReceiptData = z.infer<typeof punchReceiptSchema>;

/** What the punch card needs: the server clock, who punches, where, and today's punches. */
export const punchStatusSchema = z
  .object({
    /** The server's clock when answering (ms since the epoch) and the workplace zone. */
    server_time_ms: z.number(),
    time_zone: z.string(),
    employee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** Why the caller cannot punch, when they cannot. */
    blocked: z.enum(['no_employee', 'employee_disabled']).nullable(),
    location: z
      .object({
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        radius_m: z.number(),
      })
      .nullable(),
    today: z.array(punchReceiptSchema),
    /** What the company's time-tracking settings ask of the card (issue 19). */
    card: z.object({
      /** The company's own wording above the button, per language (null: the product's). */
      wording_pt: z.string().nullable(),
      wording_en: z.string().nullable(),
      /** required: the card must send a position (refused without one). */
      geolocation: z.enum(GEOLOCATION_MODES),
      photo: z.enum(PUNCH_PHOTO_MODES),
      /** The collectors the company accepts punches from. */
      collectors: z.array(z.enum(PUNCH_COLLECTORS)),
    }),
  })
  .meta({ id: 'PunchStatus' });
export type PunchStatusData = z.infer<typeof punchStatusSchema>;

export const treatmentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(TREATMENT_KINDS),
    reason: z.string(),
    author: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
    created_at: z.string(),
    /** A later `undo` treatment took this one back. */
    undone: z.boolean(),
  })
  .meta({ id: 'PunchTreatment' });
export type Treatment = z.infer<typeof treatmentSchema>;

/** One line of the punch log: a punch of the register, or one a manager included. */
export const punchLogEntrySchema = z
  .object({
    /** The register record's id, or the inclusion treatment's id. */
    id: z.uuid(),
    kind: z.enum(['recorded', 'included']),
    employee: z.object({ id: z.uuid(), name: z.string(), cpf: z.string() }),
    subsidiary: z.object({ id: z.uuid(), name: z.string() }),
    /** Null for an included punch (it is not a REP record). */
    nsr: z.number().int().nullable(),
    punched_at: z.string(),
    recorded_at: z.string(),
    time_zone: z.string(),
    source: z.enum(PUNCH_SOURCES),
    /** The AFD collector code (`01`…`05`); null for an included punch. */
    collector: z.string().nullable(),
    offline: z.boolean(),
    hash: z.string().nullable(),
    flags: z.array(z.enum(PUNCH_FLAGS)),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    accuracy_m: z.number().nullable(),
    status: z.enum(PUNCH_STATUSES),
    /** Every treatment of this punch, oldest first (an inclusion lists its own). */
    treatments: z.array(treatmentSchema),
    receipt_url: z.string().nullable(),
  })
  .meta({ id: 'PunchLogEntry' });
export type PunchLogEntry = z.infer<typeof punchLogEntrySchema>;

export const punchLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    employee_id: z.uuid({ message: 'validation.uuid' }).optional(),
    subsidiary_id: z.uuid({ message: 'validation.uuid' }).optional(),
    /** Dates in the workplace's zone, inclusive; default the last 7 days. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    source: z.enum(PUNCH_SOURCES).optional(),
    status: z.enum(PUNCH_STATUSES).optional(),
    flag: z.enum(PUNCH_FLAGS).optional(),
    ordering: z.enum(['punched_at', '-punched_at']).default('-punched_at'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'validation.date_range',
    path: ['to'],
  });
export type PunchLogQuery = z.infer<typeof punchLogQuerySchema>;

export const adminPunchBodySchema = z
  .object({
    employee_id: z.uuid({ message: 'validation.uuid' }),
    punched_at: wallOrInstantSchema,
    reason: reasonSchema,
  })
  .strict();
export type AdminPunchBody = z.infer<typeof adminPunchBodySchema>;

export const adminPunchBulkBodySchema = z
  .object({
    employee_ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .min(1)
      .max(500),
    punched_at: wallOrInstantSchema,
    reason: reasonSchema,
  })
  .strict();
export type AdminPunchBulkBody = z.infer<typeof adminPunchBulkBodySchema>;

export const adminPunchBulkResultSchema = z.object({ created: z.array(punchLogEntrySchema) });

export const treatmentReasonBodySchema = z.object({ reason: reasonSchema }).strict();
export type TreatmentReasonBody = z.infer<typeof treatmentReasonBodySchema>;

const afdPeriod = {
  subsidiary_id: z.uuid({ message: 'validation.uuid' }),
  from: isoDateSchema,
  to: isoDateSchema,
};

/** What pins an AFD's bytes: its generation instant and the register's last NSR it may hold. */
const afdPin = {
  /** The header's generation instant (whole minutes are written). */
  generated_at: instantSchema,
  /** The last NSR the file may hold (records appended later are left out). */
  through_nsr: z.coerce.number().int().min(0).max(999_999_999),
};

/**
 * The company's AFD for one workplace and period (dates in the workplace's zone). With the pin of
 * a plan (`generated_at`, `through_nsr`) the same bytes come out every time, so the .p7s signs
 * exactly the file downloaded next to it.
 */
export const afdExportQuerySchema = z
  .object({
    ...afdPeriod,
    generated_at: afdPin.generated_at.optional(),
    through_nsr: afdPin.through_nsr.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'validation.date_range', path: ['to'] });
export type AfdExportQuery = z.infer<typeof afdExportQuerySchema>;

export const afdPlanQuerySchema = z
  .object(afdPeriod)
  .refine((q) => q.from <= q.to, { message: 'validation.date_range', path: ['to'] });
export type AfdPlanQuery = z.infer<typeof afdPlanQuerySchema>;

/** The detached signature of a pinned AFD: the pin is required. */
export const afdSignatureQuerySchema = z
  .object({ ...afdPeriod, ...afdPin })
  .refine((q) => q.from <= q.to, { message: 'validation.date_range', path: ['to'] });
export type AfdSignatureQuery = z.infer<typeof afdSignatureQuerySchema>;

/** What a download of the AFD will hold, and its pin for the file and its signature. */
export const afdPlanSchema = z
  .object({
    file_name: z.string(),
    signature_file_name: z.string().nullable(),
    generated_at: z.string(),
    through_nsr: z.number().int(),
    /** Records in the file (header, trailer and signature line apart). */
    records: z.number().int(),
    /** Whether the company has a certificate to sign it (.p7s offered). */
    signable: z.boolean(),
  })
  .meta({ id: 'AfdPlan' });
export type AfdPlan = z.infer<typeof afdPlanSchema>;

/** The company's certificate that signs its AFD, as shown (never the key or the password). */
export const registerCertificateSchema = z.object({
  /** The certificate's subject common name (e.g. `EMPRESA LTDA:12345678000195`). */
  subject: z.string(),
  /** The issuing CA's common name (the demo certificate's is `AC DEMO PONTEIRO`). */
  issuer: z.string(),
  /** The web warns from 30 days before it (computed there, so an open page stays right). */
  valid_until: z.string(),
  uploaded_at: z.string(),
  /** The demo certificate the demo company comes with: not ICP-Brasil, not for inspectors. */
  demo: z.boolean(),
});
export type RegisterCertificate = z.infer<typeof registerCertificateSchema>;

/** The PTRP developer written in AEJ record 08, as in effect for the company. */
export const registerDeveloperSchema = z.object({
  /** CNPJ (14 digits) or CPF (11 digits). */
  document: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether the company set its own (else the installation's, REP_DEVELOPER_*). */
  custom: z.boolean(),
});
export type RegisterDeveloper = z.infer<typeof registerDeveloperSchema>;

/** The REP-P's INPI registration numbers the legal files carry, per workplace. */
export const registerInpiSchema = z.object({
  /** The installation's number (REP_INPI_NUMBER), for workplaces without their own. */
  default: z.string(),
  /** Edited in Organization › Subsidiaries; null = the default. */
  subsidiaries: z.array(
    z.object({ id: z.string(), name: z.string(), rep_inpi_number: z.string().nullable() }),
  ),
});
export type RegisterInpi = z.infer<typeof registerInpiSchema>;

/** The company's REP-P settings (System › AFD/AEJ). */
export const registerSettingsSchema = z
  .object({
    /** Who answers for the REP-P in the AFD when the person who acted has no CPF on record. */
    responsible_cpf: z.string().nullable(),
    /** The PKCS#12 (e-CNPJ) that signs the company's AFD (.p7s), when one was uploaded. */
    certificate: registerCertificateSchema.nullable(),
    developer: registerDeveloperSchema,
    inpi: registerInpiSchema,
  })
  .meta({ id: 'RegisterSettings' });
export type RegisterSettingsData = z.infer<typeof registerSettingsSchema>;

/**
 * Record 08's idtDesenv is numeric (11 or 14 digits): a CPF, or a CNPJ without letters — an
 * alphanumeric CNPJ cannot be written there.
 */
export function isDeveloperDocument(value: string): boolean {
  return (
    (/^\d{11}$/.test(value) && isValidCpf(value)) || (/^\d{14}$/.test(value) && isValidCnpj(value))
  );
}

/** The company's own PTRP developer (AEJ record 08); the e-mail fits the layout's 50 characters. */
export const registerDeveloperBodySchema = z
  .object({
    document: requiredText()
      .overwrite(normalizeCnpj)
      .refine(isDeveloperDocument, { message: 'validation.developer_document', abort: true }),
    name: singleLineText().min(1, { message: 'validation.required', abort: true }).max(150),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { message: 'validation.required', abort: true })
      .max(50)
      .pipe(z.email({ message: 'validation.email' })),
  })
  .strict();
export type RegisterDeveloperBody = z.infer<typeof registerDeveloperBodySchema>;

/** Each card saves its own part: an absent key keeps its value, null clears it. */
export const registerSettingsBodySchema = z
  .object({
    responsible_cpf: cpfSchema.nullable().optional(),
    /** null: back to the installation's developer. */
    developer: registerDeveloperBodySchema.nullable().optional(),
  })
  .strict();
export type RegisterSettingsBody = z.infer<typeof registerSettingsBodySchema>;
