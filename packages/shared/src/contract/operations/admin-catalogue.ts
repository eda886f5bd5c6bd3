import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import {
  appReleaseBodySchema,
  appReleaseIdQuerySchema,
  appReleaseListQuerySchema,
  appReleaseSchema,
} from '../app-releases.js';
import { operation } from '../operation.js';
import {
  productBodySchema,
  productListQuerySchema,
  productPhotoSchema,
  productSchema,
} from '../products.js';
import { idParams } from './params.js';

// Operations of this back-office feature; `operations` (index.ts) composes them.
// Mobile app releases (admin-<slug>/app_history/) and device products (admin-<slug>/products/).
export const adminCatalogueOperations = {
  appReleases: {
    /** A page of releases; with `?id=` the one release (`{ data: release }`). */
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/app_history/',
      query: appReleaseListQuerySchema,
      responses: {
        200: z.union([listEnvelope(appReleaseSchema), dataEnvelope(appReleaseSchema)]),
      },
    }),
    create: operation({
      method: 'POST',
      area: 'admin',
      path: '/app_history/',
      body: appReleaseBodySchema,
      responses: { 201: dataEnvelope(appReleaseSchema) },
    }),
    update: operation({
      method: 'PUT',
      area: 'admin',
      path: '/app_history/',
      query: appReleaseIdQuerySchema,
      body: appReleaseBodySchema,
      responses: { 200: dataEnvelope(appReleaseSchema) },
    }),
  },
  products: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/products/',
      query: productListQuerySchema,
      responses: { 200: listEnvelope(productSchema) },
    }),
    create: operation({
      method: 'POST',
      area: 'admin',
      path: '/products/',
      body: productBodySchema,
      responses: { 201: dataEnvelope(productSchema) },
    }),
    update: operation({
      method: 'PUT',
      area: 'admin',
      path: '/products/:id/',
      params: idParams,
      body: productBodySchema,
      responses: { 200: dataEnvelope(productSchema) },
    }),
    /** Stages a photo (JPEG/PNG ≤ 3 MB, multipart field `file`) for a product's `photo_id`. */
    uploadPhoto: operation({
      method: 'POST',
      area: 'admin',
      path: '/products/photo/',
      upload: true,
      responses: { 201: dataEnvelope(productPhotoSchema) },
    }),
    photo: operation({
      method: 'GET',
      area: 'admin',
      path: '/products/:id/photo/',
      params: idParams,
      download: true,
      produces: ['image/jpeg', 'image/png'],
    }),
  },
};
