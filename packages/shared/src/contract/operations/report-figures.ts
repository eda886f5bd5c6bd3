import { dataEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  hoursBankReportSchema,
  overtimeReportSchema,
  reportFiguresListQuerySchema,
  summaryReportQuerySchema,
  summaryReportSchema,
} from '../report-figures.js';

// Operations of the figures reports (issue 18): hours bank, overtime, summary. The screens read
// these; the files (pdf, xlsx) are report jobs (`reports/jobs/`).
export const reportFiguresOperations = {
  hoursBank: operation({
    method: 'GET',
    path: '/reports/hours-bank/',
    query: reportFiguresListQuerySchema,
    responses: { 200: dataEnvelope(hoursBankReportSchema) },
  }),
  overtime: operation({
    method: 'GET',
    path: '/reports/overtime/',
    query: reportFiguresListQuerySchema,
    responses: { 200: dataEnvelope(overtimeReportSchema) },
  }),
  summary: operation({
    method: 'GET',
    path: '/reports/summary/',
    query: summaryReportQuerySchema,
    responses: { 200: dataEnvelope(summaryReportSchema) },
  }),
};
