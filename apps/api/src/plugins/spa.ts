import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@ponteiro/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../lib/request-language.js';
import { sendError } from './errors.js';

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never is, and it is the
 * answer for every client route so deep links work. /api/* never falls back to HTML. A path that no
 * screen of the route catalogue matches still gets index.html (the SPA shows its not-found screen)
 * but with status 404, so crawlers and monitors see the truth.
 */
export async function spaPlugin(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const assetsDir = join(webDist, 'assets');
  const hasSpa = existsSync(indexPath);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // scripts/precompress.js writes .br/.gz beside each asset at build time.
      preCompressed: true,
      // Vite puts content-hashed files in assets/; anything else may change between releases.
      setHeaders(reply, path) {
        const immutable = path.startsWith(assetsDir);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = hasSpa ? readFileSync(indexPath) : undefined;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && indexHtml) {
      const route = matchRoute(path);
      const known = route !== undefined && route.id !== 'notFound';
      return reply
        .code(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return sendError(reply, lang, 'route_not_found');
  });
}
