import {
  companyProfileSchema,
  companyProfileUpdateBodySchema,
  dataEnvelope,
  errorResponseSchema,
  profileUpdateBodySchema,
  userSchema,
} from '@ponteiro/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { ProfileService } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/**
 * auth/users/profile|photo/ (own account) and company/profile|logo/ (company_profile). The images
 * themselves are read through the signed `photo_url`/`logo_url` of these answers (media routes).
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  guards: Guards;
}> = async (app, { profile, guards }) => {
  const security = [{ bearer: [] }];
  const userTags = { tags: ['profile'], security };
  // Inside a company the role must hold user_profile.edit (the specification's permission). A
  // token without a company belongs to someone who is in no company yet: their account is theirs
  // to edit, so nothing more is asked (requiring a company would lock new users out).
  const companyProfileEdit = guards.permission('user_profile.edit');
  const ownProfileEdit: onRequestAsyncHookHandler = async function (request, reply) {
    await guards.user.call(this, request, reply);
    if (request.principal?.companyId) await companyProfileEdit.call(this, request, reply);
  };

  app.put(
    '/auth/users/profile/',
    {
      onRequest: ownProfileEdit,
      schema: {
        ...userTags,
        summary: 'Update your name, phone and language',
        body: profileUpdateBodySchema,
        response: { 200: dataEnvelope(userSchema), ...errors },
      },
    },
    async (request) => ({
      data: await profile.updateUser(
        request.principal!.userId,
        request.body,
        requestContext(request),
      ),
    }),
  );

  app.put(
    '/auth/users/photo/',
    {
      onRequest: ownProfileEdit,
      schema: {
        ...userTags,
        summary: 'Upload your photo (JPEG or PNG, up to 200 KB; multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(userSchema), ...errors },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, 'profileImage');
      return {
        data: await profile.setPhoto(request.principal!.userId, upload, requestContext(request)),
      };
    },
  );

  app.delete(
    '/auth/users/photo/',
    {
      onRequest: ownProfileEdit,
      schema: {
        ...userTags,
        summary: 'Remove your photo',
        response: { 200: dataEnvelope(userSchema), ...errors },
      },
    },
    async (request) => ({
      data: await profile.setPhoto(request.principal!.userId, null, requestContext(request)),
    }),
  );

  const companyTags = { tags: ['company'], security };

  app.get(
    '/company/profile/',
    {
      onRequest: guards.permission('company_profile'),
      schema: {
        ...companyTags,
        summary: "The company's profile",
        response: { 200: dataEnvelope(companyProfileSchema), ...errors },
      },
    },
    async (request) => ({ data: await profile.company(request.membership!.companyId) }),
  );

  app.put(
    '/company/profile/',
    {
      onRequest: guards.permission('company_profile.edit'),
      schema: {
        ...companyTags,
        summary: "Update the company's profile",
        body: companyProfileUpdateBodySchema,
        response: { 200: dataEnvelope(companyProfileSchema), ...errors },
      },
    },
    async (request) => ({
      data: await profile.updateCompany(
        request.membership!.companyId,
        request.principal!.userId,
        request.body,
        requestContext(request),
      ),
    }),
  );

  app.put(
    '/company/logo/',
    {
      onRequest: guards.permission('company_profile.edit'),
      schema: {
        ...companyTags,
        summary: 'Upload the logo (JPEG or PNG, up to 3 MB; multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(companyProfileSchema), ...errors },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, 'image');
      return {
        data: await profile.setLogo(
          request.membership!.companyId,
          request.principal!.userId,
          upload,
          requestContext(request),
        ),
      };
    },
  );

  app.delete(
    '/company/logo/',
    {
      onRequest: guards.permission('company_profile.edit'),
      schema: {
        ...companyTags,
        summary: 'Remove the logo',
        response: { 200: dataEnvelope(companyProfileSchema), ...errors },
      },
    },
    async (request) => ({
      data: await profile.setLogo(
        request.membership!.companyId,
        request.principal!.userId,
        null,
        requestContext(request),
      ),
    }),
  );
};
