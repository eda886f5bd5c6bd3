import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { adminDeviceListQuerySchema, adminDeviceSchema } from '../devices.js';
import {
  distributorDetailSchema,
  distributorListQuerySchema,
  distributorSchema,
} from '../distributors.js';
import { operation } from '../operation.js';
import { idParams } from './params.js';

// Operations of this back-office feature; `operations` (index.ts) composes them.
// The distributor's writes are multipart forms: text fields (name, cnpj, contact_name, email,
// phone, notes, commissions as JSON, remove_contract/remove_logo on PATCH) and the optional files
// `contract` (PDF ≤ 5 MB) and `logo` (JPEG/PNG ≤ 3 MB).
export const adminDistributorOperations = {
  distributors: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/distributor/',
      query: distributorListQuerySchema,
      responses: { 200: listEnvelope(distributorSchema) },
    }),
    create: operation({
      method: 'POST',
      area: 'admin',
      path: '/distributor/',
      upload: true,
      responses: { 201: dataEnvelope(distributorDetailSchema) },
    }),
    get: operation({
      method: 'GET',
      area: 'admin',
      path: '/distributor/:id/',
      params: idParams,
      responses: { 200: dataEnvelope(distributorDetailSchema) },
    }),
    update: operation({
      method: 'PATCH',
      area: 'admin',
      path: '/distributor/:id/',
      params: idParams,
      upload: true,
      responses: { 200: dataEnvelope(distributorDetailSchema) },
    }),
    remove: operation({
      method: 'DELETE',
      area: 'admin',
      path: '/distributor/:id/',
      params: idParams,
      responses: { 200: dataEnvelope(z.null()) },
    }),
    contract: operation({
      method: 'GET',
      area: 'admin',
      path: '/distributor/:id/contract/',
      params: idParams,
      download: true,
      produces: ['application/pdf'],
    }),
    logo: operation({
      method: 'GET',
      area: 'admin',
      path: '/distributor/:id/logo/',
      params: idParams,
      download: true,
      produces: ['image/png', 'image/jpeg'],
    }),
  },
  devices: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/device/',
      query: adminDeviceListQuerySchema,
      responses: { 200: listEnvelope(adminDeviceSchema) },
    }),
  },
};
