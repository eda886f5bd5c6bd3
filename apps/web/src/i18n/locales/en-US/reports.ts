import type { Widen } from '../pt';
import type { reports as pt } from '../pt/reports';
import { legalFileProblems } from './legal-file-problems';

// Texts of the /reports screens (namespace `reports`), typed against the Portuguese ones.
export const reports: Widen<typeof pt> = {
  afdExport: {
    title: 'Company AFD',
    subtitle: "The Source Data File of Ponteiro's REP-P, for one subsidiary and period.",
    subsidiary: 'Subsidiary',
    subsidiaryPlaceholder: 'Choose the subsidiary',
    period: 'Period',
    generate: 'Generate AFD',
    generated: 'AFD ready: {{file}}.',
    note: 'The file follows Portaria 671 (layout 003, ISO-8859-1), with the period’s punches as they stand in the register, and can be checked with the validator below.',
  },
  legalFiles: {
    afdTitle: 'AFD — Source Data File',
    aejTitle: 'AEJ — Electronic Workday File',
    afdSubtitle:
      "Generate the company's AFD from the punch register, or check an AFD from any REP (Portaria 671, 1510 or 1510 with 595/2013).",
    aejSubtitle:
      'Generating the AEJ comes with timesheets. You can already check an AEJ from any system (layout 001 or 002).',
    checkTitle: 'Validate a file',
    choose: 'Click or drag the file here',
    chooseHint: 'A text file of up to 10 MB. It is only checked: nothing is stored.',
    tooLarge: 'The file must be at most 10 MB.',
    checking: 'Checking…',
    valid: '{{file}}: valid file.',
    validWithWarnings_one: '{{file}}: valid file, with {{count}} warning.',
    validWithWarnings_other: '{{file}}: valid file, with {{count}} warnings.',
    invalid_one: '{{file}}: {{count}} problem found.',
    invalid_other: '{{file}}: {{count}} problems found.',
    counts: 'Records',
    line: 'Line',
    field: 'Field',
    message: 'Problem',
    another: 'Check another file',
    errorsTab_one: '{{count}} error',
    errorsTab_other: '{{count}} errors',
    errorsTab_zero: '{{count}} errors',
    warningsTab_one: '{{count}} warning',
    warningsTab_other: '{{count}} warnings',
    warningsTab_zero: '{{count}} warnings',
    none: 'None',
    summary: {
      title: 'Summary',
      layout: 'Layout recognised',
      partial: 'Records only (partial file)',
      rep: 'REP generation',
      repUnknown: 'Not stated by the file',
      crc: 'CRC variant',
      crcNone: 'None (layout without CRC, or no variant matches)',
      errorsByField: 'Errors by field',
      warningsByField: 'Warnings by field',
      recordType: 'type {{type}}',
      lines: 'lines',
    },
    problems: legalFileProblems,
    layouts: {
      'afd-671': 'Portaria 671',
      'afd-1510': 'Portaria 1510',
      'afd-1510-595': 'Portaria 1510 with the 595/2013 CRC',
      'aej-001': 'AEJ layout 001',
      'aej-002': 'AEJ layout 002',
      unknown: 'Not recognised',
    },
  },
};
