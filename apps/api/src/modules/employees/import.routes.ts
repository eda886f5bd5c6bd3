import {
  AppError,
  dataEnvelope,
  employeeImportQuerySchema,
  employeeImportResultSchema,
  errorResponseSchema,
  isAppError,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context.js';
import { requestLanguage } from '../../lib/request-language.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { EmployeeImportService } from './import.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const notAWorkbook = () =>
  new AppError('unsupported_media_type', { fieldErrors: { file: ['validation.file_type|XLSX'] } });

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};

/** employees/import/template/ and employees/import/ — permission employee.import. */
export const employeeImportRoutes: FastifyPluginAsyncZod<{
  employeeImport: EmployeeImportService;
  guards: Guards;
}> = async (app, { employeeImport, guards }) => {
  const onRequest = guards.permission('employee.import');
  const common = { tags: ['employees'], security: [{ bearer: [] }] };

  app.get(
    '/employees/import/template/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The xlsx template for importing employees (in the request language)',
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const file = await employeeImport.template(
        request.membership!.companyId,
        requestLanguage(request),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );

  app.post(
    '/employees/import/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Import employees from an xlsx (up to 5 MB; multipart field "file")',
        description:
          'Every row is validated like the employee form. Rows are matched to employees by CPF: ' +
          'new CPFs are created, changed rows updated, identical rows left alone. mode=all_or_nothing ' +
          'writes nothing when any row is rejected; dry_run=true only reports. The file is read in ' +
          'a worker under limits: parts unzipping past 32 MB → 413, too complex to read → 422; ' +
          'another import of the company running → 409; too many imports waiting → 503.',
        consumes: ['multipart/form-data'],
        querystring: employeeImportQuerySchema,
        response: { 200: dataEnvelope(employeeImportResultSchema), ...errors },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, 'document').catch((error: unknown) => {
        // The document rule also names PDF; this endpoint takes workbooks only.
        throw isAppError(error) && error.fieldErrors?.file && error.status === 415
          ? notAWorkbook()
          : error;
      });
      if (upload.type !== 'xlsx') throw notAWorkbook();
      const data = await employeeImport.run(
        { companyId: request.membership!.companyId, userId: request.principal!.userId },
        upload.bytes,
        request.query,
        requestLanguage(request),
        requestContext(request),
      );
      return { data };
    },
  );
};
