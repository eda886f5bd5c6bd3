import type { AppNotification, RequestType } from '@ponteiro/shared';
import { formatDate } from '../i18n/format';
import type { NotificationT as T } from './notification-texts';

type Params = AppNotification['params'];

/** The slots left empty (no date, no amount) leave double or trailing spaces: one space each. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.)])/g, '$1')
    .trim();

/** "2h30", "2h", "45 min" (pt) · "2h 30m", "2h", "45 min" (en-US). */
export function amountText(t: T, minutes: number): string {
  const whole = Math.abs(Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return t('minutes', { minutes: rest });
  if (rest === 0) return t('wholeHours', { hours });
  return t('hours', { hours, minutes: String(rest).padStart(2, '0') });
}

const on = (t: T, params: Params) =>
  params.date ? t('onDate', { date: formatDate(params.date) }) : '';

/** When something expires: on a date or in some days, whichever `order` puts first; else soon. */
function when(t: T, params: Params, order: 'date' | 'days'): string {
  const byDate = params.date ? t('onDate', { date: formatDate(params.date) }) : undefined;
  const byDays = params.days !== undefined ? t('inDays', { count: params.days }) : undefined;
  return (order === 'date' ? (byDate ?? byDays) : (byDays ?? byDate)) ?? t('soon');
}

const typeKey = (type: RequestType | undefined) => type ?? 'any';

/**
 * A notification in words, in the reader's language: "Ana Silva pediu inclusão de marcação em
 * 03/11/2026", "Sua solicitação de horas extras foi aprovada", "Férias de Ana vencem em 30 dias"…
 */
export function notificationText(t: T, notification: AppNotification): string {
  const text = plainText(t, notification);
  // A sample from System › Notifications says so, so nobody acts on it.
  return notification.params.sample ? t('sample', { text }) : text;
}

const FLAGS = ['outside_geofence', 'location_unavailable', 'offline'] as const;
const flagKey = (flag: string | undefined) => FLAGS.find((f) => f === flag) ?? ('any' as const);

function plainText(t: T, notification: AppNotification): string {
  const { params } = notification;
  const name = params.employee_name || t('someone');
  switch (notification.kind) {
    case 'request_submitted': {
      if (params.request_type === 'overtime' && params.minutes) {
        return tidy(
          t('submitted.overtimeAmount', {
            name,
            amount: amountText(t, params.minutes),
            on: on(t, params),
          }),
        );
      }
      return tidy(t(`submitted.${typeKey(params.request_type)}`, { name, on: on(t, params) }));
    }
    case 'request_decided':
      return tidy(
        t(`decided.${params.decision ?? 'any'}`, {
          request: t(`yourRequest.${typeKey(params.request_type)}`),
          on: on(t, params),
        }),
      );
    case 'request_escalated':
      return params.employee_name
        ? t('escalatedOf', { name: params.employee_name })
        : t('escalated');
    case 'vacation_expiring':
      return params.employee_name
        ? t('vacation', { name, when: when(t, params, 'days') })
        : t('ownVacation', { when: when(t, params, 'days') });
    case 'hours_bank_expiring': {
      const amount = params.minutes ? ` (${amountText(t, params.minutes)})` : '';
      return tidy(
        params.employee_name
          ? t('hoursBank', { name, amount, when: when(t, params, 'date') })
          : t('ownHoursBank', { amount, when: when(t, params, 'date') }),
      );
    }
    case 'abnormal_punch':
      return tidy(
        t('abnormalPunch', {
          name,
          on: on(t, params),
          time: params.time ?? '',
          flag: t(`flags.${flagKey(params.flag)}`),
        }),
      );
    case 'period_closed':
      return t('periodClosed', {
        from: params.date ? formatDate(params.date) : '',
        to: params.end_date ? formatDate(params.end_date) : '',
      });
    case 'certificate_expiring':
      return t('certificate', { when: when(t, params, 'date') });
    case 'webhook_paused':
      return t('webhookPaused', { url: params.webhook_url ?? '' });
    default:
      return '';
  }
}

/** Where a notification leads: the request's screen, the leave or hours-bank balance. */
export function notificationTarget(notification: AppNotification): string {
  switch (notification.kind) {
    case 'vacation_expiring':
      return '/ta-events/leave-balance';
    case 'hours_bank_expiring':
      return '/ta-events/hours-bank-balance';
    case 'abnormal_punch':
      return '/timesheets/abnormal-punch';
    case 'period_closed':
      return '/reports/time-mirror';
    case 'certificate_expiring':
      return '/system/afd-aej';
    case 'webhook_paused':
      return '/system/notifications?tab=integrations';
    default:
      if (notification.params.request_type === 'manual_punch') return '/ta-events/manual-punch';
      if (notification.params.request_type === 'overtime') return '/ta-events/overtime';
      return '/ta-events';
  }
}
