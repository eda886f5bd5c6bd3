import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_SLUG } from '@ponteiro/shared';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every setting comes from the environment; README.md lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… ; unset → embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default(DEFAULT_ADMIN_SLUG),
  /** Built SPA served at /; unset or missing folder → API only. */
  WEB_DIST: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /** Comma-separated origins allowed by CORS (the SPA itself is same-origin and needs none). */
  CORS_ORIGINS: z.string().default(''),
  /** Requests per minute per client before 429, for the whole API. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** redis://… ; when set, rate-limit counters are shared by every instance. */
  REDIS_URL: z.string().url().optional(),
  /** Number of proxies in front (X-Forwarded-For), or true/false. */
  TRUST_PROXY: z.string().default('false'),
  /** Seed the demo company on first start (default: on with the embedded database only). */
  SEED_DEMO: booleanFromEnv.optional(),
  /** Password of the seeded platform administrator; random (and printed) when unset outside demo mode. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** smtp://user:pass@host:587 or smtps://… ; unset → emails stay in the development outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Ponteiro <no-reply@ponteiro.local>'),
  /** Public address of the app, used in links sent by email; never taken from request headers. */
  APP_URL: z.string().url().optional(),
  /** Platform administrators read the email outbox in the back-office (default: when no SMTP_URL). */
  DEV_OUTBOX: booleanFromEnv.optional(),
  /** Token signing key (32+ characters); unset → generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Extra image sources allowed by the CSP, e.g. a map tile server. */
  CSP_IMG_SOURCES: z.string().default(''),
  /** Map tiles for the location screens (`{z}/{x}/{y}` template); empty → maps without tiles. */
  /** REP-P registration at INPI (17 digits) for subsidiaries without their own (AFD header, receipt). */
  REP_INPI_NUMBER: z
    .string()
    .regex(/^\d{1,17}$/, { message: 'must be up to 17 digits' })
    .default('99999999999999999'),
  /** The REP-P developer's CNPJ (AFD header fields 12–13). */
  REP_DEVELOPER_CNPJ: z
    .string()
    .regex(/^\d{14}$/, { message: 'must be 14 digits' })
    .default('12345678000195'),
  /** The PTRP developer's name and e-mail (AEJ record 08, with REP_DEVELOPER_CNPJ). */
  REP_DEVELOPER_NAME: z.string().trim().min(1).max(150).default('Ponteiro'),
  /** Whom the users of a suspended company contact (when no distributor brought it). */
  SUPPORT_EMAIL: z.string().email().max(200).default('suporte@ponteiro.local'),
  REP_DEVELOPER_EMAIL: z.string().email().max(50).default('suporte@ponteiro.local'),
  /**
   * The developer's PKCS#12 (ICP-Brasil e-CNPJ) that signs punch receipts (art. 88). Unset: a demo
   * certificate made once in DATA_DIR — fine for trying the product, not for legal receipts.
   */
  REP_SIGNING_P12_FILE: z.string().optional(),
  REP_SIGNING_P12_PASSWORD: z.string().default(''),
  /**
   * 32 bytes in base64 that seal the companies' certificates (AES-256-GCM). Unset: a key generated
   * on first use and kept in the database.
   */
  SEALING_KEY: z.string().optional(),
  /**
   * Webhooks may target private and reserved networks (10/8, 192.168/16, loopback…): for an
   * installation inside the company's own network. Off: only public addresses (loopback too
   * outside production, for development).
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanFromEnv.default(false),
  /** Background jobs (timesheet recompute) in this process; default on, off for NODE_ENV=test. */
  BACKGROUND_JOBS: booleanFromEnv.optional(),
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => v === '' || /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), {
      message: 'must be an http(s) URL template with {z}, {x} and {y}',
    }),
});

export type Config = z.infer<typeof envSchema> & {
  seedDemo: boolean;
  trustProxy: boolean | number;
  /** APP_URL without a trailing slash. */
  appUrl: string;
  devOutbox: boolean;
  /** Runs the background job workers (pg-boss). */
  backgroundJobs: boolean;
  /** Write links of emails kept in the outbox to the server log (demo mode without SMTP). */
  logEmailLinks: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files use it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const trust = c.TRUST_PROXY;
  const trustProxy = /^\d+$/.test(trust) ? Number(trust) : trust === 'true';
  return {
    ...c,
    // Relative folders are taken from where the process was started.
    DATA_DIR: resolve(c.DATA_DIR),
    WEB_DIST: resolve(c.WEB_DIST),
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
    trustProxy,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    // Without SMTP nobody else can read the emails; only platform administrators see them.
    devOutbox: c.DEV_OUTBOX ?? !c.SMTP_URL,
    backgroundJobs: c.BACKGROUND_JOBS ?? c.NODE_ENV !== 'test',
    logEmailLinks: (c.SEED_DEMO ?? !c.DATABASE_URL) && !c.SMTP_URL,
  };
}
