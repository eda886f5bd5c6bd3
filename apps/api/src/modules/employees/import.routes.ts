import { AppError, isAppError, operations, XLSX_CONTENT_TYPE } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { EmployeeImportService } from './import.service.js';

const notAWorkbook = () =>
  new AppError('unsupported_media_type', { fieldErrors: { file: ['validation.file_type|XLSX'] } });

/** employees/import/template/ and employees/import/ — permission employee.import. */
export const employeeImportRoutes: FastifyPluginAsyncZod<{
  employeeImport: EmployeeImportService;
}> = async (app, { employeeImport }) => {
  const access = { permission: 'employee.import' } as const;
  const tags = ['employees'];

  defineRoute(app, {
    operation: operations.employees.importTemplate,
    access,
    docs: { tags, summary: 'The xlsx template for importing employees (in the request language)' },
    handler: async (request, reply, { companyId }) => {
      const file = await employeeImport.template(companyId, requestLanguage(request));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });

  defineRoute(app, {
    operation: operations.employees.import,
    access,
    docs: {
      tags,
      summary: 'Import employees from an xlsx (up to 5 MB; multipart field "file")',
      description:
        'Every row is validated like the employee form. Rows are matched to employees by CPF: ' +
        'new CPFs are created, changed rows updated, identical rows left alone. mode=all_or_nothing ' +
        'writes nothing when any row is rejected; dry_run=true only reports. The file is read in ' +
        'a worker under limits: parts unzipping past 32 MB → 413, too complex to read → 422; ' +
        'another import of the company running → 409; too many imports waiting → 503.',
    },
    handler: async (request, _reply, { companyId, userId, context }) => {
      const upload = await receiveUpload(request, 'document').catch((error: unknown) => {
        // The document rule also names PDF; this endpoint takes workbooks only.
        throw isAppError(error) && error.fieldErrors?.file && error.status === 415
          ? notAWorkbook()
          : error;
      });
      if (upload.type !== 'xlsx') throw notAWorkbook();
      const data = await employeeImport.run(
        { companyId, userId },
        upload.bytes,
        request.query,
        requestLanguage(request),
        context,
      );
      return { data };
    },
  });
};
