import {
  companyProfileSchema,
  companyProfileUpdateBodySchema,
  dataEnvelope,
  profileUpdateBodySchema,
  userSchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { ProfileService } from './service.js';

/**
 * auth/users/profile|photo/ (own account) and company/profile|logo/ (company_profile). The images
 * themselves are read through the signed `photo_url`/`logo_url` of these answers (media routes).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  // Inside a company the role must hold user_profile.edit (the specification's permission). A
  // token without a company belongs to someone who is in no company yet: their account is theirs
  // to edit, so nothing more is asked (requiring a company would lock new users out).
  const ownProfile = { user: true, companyPermission: 'user_profile.edit' } as const;
  const userTags = ['profile'];

  defineRoute(app, {
    method: 'PUT',
    url: '/auth/users/profile/',
    access: ownProfile,
    schema: {
      tags: userTags,
      summary: 'Update your name, phone and language',
      body: profileUpdateBodySchema,
      response: { 200: dataEnvelope(userSchema) },
    },
    handler: async (request, _reply, { userId, context }) => ({
      data: await profile.updateUser(userId, request.body, context),
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/auth/users/photo/',
    access: ownProfile,
    schema: {
      tags: userTags,
      summary: 'Upload your photo (JPEG or PNG, up to 200 KB; multipart field "file")',
      consumes: ['multipart/form-data'],
      response: { 200: dataEnvelope(userSchema) },
    },
    handler: async (request, _reply, { userId, context }) => {
      const upload = await receiveUpload(request, 'profileImage');
      return { data: await profile.setPhoto(userId, upload, context) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/auth/users/photo/',
    access: ownProfile,
    schema: {
      tags: userTags,
      summary: 'Remove your photo',
      response: { 200: dataEnvelope(userSchema) },
    },
    handler: async (_request, _reply, { userId, context }) => ({
      data: await profile.setPhoto(userId, null, context),
    }),
  });

  const companyTags = ['company'];
  const editCompany = { permission: 'company_profile.edit' } as const;

  defineRoute(app, {
    method: 'GET',
    url: '/company/profile/',
    access: { permission: 'company_profile' },
    schema: {
      tags: companyTags,
      summary: "The company's profile",
      response: { 200: dataEnvelope(companyProfileSchema) },
    },
    handler: async (_request, _reply, { companyId }) => ({
      data: await profile.company(companyId),
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/company/profile/',
    access: editCompany,
    schema: {
      tags: companyTags,
      summary: "Update the company's profile",
      body: companyProfileUpdateBodySchema,
      response: { 200: dataEnvelope(companyProfileSchema) },
    },
    handler: async (request, _reply, { companyId, userId, context }) => ({
      data: await profile.updateCompany(companyId, userId, request.body, context),
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/company/logo/',
    access: editCompany,
    schema: {
      tags: companyTags,
      summary: 'Upload the logo (JPEG or PNG, up to 3 MB; multipart field "file")',
      consumes: ['multipart/form-data'],
      response: { 200: dataEnvelope(companyProfileSchema) },
    },
    handler: async (request, _reply, { companyId, userId, context }) => {
      const upload = await receiveUpload(request, 'image');
      return { data: await profile.setLogo(companyId, userId, upload, context) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/company/logo/',
    access: editCompany,
    schema: {
      tags: companyTags,
      summary: 'Remove the logo',
      response: { 200: dataEnvelope(companyProfileSchema) },
    },
    handler: async (_request, _reply, { companyId, userId, context }) => ({
      data: await profile.setLogo(companyId, userId, null, context),
    }),
  });
};
