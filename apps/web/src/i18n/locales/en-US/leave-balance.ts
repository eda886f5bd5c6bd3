import type { Widen } from '../pt';
import type { leaveBalance as pt } from '../pt/leave-balance';

// Texts of /ta-events/leave-balance (namespace `leaveBalance`).
export const leaveBalance: Widen<typeof pt> = {
  title: 'Vacation and leave balance',
  subtitle:
    'Per employee: the vacation (férias) acquisition periods (CLT arts. 130 to 137) and the days of each leave type used in the year.',
  search: 'Search by name, CPF or registration',
  loadError: 'The balances could not be loaded.',
  empty: 'No employee in this year.',
  emptyFiltered: 'No employee matches these filters.',
  clearFilters: 'Clear filters',
  asOf: 'Vacation status on {{date}}.',
  absencesNote:
    'Unjustified absences: the absences in closed timesheet periods and leave of unjustified types.',
  filters: {
    year: 'Year',
    subsidiary: 'Workplace',
    allSubsidiaries: 'All workplaces',
    department: 'Department',
    allDepartments: 'All departments',
    attention: 'Only with vacation overdue or due soon',
  },
  columns: {
    employee: 'Employee',
    admission: 'Admission',
    vacationLeft: 'Vacation to take',
    due: 'Grant by',
    leaveUsed: 'Leave this year',
  },
  days_zero: '{{count}} days',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  none: '—',
  advance: '{{count}} day(s) granted in advance',
  attention: {
    overdue: 'Overdue: paid in double',
    expiring: 'Due soon',
  },
  periods: {
    title: 'Acquisition periods',
    acquisition: 'Acquisition period',
    concession: 'Grant by',
    absences: 'Unjustified absences',
    entitled: 'Entitled',
    taken: 'Taken',
    doubleDays_one: '{{count}} in double',
    doubleDays_other: '{{count}} in double',
    left: 'Left',
    status: 'Status',
    accrued: '{{days}} days earned so far',
    lostReason: {
      paid_leave: 'Paid leave of more than 30 days',
      company_stoppage: 'Company stoppage of more than 30 days',
      inss_benefit: 'INSS benefit of more than 6 months',
    },
  },
  statuses: {
    acquiring: 'Being acquired',
    open: 'To take',
    taken: 'Taken',
    overdue: 'Overdue',
    none: 'Not entitled (over 32 absences)',
    lost: 'Lost (CLT art. 133)',
  },
  leave: {
    title: 'Leave in {{year}}',
    type: 'Type',
    used: 'Days used',
    max: 'Maximum per leave',
    noLimit: 'No limit',
    nothing: 'No leave this year.',
  },
  range: '{{from}} to {{to}}',
  details: 'Details of {{name}}',
};
