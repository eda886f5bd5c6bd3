import { dataEnvelope } from '../../api/envelope.js';
import { profileUpdateBodySchema, userSchema } from '../auth.js';
import { operation } from '../operation.js';

/** The signed-in user's own account (the images are read through their signed URLs). */
export const profileOperations = {
  update: operation({
    method: 'PUT',
    path: '/auth/users/profile/',
    body: profileUpdateBodySchema,
    responses: { 200: dataEnvelope(userSchema) },
  }),
  setPhoto: operation({
    method: 'PUT',
    path: '/auth/users/photo/',
    upload: true,
    responses: { 200: dataEnvelope(userSchema) },
  }),
  deletePhoto: operation({
    method: 'DELETE',
    path: '/auth/users/photo/',
    responses: { 200: dataEnvelope(userSchema) },
  }),
};
