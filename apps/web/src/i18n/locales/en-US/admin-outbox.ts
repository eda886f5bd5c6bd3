import type { Widen } from '../pt';
import type { adminOutbox as pt } from '../pt/admin-outbox';

// Texts of /admin/outbox (namespace `adminOutbox`, loaded with the admin-system chunk).
export const adminOutbox: Widen<typeof pt> = {
  title: 'Email outbox',
  subtitle:
    'With no SMTP server configured, emails wait here instead of being sent. Their links (password resets, invitations) are secrets: pass them only to the person they were meant for.',
  search: 'Search by recipient or subject',
  empty: 'No emails in the outbox.',
  loadError: 'The emails could not be loaded.',
  unavailable: 'Emails are sent by the configured SMTP server; the outbox is not shown.',
  retry: 'Try again',
  total_one: '{{count}} email',
  total_other: '{{count}} emails',
  total_zero: '{{count}} emails',
  open: 'Open',
  openLabel: 'Open the email to {{to}}',
  back: 'Back to the outbox',
  notFound: 'This email no longer exists.',
  columns: {
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    createdAt: 'Created',
    actions: 'Actions',
  },
  status: {
    pending: 'Not sent',
    sent: 'Sent',
    failed: 'Failed',
  },
  detail: {
    to: 'To',
    createdAt: 'Created',
    sentAt: 'Sent',
    status: 'Status',
    attempts: 'Delivery attempts',
    lastError: 'Last error',
    body: 'Email text',
  },
};
