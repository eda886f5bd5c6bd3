import { z } from 'zod';
import { DEFAULT_TIMEZONE, LANGUAGES } from '../constants/index.js';
import {
  checkEmployerId,
  checkPhoneForDialCode,
  dialCodeSchema,
  employerIdShape,
  nameLikeSchema,
  phoneSchema,
  singleLineText,
  timezoneSchema,
} from '../validators/index.js';

// The authentication contract of api.md: request bodies and response shapes. The API validates
// with these, OpenAPI documents them and the SPA's forms use the same rules.

/** Trimmed and lower-cased, so that "Ana@X.com " and "ana@x.com" are one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'validation.email' })
  .pipe(z.email({ message: 'validation.email' }));

/** New passwords: 8–128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .min(8, { message: 'validation.password', abort: true })
  .max(128, { message: 'validation.password', abort: true })
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), { message: 'validation.password' });

/** Any password typed to sign in (old accounts may predate the rules). */
const passwordInputSchema = z.string().min(1).max(256);

export const signInBodySchema = z.object({ email: emailSchema, password: passwordInputSchema });

export const signUpBodySchema = z
  .object({
    name: nameLikeSchema(),
    email: emailSchema,
    password: newPasswordSchema,
    phone: phoneSchema.optional(),
    country_code: dialCodeSchema.optional(),
  })
  .superRefine(checkPhoneForDialCode);

export const refreshBodySchema = z.object({ refresh_token: z.string().min(20).max(200) });

export const updatePasswordBodySchema = z.object({
  current_password: passwordInputSchema,
  new_password: newPasswordSchema,
});

export const userSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    language: z.string(),
    has_photo: z.boolean(),
    /** Short-lived signed URL of the photo (GET media/…), null without one. */
    photo_url: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});

export const refreshResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  companyId: z.uuid().nullable().optional(),
});

export const companySelectResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  companyId: z.uuid(),
});

export const addressSchema = z
  .object({
    zipCode: singleLineText().max(9).optional(),
    street: singleLineText().max(150).optional(),
    number: singleLineText().max(20).optional(),
    complement: singleLineText().max(100).optional(),
    district: singleLineText().max(100).optional(),
    city: singleLineText().max(100).optional(),
    state: singleLineText().length(2).toUpperCase().optional(),
    country: singleLineText().length(2).toUpperCase().optional(),
  })
  .strict();

export const companyCreateBodySchema = z
  .object({
    ...employerIdShape,
    legal_name: singleLineText().min(2).max(150),
    trade_name: singleLineText().max(150).optional(),
    timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
    address: addressSchema.optional(),
  })
  .superRefine(checkEmployerId);

export const companySummarySchema = z
  .object({
    id: z.uuid(),
    employer_type: z.enum(['cnpj', 'cpf']),
    employer_id: z.string(),
    legal_name: z.string(),
    trade_name: z.string().nullable(),
    timezone: z.string(),
    role: z.string(),
  })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const subscriptionSummarySchema = z.object({
  plan: z.string(),
  status: z.enum(['trial', 'active', 'past_due', 'suspended', 'cancelled']),
  enable_access: z.boolean(),
  enable_visitor: z.boolean(),
  seats: z.number().int().nullable(),
  /** The end of the trial or of the paid period; null: open-ended. A trial past it is `past_due`. */
  ends_on: z.string().nullable(),
  /** Set when the provider suspended the company (status `suspended`): why, and whom to contact. */
  suspension: z
    .object({
      reason: z.string(),
      since: z.string(),
      contact: z.object({
        name: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      }),
    })
    .nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const sessionSchema = z
  .object({
    user: userSchema,
    companyId: z.uuid().nullable(),
    roleName: z.string().nullable(),
    permissions: z.array(z.string()),
    subscription: subscriptionSummarySchema.nullable(),
    /**
     * The company's brand colour ('#rrggbb', System › Personalization), which the company shell's
     * theme follows; null or absent: the product's colour (and always outside a company).
     */
    brandColor: z.string().nullable().optional(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const adminLoginBodySchema = z.object({
  username: singleLineText().min(1).max(100),
  password: passwordInputSchema,
});
export const adminTokenResponseSchema = z.object({ access_token: z.string() });
export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  is_superuser: z.boolean(),
});
export const adminPasswordChangeBodySchema = updatePasswordBodySchema;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetTokenQuerySchema = z.object({ token: z.string().min(20).max(200) });
export const resetPasswordBodySchema = z.object({ password: newPasswordSchema });

export const profileUpdateBodySchema = z
  .object({
    name: nameLikeSchema(),
    phone: phoneSchema.nullable().optional(),
    country_code: dialCodeSchema.nullable().optional(),
    language: z.enum(LANGUAGES),
  })
  .superRefine(checkPhoneForDialCode);

export const companyProfileSchema = z
  .object({
    id: z.uuid(),
    employer_type: z.enum(['cnpj', 'cpf']),
    employer_id: z.string(),
    legal_name: z.string(),
    trade_name: z.string().nullable(),
    timezone: z.string(),
    address: addressSchema,
    has_logo: z.boolean(),
    /** Short-lived signed URL of the logo (GET media/…), null without one. */
    logo_url: z.string().nullable(),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The employer document is not editable: another CNPJ/CPF is another employer. */
export const companyProfileUpdateBodySchema = z.object({
  legal_name: singleLineText().min(2).max(150),
  trade_name: singleLineText().max(150).nullable().optional(),
  timezone: timezoneSchema,
  address: addressSchema.optional(),
});

export const adminAccountSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
    last_login_at: z.string().nullable(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountCreateBodySchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(40)
    .regex(/^[a-z0-9._-]+$/, { message: 'validation.alphanumeric' }),
  name: singleLineText().max(120).optional(),
  email: emailSchema.optional(),
  password: newPasswordSchema,
  is_superuser: z.boolean().default(false),
});

export const adminAccountUpdateBodySchema = z.object({
  name: singleLineText().max(120).nullable().optional(),
  email: emailSchema.nullable().optional(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
});
