import { z } from 'zod';
import { dataEnvelope } from '../../api/envelope.js';
import {
  forgotPasswordBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  resetPasswordBodySchema,
  resetTokenQuerySchema,
  sessionSchema,
  signInBodySchema,
  signUpBodySchema,
  tokenResponseSchema,
  updatePasswordBodySchema,
  userSchema,
} from '../auth.js';
import { operation } from '../operation.js';

/** Sign-in, tokens, sign-up, passwords and the current session (api.md). */
export const authOperations = {
  signIn: operation({
    method: 'POST',
    path: '/oauth2/token/',
    body: signInBodySchema,
    responses: { 200: dataEnvelope(tokenResponseSchema) },
  }),
  refresh: operation({
    method: 'POST',
    path: '/oauth2/refresh_token/',
    body: refreshBodySchema,
    responses: { 200: dataEnvelope(refreshResponseSchema) },
  }),
  signOut: operation({
    method: 'GET',
    path: '/oauth2/logout/',
    responses: { 200: dataEnvelope(z.null()) },
  }),
  signUp: operation({
    method: 'POST',
    path: '/auth/users/sign_up/',
    body: signUpBodySchema,
    responses: { 201: dataEnvelope(z.object({ user: userSchema })) },
  }),
  updatePassword: operation({
    method: 'PUT',
    path: '/auth/users/update_password/',
    body: updatePasswordBodySchema,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  forgotPassword: operation({
    method: 'POST',
    path: '/auth/users/forgot_password/',
    body: forgotPasswordBodySchema,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  checkResetToken: operation({
    method: 'GET',
    path: '/auth/users/reset_password/',
    query: resetTokenQuerySchema,
    responses: { 200: dataEnvelope(z.object({ valid: z.literal(true) })) },
  }),
  resetPassword: operation({
    method: 'POST',
    path: '/auth/users/reset_password/',
    query: resetTokenQuerySchema,
    body: resetPasswordBodySchema,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  session: operation({
    method: 'GET',
    path: '/base/user/session/',
    responses: { 200: dataEnvelope(sessionSchema) },
  }),
};
