import { z } from 'zod';
import { dataEnvelope } from '../../api/envelope.js';
import {
  companyCreateBodySchema,
  companyProfileSchema,
  companyProfileUpdateBodySchema,
  companySelectResponseSchema,
  companySummarySchema,
} from '../auth.js';
import { operation } from '../operation.js';
import { plainIdParams } from './params.js';

/** The caller's companies (list, register, choose one) and the chosen company's profile. */
export const companiesOperations = {
  list: operation({
    method: 'GET',
    path: '/auth/companies/',
    responses: { 200: dataEnvelope(z.array(companySummarySchema)) },
  }),
  create: operation({
    method: 'POST',
    path: '/auth/companies/',
    body: companyCreateBodySchema,
    responses: { 201: dataEnvelope(companySummarySchema) },
  }),
  select: operation({
    method: 'POST',
    path: '/auth/companies/:id/select/',
    params: plainIdParams,
    responses: { 200: dataEnvelope(companySelectResponseSchema) },
  }),
  profile: operation({
    method: 'GET',
    path: '/company/profile/',
    responses: { 200: dataEnvelope(companyProfileSchema) },
  }),
  updateProfile: operation({
    method: 'PUT',
    path: '/company/profile/',
    body: companyProfileUpdateBodySchema,
    responses: { 200: dataEnvelope(companyProfileSchema) },
  }),
  setLogo: operation({
    method: 'PUT',
    path: '/company/logo/',
    upload: true,
    responses: { 200: dataEnvelope(companyProfileSchema) },
  }),
  deleteLogo: operation({
    method: 'DELETE',
    path: '/company/logo/',
    responses: { 200: dataEnvelope(companyProfileSchema) },
  }),
};
