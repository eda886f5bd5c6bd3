import { AppError, operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { FileStorage } from '../../lib/storage.js';
import { type MediaSigner, mediaContentType } from './signer.js';

/** A file's own response must never run anything, even if a browser were to render it. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * GET media/<key>?exp=&sig= — uploaded files (personal data under the LGPD). Public in that no
 * bearer token is needed (an <img> cannot send one), but only a URL the API signed for someone who
 * could see the file works, and only until it expires.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  media: MediaSigner;
  storage: FileStorage;
}> = async (app, { media, storage }) => {
  defineRoute(app, {
    operation: operations.media.file,
    // No bearer token: the signature in the URL is the check (below).
    access: { public: true },
    docs: {
      tags: ['media'],
      summary: 'An uploaded file, through a signed URL',
      description:
        'Photos, logos and documents are referenced in API responses by short-lived signed URLs ' +
        '(`photo_url`, `logo_url`): `/api/v1.0/media/<key>?exp=<unix seconds>&sig=<HMAC>`. ' +
        'No bearer token is sent. The answer is the file with its stored content type, ' +
        '`X-Content-Type-Options: nosniff`, `Content-Disposition: inline` and a private cache ' +
        'until the URL expires. A tampered or expired URL answers 403; an unknown key 404.',
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const contentType = mediaContentType(key);
      if (!contentType) throw AppError.notFound();
      const { exp, sig } = request.query;
      const expiry = exp && /^\d{1,15}$/.test(exp) ? Number(exp) : Number.NaN;
      if (!sig || !media.verify(key, expiry, sig)) {
        throw new AppError('invalid_token', { status: 403 });
      }
      const bytes = await storage.get(key);
      if (!bytes) throw AppError.notFound();
      return (
        reply
          .type(contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', MEDIA_CSP)
          .header('cache-control', `private, max-age=${media.secondsLeft(expiry)}`)
          // The schema lists only the JSON errors; the file goes out as raw bytes.
          .send(bytes as never)
      );
    },
  });
};
