import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { ProductsService } from './service.js';

/** A photo's own response must never run anything (as media/ answers files). */
const PHOTO_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** admin-<slug>/products/: platform administrators read; superusers write. */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  const op = operations.admin.products;
  const tags = ['admin'];
  const access = { admin: true } as const;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: { tags, summary: 'Device products (photo_url: a short-lived signed URL)' },
    handler: async (request) => ({ data: await products.list(request.query) }),
  });
  defineRoute(app, {
    operation: op.create,
    access,
    docs: {
      tags,
      summary: 'Create a product (superusers only); photo_id from products/photo/',
    },
    handler: async (request, reply, { admin, context }) =>
      reply.status(201).send({ data: await products.create(admin, request.body, context) }),
  });
  defineRoute(app, {
    operation: op.update,
    access,
    docs: {
      tags,
      summary: 'Edit a product (superusers only); photo_id absent keeps the photo, null removes it',
    },
    handler: async (request, _reply, { admin, context }) => ({
      data: await products.update(admin, request.params.id, request.body, context),
    }),
  });
  defineRoute(app, {
    operation: op.uploadPhoto,
    access,
    docs: {
      tags,
      summary:
        'Upload a product photo (JPEG or PNG, up to 3 MB; multipart field "file"; superusers ' +
        'only) → photo_id, to be referenced once by a product',
    },
    handler: async (request, reply, { admin, context }) => {
      // Refused before the file is read.
      products.assertCanWrite(admin);
      const upload = await receiveUpload(request, 'image');
      return reply.status(201).send({ data: await products.stagePhoto(admin, upload, context) });
    },
  });
  defineRoute(app, {
    operation: op.photo,
    access,
    docs: { tags, summary: "The product's photo (image/jpeg or image/png); 404 without one" },
    handler: async (request, reply) => {
      const { bytes, contentType } = await products.photo(request.params.id);
      return (
        reply
          .type(contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', PHOTO_CSP)
          .header('cache-control', 'private, no-cache')
          // The schema lists only the JSON errors; the file goes out as raw bytes.
          .send(bytes as never)
      );
    },
  });
};
