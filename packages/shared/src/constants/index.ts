// Product-wide constants. Both the API and the SPA read them from here, so a value is never
// written twice. Values come from the product specification.

export const PRODUCT_NAME = 'Ponteiro';
/** Slug of the back-office API: /api/v1.0/admin-<slug>/ */
export const DEFAULT_ADMIN_SLUG = 'ponteiro';

export const API_BASE_PATH = '/api/v1.0';
/** Uploaded files (photos, logos, documents) are served here, only through signed URLs. */
export const MEDIA_BASE_PATH = `${API_BASE_PATH}/media`;

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** Hard ceiling for any list, whatever the caller asks for. */
export const MAX_PAGE_SIZE: PageSize = 100;

/** Session values (user, access token, refresh token, admin session) live this long. */
export const SESSION_COOKIE_LIFETIME_MINUTES = 1440;

export const COOKIE_NAMES = {
  language: 'lang',
  sessionUser: 'ponteiro_session_user',
  accessToken: 'ponteiro_access_token',
  refreshToken: 'ponteiro_refresh_token',
  adminSession: 'ponteiro_admin_session',
} as const;

export const LOCAL_STORAGE_KEYS = {
  cookieConsent: 'ponteiro.cookie-consent',
  sidebarCollapsed: 'ponteiro.sidebar-collapsed',
} as const;

export const LANGUAGES = ['pt', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

/** Maps any Accept-Language / cookie value to a supported language (pt is the fallback). */
export function resolveLanguage(value: string | null | undefined): Language {
  if (!value) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('pt')) return 'pt';
  }
  return DEFAULT_LANGUAGE;
}

export const COUNTRY_CODES = [
  { dialCode: '+55', iso: 'BR', name: { pt: 'Brasil', 'en-US': 'Brazil' } },
  { dialCode: '+91', iso: 'IN', name: { pt: 'Índia', 'en-US': 'India' } },
  { dialCode: '+86', iso: 'CN', name: { pt: 'China', 'en-US': 'China' } },
  { dialCode: '+1', iso: 'US', name: { pt: 'Estados Unidos', 'en-US': 'United States' } },
] as const;
export type DialCode = (typeof COUNTRY_CODES)[number]['dialCode'];
export const DEFAULT_DIAL_CODE: DialCode = '+55';

/** Serial-number prefixes of the device models the product supports. */
export const DEVICE_CODE_PREFIXES = ['DSPS', 'HCSS', 'DPLD'] as const;

/** Toast durations in seconds (antd `message` takes seconds). */
export const TOAST_DURATION_SECONDS = {
  networkError: 3,
  error: 2,
  success: 2,
} as const;

/** The web client gives up on a request after this long. */
export const REQUEST_TIMEOUT_MS = 50_000;

/** Request headers the web client always sends (api.md). */
export const CLIENT_HEADERS = {
  timezone: 'Timezone',
  accessor: 'Accessor',
  acceptLanguage: 'Accept-Language',
} as const;
export const ACCESSORS = ['Web', 'Mobile'] as const;

export const KB = 1024;
export const MB = 1024 * 1024;

/** Largest JSON body the API accepts; a larger one answers 413. */
export const MAX_JSON_BODY_BYTES = 1 * MB;

export type UploadKind =
  | 'profileImage'
  | 'image'
  | 'document'
  | 'legalFile'
  | 'listImport'
  | 'certificate'
  | 'leaveDocument';
/** `text`: plain text (no NUL byte), e.g. an AFD or AEJ; told apart only from the binary types. */
/** `pkcs12`: a PKCS#12 (.p12/.pfx) container, DER (an e-CNPJ A1 certificate with its key). */
export type FileType = 'jpeg' | 'png' | 'pdf' | 'xlsx' | 'text' | 'pkcs12';

export interface UploadRule {
  /** Real types, told by the file's bytes. */
  types: readonly FileType[];
  /** Names the picker offers; the server never trusts them. */
  extensions: readonly string[];
  maxBytes: number;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  profileImage: { types: ['jpeg', 'png'], extensions: ['jpeg', 'jpg', 'png'], maxBytes: 200 * KB },
  image: { types: ['jpeg', 'png'], extensions: ['jpeg', 'jpg', 'png'], maxBytes: 3 * MB },
  document: { types: ['pdf', 'xlsx'], extensions: ['pdf', 'xlsx'], maxBytes: 5 * MB },
  /** AFD/AEJ files to validate (~75,000 AFD punches): validation runs in the request, ~1 s. */
  legalFile: { types: ['text'], extensions: ['txt', 'afd', 'aej'], maxBytes: 10 * MB },
  /** A list for a time-policy import (holidays, opening balances), CSV or xlsx. */
  listImport: { types: ['text', 'xlsx'], extensions: ['csv', 'xlsx', 'txt'], maxBytes: 1 * MB },
  /** The company's e-CNPJ A1 that signs its AFD: a few KB; 64 KB leaves room for long chains. */
  certificate: { types: ['pkcs12'], extensions: ['p12', 'pfx'], maxBytes: 64 * KB },
  /** The medical certificate or other document that justifies an absence: a PDF or a photo. */
  leaveDocument: {
    types: ['pdf', 'jpeg', 'png'],
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    maxBytes: 5 * MB,
  },
};

/** Brazil's IANA zones, one per legal offset, plus the common capital zones. */
export const BRAZIL_TIMEZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
] as const;
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
