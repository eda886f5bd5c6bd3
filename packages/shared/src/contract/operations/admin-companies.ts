import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import {
  adminCompanyDetailSchema,
  adminCompanyListQuerySchema,
  adminCompanySchema,
  companyDistributorBodySchema,
  companySuspensionBodySchema,
  recordHistoryEntrySchema,
  recordHistoryQuerySchema,
} from '../admin-companies.js';
import { operation } from '../operation.js';
import { idParams } from './params.js';

// Operations of this back-office feature; `operations` (index.ts) composes them.
export const adminCompanyOperations = {
  companies: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/dashboard/companyList/',
      query: adminCompanyListQuerySchema,
      responses: { 200: listEnvelope(adminCompanySchema) },
    }),
    get: operation({
      method: 'GET',
      area: 'admin',
      path: '/companies/:id/',
      params: idParams,
      responses: { 200: dataEnvelope(adminCompanyDetailSchema) },
    }),
    suspend: operation({
      method: 'POST',
      area: 'admin',
      path: '/companies/:id/suspend/',
      params: idParams,
      body: companySuspensionBodySchema,
      responses: { 200: dataEnvelope(adminCompanySchema) },
    }),
    reactivate: operation({
      method: 'POST',
      area: 'admin',
      path: '/companies/:id/reactivate/',
      params: idParams,
      body: companySuspensionBodySchema,
      responses: { 200: dataEnvelope(adminCompanySchema) },
    }),
    setDistributor: operation({
      method: 'PUT',
      area: 'admin',
      path: '/companies/:id/distributor/',
      params: idParams,
      body: companyDistributorBodySchema,
      responses: { 200: dataEnvelope(adminCompanySchema) },
    }),
  },
  history: operation({
    method: 'GET',
    area: 'admin',
    path: '/history/',
    query: recordHistoryQuerySchema,
    responses: { 200: listEnvelope(recordHistoryEntrySchema) },
  }),
};
