import { emailOutbox } from '@ponteiro/db';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.js';

const linkify = (s: string) =>
  escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * The development outbox: the latest emails, for a developer without SMTP. Only registered when
 * DEV_OUTBOX is on (never by default with PostgreSQL or SMTP), since it shows reset links.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/dev/outbox/', { schema: { hide: true } }, async (request, reply) => {
    const rows = await request.server.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(50);
    const items = rows
      .map(
        (r) => `<article data-testid="outbox-email" data-to="${escapeHtml(r.toAddress)}">
  <header><strong>${escapeHtml(r.subject)}</strong><br><small>To ${escapeHtml(r.toAddress)} · ${r.createdAt.toISOString()}</small></header>
  <pre>${linkify(r.textBody)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox · Ponteiro</title>
<style>body{font:15px system-ui,sans-serif;max-width:820px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Development outbox</h1><p>Emails are not sent (no SMTP_URL). The latest 50, newest first.</p>${items || '<p>No emails yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};
