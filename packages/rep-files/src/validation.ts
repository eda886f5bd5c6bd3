// The writers, parsers and validators alone (`@ponteiro/rep-files/validation`): what the API loads
// at start-up, without the PDF and certificate libraries of the receipt and signatures.
export * from './aej/index.js';
export * from './afd/index.js';
export {
  PROBLEM_MESSAGES,
  type ProblemCode,
  type ProblemParams,
  problemCode,
  renderProblem,
} from './problem-messages.js';
export {
  countByField,
  type Problem,
  type ReportLayout,
  type ReportSummary,
  type ValidationReport,
  withCode,
} from './problems.js';
