import type { Widen } from '../pt';
import type { reports as pt } from '../pt/reports';

// Texts of the /reports screens (namespace `reports`), typed against the Portuguese ones.
export const reports: Widen<typeof pt> = {
  legalFiles: {
    afdTitle: 'AFD — Source Data File',
    aejTitle: 'AEJ — Electronic Workday File',
    afdSubtitle:
      'Generating the AFD comes with punches. You can already check an AFD from any REP (Portaria 671 or 1510).',
    aejSubtitle:
      'Generating the AEJ comes with timesheets. You can already check an AEJ from any system (layout 001).',
    checkTitle: 'Validate a file',
    choose: 'Click or drag the file here',
    chooseHint: 'A text file of up to 10 MB. It is only checked: nothing is stored.',
    tooLarge: 'The file must be at most 10 MB.',
    checking: 'Checking…',
    valid: '{{file}}: valid file.',
    invalid_one: '{{file}}: {{count}} problem found.',
    invalid_other: '{{file}}: {{count}} problems found.',
    counts: 'Records',
    line: 'Line',
    field: 'Field',
    message: 'Problem',
    another: 'Check another file',
  },
};
