import { operations } from '@ponteiro/shared';
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
  const own = operations.profile;

  defineRoute(app, {
    operation: own.update,
    access: ownProfile,
    docs: { tags: userTags, summary: 'Update your name, phone and language' },
    handler: async (request, _reply, { userId, context }) => ({
      data: await profile.updateUser(userId, request.body, context),
    }),
  });

  defineRoute(app, {
    operation: own.setPhoto,
    access: ownProfile,
    docs: {
      tags: userTags,
      summary: 'Upload your photo (JPEG or PNG, up to 200 KB; multipart field "file")',
    },
    handler: async (request, _reply, { userId, context }) => {
      const upload = await receiveUpload(request, 'profileImage');
      return { data: await profile.setPhoto(userId, upload, context) };
    },
  });

  defineRoute(app, {
    operation: own.deletePhoto,
    access: ownProfile,
    docs: { tags: userTags, summary: 'Remove your photo' },
    handler: async (_request, _reply, { userId, context }) => ({
      data: await profile.setPhoto(userId, null, context),
    }),
  });

  const companyTags = ['company'];
  const editCompany = { permission: 'company_profile.edit' } as const;
  const company = operations.companies;

  defineRoute(app, {
    operation: company.profile,
    access: { permission: 'company_profile' },
    docs: { tags: companyTags, summary: "The company's profile" },
    handler: async (_request, _reply, { companyId }) => ({
      data: await profile.company(companyId),
    }),
  });

  defineRoute(app, {
    operation: company.updateProfile,
    access: editCompany,
    docs: { tags: companyTags, summary: "Update the company's profile" },
    handler: async (request, _reply, { companyId, userId, context }) => ({
      data: await profile.updateCompany(companyId, userId, request.body, context),
    }),
  });

  defineRoute(app, {
    operation: company.setLogo,
    access: editCompany,
    docs: {
      tags: companyTags,
      summary: 'Upload the logo (JPEG or PNG, up to 3 MB; multipart field "file")',
    },
    handler: async (request, _reply, { companyId, userId, context }) => {
      const upload = await receiveUpload(request, 'image');
      return { data: await profile.setLogo(companyId, userId, upload, context) };
    },
  });

  defineRoute(app, {
    operation: company.deleteLogo,
    access: editCompany,
    docs: { tags: companyTags, summary: 'Remove the logo' },
    handler: async (_request, _reply, { companyId, userId, context }) => ({
      data: await profile.setLogo(companyId, userId, null, context),
    }),
  });
};
