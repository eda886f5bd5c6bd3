import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { REQUEST_TYPES } from './requests.js';

// In-app notifications (issue 17): the bell of the company top bar. Each row names its kind and the
// values its text needs; the web words it in the reader's language, the email is worded on the
// server in the recipient's. Paths: notifications/, notifications/summary/, notifications/read/.

export const NOTIFICATION_KINDS = [
  /** A request waits for the recipient's decision. */
  'request_submitted',
  /** The recipient's request (or one they filed) was approved or rejected. */
  'request_decided',
  /** A request went to the next step after days without a decision. */
  'request_escalated',
  /** A vacation concession period ends soon (CLT art. 137: paid in double after it). */
  'vacation_expiring',
  /** Hours-bank credit expires soon. */
  'hours_bank_expiring',
  /** A punch was recorded with a flag (outside the geofence, no location, sent offline). */
  'abnormal_punch',
  /** The employee's period was closed: check the espelho and accept or disagree. */
  'period_closed',
  /** The company's A1 certificate (it signs the AFD) expires soon. */
  'certificate_expiring',
  /** A webhook was paused after a day of failed deliveries (issue 20). */
  'webhook_paused',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** The values the text needs (employee name, dates, minutes, decision…). */
    params: z.object({
      request_id: z.uuid().optional(),
      request_type: z.enum(REQUEST_TYPES).optional(),
      employee_id: z.uuid().optional(),
      employee_name: z.string().optional(),
      decision: z.enum(['approved', 'rejected']).optional(),
      date: z.string().optional(),
      minutes: z.number().int().optional(),
      days: z.number().int().optional(),
      /** abnormal_punch: what was noticed (a PUNCH_FLAGS value; not imported: a module cycle), and the punch's wall time ('HH:MM'). */
      flag: z.string().optional(),
      time: z.string().optional(),
      /** period_closed: the period's last day (`date` is its first). */
      end_date: z.string().optional(),
      /** certificate_expiring: the certificate's subject. */
      subject: z.string().optional(),
      /** webhook_paused: the subscription's target URL. */
      webhook_url: z.string().optional(),
      /** 1 on a sample sent from the notification settings' "Send a test". */
      sample: z.number().int().optional(),
    }),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    unread: z.enum(['true', 'false']).optional(),
  })
  .strict();

/** The top bar's two badges: unread notifications and the approval queue. */
export const notificationSummarySchema = z.object({
  unread: z.number().int(),
  approvals: z.number().int(),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

/** Marks these (or, without ids, all of the caller's) as read. */
export const markReadBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .max(100)
      .optional(),
  })
  .strict();

export const markReadResultSchema = z.object({ updated: z.number().int() });
