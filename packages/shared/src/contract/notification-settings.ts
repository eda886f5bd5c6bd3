import { z } from 'zod';
import { FULL_ACCESS_ROLES } from '../permissions/roles.js';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.js';

// Notification settings (issue 19): per event, the channels (in-app, email) and who hears of it
// (the employee concerned, their manager, members holding some roles). Paths:
// system/notifications/settings/ (GET, PUT) and system/notifications/test/ (POST).
// A company that never saved an event gets NOTIFICATION_DEFAULTS[event]; web and API share them.
// Both channels off means the event is off: nobody is told.

/** Every kind of the bell is an event that can be set. */
export const NOTIFICATION_EVENTS = NOTIFICATION_KINDS;
export type NotificationEvent = NotificationKind;

/**
 * Who hears of an event whatever the settings, and which optional groups make sense for it.
 * - `always: 'approvers'`: the approval flow names them (request_submitted: the step's approvers
 *   and their delegates; request_escalated: the next step's); the settings only choose the
 *   channels and add recipients.
 * - `employee`: the employee the event is about (request_decided: also who filed it for them).
 *   Not applicable where there is no such employee (certificate) or where the employee is the
 *   one acting (request_submitted: they sent it).
 * - `manager`: the nearest manager with an account up the employee's department tree (the rule
 *   of the approval flows' "manager" step), never the employee themself.
 * Roles apply to every event (a copy for information; only approvers decide a request).
 */
export const NOTIFICATION_AUDIENCE: Record<
  NotificationEvent,
  { always: 'approvers' | null; employee: boolean; manager: boolean }
> = {
  request_submitted: { always: 'approvers', employee: false, manager: true },
  request_decided: { always: null, employee: true, manager: true },
  request_escalated: { always: 'approvers', employee: true, manager: true },
  vacation_expiring: { always: null, employee: true, manager: true },
  hours_bank_expiring: { always: null, employee: true, manager: true },
  abnormal_punch: { always: null, employee: true, manager: true },
  period_closed: { always: null, employee: true, manager: true },
  certificate_expiring: { always: null, employee: false, manager: false },
  webhook_paused: { always: null, employee: false, manager: false },
};

/** One event's settings (the API answers the effective ones: saved, else the defaults). */
export interface NotificationEventSettings {
  in_app: boolean;
  email: boolean;
  to_employee: boolean;
  to_manager: boolean;
  /** Built-in role names (owner, admin…) or custom role ids of the company. */
  role_ids: string[];
}

const ADMINS = [...FULL_ACCESS_ROLES];
const on = { in_app: true, email: true };

/** What an event does until the company changes it (the behaviour before issue 19). */
export const NOTIFICATION_DEFAULTS: Record<NotificationEvent, NotificationEventSettings> = {
  request_submitted: { ...on, to_employee: false, to_manager: false, role_ids: [] },
  request_decided: { ...on, to_employee: true, to_manager: false, role_ids: [] },
  request_escalated: { ...on, to_employee: false, to_manager: false, role_ids: [] },
  vacation_expiring: { ...on, to_employee: true, to_manager: false, role_ids: ADMINS },
  hours_bank_expiring: { ...on, to_employee: true, to_manager: false, role_ids: [] },
  abnormal_punch: {
    in_app: true,
    email: false,
    to_employee: false,
    to_manager: true,
    role_ids: [],
  },
  period_closed: { ...on, to_employee: true, to_manager: false, role_ids: [] },
  certificate_expiring: { ...on, to_employee: false, to_manager: false, role_ids: ADMINS },
  webhook_paused: { ...on, to_employee: false, to_manager: false, role_ids: ADMINS },
};

/** The roles one event may name at most (a company has few). */
export const NOTIFICATION_MAX_ROLES = 20;

/** A role entry: a built-in name or a custom role's id (checked against the company on save). */
const roleRefSchema = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required' })
  .max(100);

export const notificationEventSettingsBodySchema = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS, { message: 'validation.notification_event_unknown' }),
    in_app: z.boolean(),
    email: z.boolean(),
    to_employee: z.boolean(),
    to_manager: z.boolean(),
    role_ids: z.array(roleRefSchema).max(NOTIFICATION_MAX_ROLES),
  })
  .strict()
  .superRefine((value, ctx) => {
    // A group that makes no sense for the event cannot be switched on (the screen disables it).
    const audience = NOTIFICATION_AUDIENCE[value.event];
    if (value.to_employee && !audience.employee) {
      ctx.addIssue({
        code: 'custom',
        path: ['to_employee'],
        message: 'validation.notification_recipient_not_applicable',
      });
    }
    if (value.to_manager && !audience.manager) {
      ctx.addIssue({
        code: 'custom',
        path: ['to_manager'],
        message: 'validation.notification_recipient_not_applicable',
      });
    }
  });
export type NotificationEventSettingsBody = z.infer<typeof notificationEventSettingsBodySchema>;

/** PUT: one event or several (the screen sends the whole table); each at most once. */
export const notificationSettingsBodySchema = z
  .object({
    events: z
      .array(notificationEventSettingsBodySchema)
      .min(1, { message: 'validation.required' })
      .max(NOTIFICATION_EVENTS.length),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const [k, row] of value.events.entries()) {
      if (seen.has(row.event)) {
        ctx.addIssue({
          code: 'custom',
          path: ['events', k, 'event'],
          message: 'validation.notification_event_repeated',
        });
      }
      seen.add(row.event);
    }
  });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

export const notificationEventSettingsSchema = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS),
    in_app: z.boolean(),
    email: z.boolean(),
    to_employee: z.boolean(),
    to_manager: z.boolean(),
    role_ids: z.array(z.string()),
    /** False while the event follows the defaults (never saved). */
    customized: z.boolean(),
  })
  .meta({ id: 'NotificationEventSettings' });
export type NotificationEventSettingsRow = z.infer<typeof notificationEventSettingsSchema>;

/** Every event's effective settings, and the roles the company can choose from. */
export const notificationSettingsSchema = z
  .object({
    events: z.array(notificationEventSettingsSchema),
    roles: z.array(z.object({ key: z.string(), name: z.string(), built_in: z.boolean() })),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettingsData = z.infer<typeof notificationSettingsSchema>;

/** Sends a sample of one event to the caller only, through the event's saved channels. */
export const notificationTestBodySchema = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS, { message: 'validation.notification_event_unknown' }),
  })
  .strict();
export type NotificationTestBody = z.infer<typeof notificationTestBodySchema>;

/** Test sends one member may ask for per minute (then 429). */
export const NOTIFICATION_TESTS_PER_MINUTE = 5;

export const notificationTestResultSchema = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS),
    /** A notification was added to the caller's bell. */
    in_app: z.boolean(),
    /** The address an email was queued to (null: email off for the event). */
    email_to: z.string().nullable(),
  })
  .meta({ id: 'NotificationTestResult' });
export type NotificationTestResult = z.infer<typeof notificationTestResultSchema>;
