import type { Widen } from '../pt';
import type { notificationCenter as pt } from '../pt/notification-center';

// Texts of the top bar's bell (namespace `notificationCenter`), typed against pt.
export const notificationCenter: Widen<typeof pt> = {
  unreadLabel_one: '{{count}} unread',
  unreadLabel_other: '{{count}} unread',
  approvals_one: '{{count}} request waits for your approval',
  approvals_other: '{{count}} requests wait for your approval',
  markAll: 'Mark all as read',
  unread: 'Unread',
  loadError: 'The notifications could not be loaded.',
  retry: 'Try again',
  someone: 'An employee',
  onDate: 'on {{date}}',
  inDays_one: 'in {{count}} day',
  inDays_other: 'in {{count}} days',
  soon: 'soon',
  hours: '{{hours}}h {{minutes}}m',
  wholeHours: '{{hours}}h',
  minutes: '{{minutes}} min',
  submitted: {
    manual_punch: '{{name}} asked to add a punch {{on}}',
    overtime: '{{name}} asked for overtime {{on}}',
    overtimeAmount: '{{name}} asked for {{amount}} of overtime {{on}}',
    leave: '{{name}} asked for leave {{on}}',
    any: '{{name}} sent a request {{on}}',
  },
  yourRequest: {
    manual_punch: 'Your manual punch request',
    overtime: 'Your overtime request',
    leave: 'Your leave request',
    any: 'Your request',
  },
  decided: {
    approved: '{{request}} {{on}} was approved',
    rejected: '{{request}} {{on}} was rejected',
    any: '{{request}} {{on}} was decided',
  },
  escalated: 'Request escalated to the next step',
  escalatedOf: "{{name}}'s request escalated to the next step",
  vacation: "{{name}}'s vacation expires {{when}}",
  ownVacation: 'Your vacation expires {{when}}',
  hoursBank: "{{name}}'s hours bank credit{{amount}} expires {{when}}",
  ownHoursBank: 'Hours bank credit{{amount}} expires {{when}}',
};
