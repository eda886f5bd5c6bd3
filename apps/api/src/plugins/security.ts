import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { securityHeaders } from './security-headers.js';

/**
 * Security headers with a CSP that fits the SPA: scripts only from our origin; inline styles are
 * allowed because antd injects CSS-in-JS at run time.
 */
export async function securityPlugin(app: FastifyInstance, config: Config): Promise<void> {
  const extraImg = config.CSP_IMG_SOURCES.split(/[\s,]+/).filter(Boolean);
  // The map tile server's origin, so the location maps can load their tiles.
  if (config.MAP_TILE_URL) extraImg.push(new URL(config.MAP_TILE_URL.replace(/[{}]/g, '')).origin);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraImg],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The SPA loads no cross-origin resources that would need these relaxed.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'Timezone', 'Accessor', 'Accept-Language'],
  });

  // With several instances the counters must be shared, or each would allow the full limit.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn({ err: error }, 'redis unavailable; rate limits fail open'),
    );
    // Count from the first request: wait (briefly) for the connection before serving.
    if (!(await waitUntilReady(redis, 3000))) {
      app.log.warn('redis not ready at start; rate limits fail open until it is');
    }
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'ponteiro-rl:', skipOnError: true } : {}),
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Static files and health probes are not what the limit protects.
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    // Not per route (the plugin would append its hook after each route's own onRequest guard,
    // so an unauthenticated flood would get 401s forever): one app-level hook, which runs first.
    global: false,
  });
  app.addHook('onRequest', app.rateLimit());
}

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const onReady = () => finish(true);
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(result: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(result);
    }
    redis.once('ready', onReady);
  });
}
