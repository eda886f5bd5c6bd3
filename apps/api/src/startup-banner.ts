import type { SeedReport } from '@ponteiro/db/seed';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** Tells whoever ran `npm start` where the app is and how to sign in. */
export function printStartupBanner(
  app: FastifyInstance,
  config: Config,
  databaseKind: string,
  seed: SeedReport,
): void {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port?: number } | null)?.port ?? config.PORT;
  const base = `http://${host}:${port}`;
  const lines = [
    '',
    `  Ponteiro is running at ${base}`,
    `  API docs:  ${base}/api/docs`,
    `  Database:  ${databaseKind === 'pglite' ? `embedded (PGlite) in ${config.DATA_DIR}` : 'PostgreSQL'}`,
    config.SMTP_URL
      ? '  Email:     sent by SMTP'
      : config.devOutbox
        ? `  Email:     not sent (no SMTP_URL); platform administrators read it at ${base}/admin/outbox${config.logEmailLinks ? '; links also in this log' : ''}`
        : '  Email:     not sent (no SMTP_URL); emails wait in the email_outbox table',
    '',
    ...seed.logins.map(
      (l) => `  ${l.label.padEnd(28)} ${l.login}  /  ${l.password}  → ${base}${l.path}`,
    ),
    ...(seed.logins.some((l) => l.path === '/admin-login')
      ? ["  (the platform administrator's password is shown this once: keep it)"]
      : [
          `  Platform administrator       admin  /  the password shown at the first start → ${base}/admin-login`,
        ]),
    ...(seed.logins.length > 0 && !seed.created
      ? ['  (passwords as seeded; if someone changed them, these no longer apply)']
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
