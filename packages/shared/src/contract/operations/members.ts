import { z } from 'zod';
import { dataEnvelope } from '../../api/envelope.js';
import { companySummarySchema } from '../auth.js';
import {
  invitationAcceptBodySchema,
  invitationCreateBodySchema,
  invitationSchema,
  memberRoleBodySchema,
  memberSchema,
  roleBodySchema,
  roleSchema,
} from '../members.js';
import { operation } from '../operation.js';
import { plainIdParams } from './params.js';

const userParams = z.object({ userId: z.uuid() });

/** The company's users (auth/users/, as the specification names them) and their role. */
export const membersOperations = {
  list: operation({
    method: 'GET',
    path: '/auth/users/',
    responses: { 200: dataEnvelope(z.array(memberSchema)) },
  }),
  changeRole: operation({
    method: 'PUT',
    path: '/auth/users/:userId/',
    params: userParams,
    body: memberRoleBodySchema,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/auth/users/:userId/',
    params: userParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
};

/** Invitations to join a company, and their acceptance by the invited user. */
export const invitationsOperations = {
  list: operation({
    method: 'GET',
    path: '/company/invitations/',
    responses: { 200: dataEnvelope(z.array(invitationSchema)) },
  }),
  create: operation({
    method: 'POST',
    path: '/company/invitations/',
    body: invitationCreateBodySchema,
    responses: { 201: dataEnvelope(invitationSchema) },
  }),
  revoke: operation({
    method: 'DELETE',
    path: '/company/invitations/:id/',
    params: plainIdParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  accept: operation({
    method: 'POST',
    path: '/auth/invitations/accept/',
    body: invitationAcceptBodySchema,
    responses: { 200: dataEnvelope(companySummarySchema) },
  }),
};

/** The permission tree's roles, built-in and custom. */
export const rolesOperations = {
  list: operation({
    method: 'GET',
    path: '/auth/roles/',
    responses: { 200: dataEnvelope(z.array(roleSchema)) },
  }),
  create: operation({
    method: 'POST',
    path: '/auth/roles/',
    body: roleBodySchema,
    responses: { 201: dataEnvelope(roleSchema) },
  }),
  update: operation({
    method: 'PUT',
    path: '/auth/roles/:id/',
    params: plainIdParams,
    body: roleBodySchema,
    responses: { 200: dataEnvelope(roleSchema) },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/auth/roles/:id/',
    params: plainIdParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
};
