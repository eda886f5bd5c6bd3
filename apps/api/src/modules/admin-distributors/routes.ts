import {
  DISTRIBUTOR_FILES,
  distributorCreateFieldsSchema,
  distributorUpdateFieldsSchema,
  operations,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { type FormFileRule, parseFormFields, receiveForm } from '../../lib/multipart-form.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { DistributorsService } from './service.js';

/** The contract is a PDF (the `document` rule also takes xlsx); the logo a JPEG or PNG. */
const FILE_RULES: Record<keyof typeof DISTRIBUTOR_FILES, FormFileRule> = {
  contract: { kind: DISTRIBUTOR_FILES.contract, types: ['pdf'] },
  logo: { kind: DISTRIBUTOR_FILES.logo },
};

const FORM_DESCRIPTION =
  'multipart/form-data. Text fields: name, cnpj (numeric or alphanumeric, check digits), ' +
  'contact_name, email, phone, notes, commissions (JSON: [{"plan_id","commission_percent"}], ' +
  '0–100 with up to 2 decimals; replaces the list). Files: contract (PDF ≤ 5 MB), logo ' +
  '(JPEG/PNG ≤ 3 MB), checked by their bytes (413 too large, 415 wrong type). Bad fields 422, ' +
  'duplicate CNPJ 409, unknown plan 422, broken multipart 400.';

/** admin-<slug>/distributor/: resellers. Every administrator reads; superusers write. */
export const distributorsRoutes: FastifyPluginAsyncZod<{
  distributors: DistributorsService;
}> = async (app, { distributors }) => {
  const op = operations.admin.distributors;
  const tags = ['admin'];
  const access = { admin: true } as const;
  const attachment = (name: string) =>
    `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: { tags, summary: 'Distributors (search: name, CNPJ, contact, email)' },
    handler: async (request) => ({ data: await distributors.list(request.query) }),
  });
  defineRoute(app, {
    operation: op.create,
    access,
    docs: {
      tags,
      summary: 'Create a distributor (superusers only)',
      description: FORM_DESCRIPTION,
    },
    handler: async (request, reply, { admin, context }) => {
      distributors.assertSuperuser(admin);
      const form = await receiveForm(request, FILE_RULES);
      const fields = parseFormFields(
        distributorCreateFieldsSchema,
        form.fields,
        requestLanguage(request),
      );
      const data = await distributors.create(admin, fields, form.files, context);
      return reply.status(201).send({ data });
    },
  });
  defineRoute(app, {
    operation: op.get,
    access,
    docs: { tags, summary: 'A distributor with its commissions and the companies it brought' },
    handler: async (request) => ({ data: await distributors.get(request.params.id) }),
  });
  defineRoute(app, {
    operation: op.update,
    access,
    docs: {
      tags,
      summary: 'Change a distributor (superusers only): any subset of the fields and files',
      description: `${FORM_DESCRIPTION} remove_contract=true / remove_logo=true drop a file.`,
    },
    handler: async (request, _reply, { admin, context }) => {
      distributors.assertSuperuser(admin);
      const form = await receiveForm(request, FILE_RULES);
      const fields = parseFormFields(
        distributorUpdateFieldsSchema,
        form.fields,
        requestLanguage(request),
      );
      return {
        data: await distributors.update(admin, request.params.id, fields, form.files, context),
      };
    },
  });
  defineRoute(app, {
    operation: op.remove,
    access,
    docs: {
      tags,
      summary: 'Delete a distributor (superusers only); its companies stay, without one',
    },
    handler: async (request, _reply, { admin, context }) => {
      await distributors.remove(admin, request.params.id, context);
      return { data: null };
    },
  });
  defineRoute(app, {
    operation: op.contract,
    access,
    docs: { tags, summary: "The distributor's contract (PDF)" },
    handler: async (request, reply) => {
      const file = await distributors.contract(request.params.id);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(/\.pdf$/i.test(file.name) ? file.name : `${file.name}.pdf`),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes as never);
    },
  });
  defineRoute(app, {
    operation: op.logo,
    access,
    docs: { tags, summary: "The distributor's logo (JPEG or PNG)" },
    handler: async (request, reply) => {
      const file = await distributors.logo(request.params.id);
      const ext = file.type === 'image/png' ? 'png' : 'jpg';
      return reply
        .type(file.type)
        .header('content-disposition', attachment(`logo.${ext}`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes as never);
    },
  });
};
