import type { Widen } from '../pt';
import type { notificationSettings as pt } from '../pt/notification-settings';

// Texts of /system/notifications (namespace `notificationSettings`), typed against pt.
export const notificationSettings: Widen<typeof pt> = {
  title: 'Notifications',
  subtitle: 'For each event, choose how to tell (in the app and/or by email) and whom.',
  tabs: { events: 'Events' },
  loadError: 'The notification settings could not be loaded.',
  retry: 'Try again',
  empty: 'No events to set.',
  rules: {
    title: 'How it works',
    off: 'With both “In-app” and “Email” off, the event is off: nobody is told.',
    approvers:
      'Sent and escalated requests always reach their approvers (set by the approval flow); here you choose the channels and may tell more people, for information only. Even with the event off, pending requests still show in the approvals count beside the bell.',
    manager:
      "Manager: the nearest manager up the employee's departments who has a Ponteiro account (never the employee themself).",
    employee:
      'Employee: the person the event is about (for a decision, also whoever filed the request for them).',
    none: '“—” marks a recipient that does not apply to the event.',
    test: '“Send a test” uses the saved settings and sends to you only.',
  },
  columns: {
    event: 'Event',
    inApp: 'In-app',
    email: 'Email',
    employee: 'Employee',
    manager: 'Manager',
    roles: 'Roles',
    actions: 'Actions',
  },
  cell: '{{column}}: {{event}}',
  notApplicable: 'Does not apply to this event',
  approversAlways: 'Always: the approvers',
  off: 'Off',
  rolesPlaceholder: 'No role',
  save: 'Save',
  saved: 'Notification settings saved.',
  unsaved: 'There are unsaved changes. The test uses the saved settings.',
  discard: 'Discard changes',
  test: 'Send a test',
  testLabel: 'Send a test of {{event}}',
  testSent: 'Test sent: {{where}}.',
  testInApp: 'to the bell',
  testEmail: 'by email to {{email}}',
  testAnd: ' and ',
  roles: {
    owner: 'Owner',
    super_admin: 'Super administrator',
    admin: 'Administrator',
    employee: 'Employee',
  },
  events: {
    request_submitted: {
      name: 'Request sent',
      hint: 'An employee asked for a missed punch, overtime or leave.',
    },
    request_decided: {
      name: 'Request decided',
      hint: 'The request was approved or rejected.',
    },
    request_escalated: {
      name: 'Escalation',
      hint: 'The request had no decision and moved to the next step.',
    },
    abnormal_punch: {
      name: 'Abnormal punch',
      hint: 'A punch outside the geofence, without location or sent offline (checked hourly).',
    },
    period_closed: {
      name: 'Period closed',
      hint: "The employee's period was closed: check the timesheet (espelho) and answer.",
    },
    vacation_expiring: {
      name: 'Vacation expiring',
      hint: 'The concession period ends soon (CLT art. 137: after it, vacation is paid double).',
    },
    hours_bank_expiring: {
      name: 'Hours bank expiring',
      hint: 'Hours-bank credit expires within 30 days.',
    },
    certificate_expiring: {
      name: 'Digital certificate expiring',
      hint: 'The A1 certificate that signs the AFD expires within 30 days (one notice per certificate).',
    },
  },
};
