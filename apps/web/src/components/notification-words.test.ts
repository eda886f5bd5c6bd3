import type { AppNotification } from '@ponteiro/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../i18n';
import { notificationCenter as enTexts } from '../i18n/locales/en-US/notification-center';
import { notificationCenter as ptTexts } from '../i18n/locales/pt/notification-center';
import { NOTIFICATION_TEXTS_NS } from './notification-texts';
import { notificationTarget, notificationText } from './notification-words';

type T = Parameters<typeof notificationText>[0];

const at = (kind: AppNotification['kind'], params: AppNotification['params']): AppNotification => ({
  id: '0190a000-0000-7000-8000-000000000001',
  kind,
  params,
  read: false,
  created_at: '2026-11-03T12:00:00.000Z',
});

let pt: T;
let en: T;
beforeAll(async () => {
  await i18n.loadLanguages(['pt', 'en-US']);
  await i18n.loadNamespaces(NOTIFICATION_TEXTS_NS);
  pt = i18n.getFixedT('pt', NOTIFICATION_TEXTS_NS) as T;
  en = i18n.getFixedT('en-US', NOTIFICATION_TEXTS_NS) as T;
});

describe('a notification in words', () => {
  it('says what was asked, with the amount of overtime', async () => {
    const overtime = at('request_submitted', {
      request_type: 'overtime',
      employee_name: 'João',
      minutes: 90,
      date: '2026-11-03',
    });
    expect(notificationText(pt, overtime)).toBe('João pediu 1h30 de horas extras em 03/11/2026');
    expect(notificationText(pt, at('request_submitted', { request_type: 'leave' }))).toBe(
      'Um colaborador pediu afastamento',
    );
    expect(notificationText(pt, at('request_submitted', {}))).toBe(
      'Um colaborador enviou uma solicitação',
    );
    // Dates follow the UI language.
    await setLanguage('en-US');
    expect(notificationText(en, overtime)).toBe('João asked for 1h 30m of overtime on 11/03/2026');
  });

  it('says what was decided, and when the request was for', () => {
    expect(
      notificationText(
        pt,
        at('request_decided', { request_type: 'leave', decision: 'rejected', date: '2026-11-03' }),
      ),
    ).toBe('Sua solicitação de afastamento em 03/11/2026 foi recusada');
    expect(notificationText(en, at('request_decided', { decision: 'approved' }))).toBe(
      'Your request was approved',
    );
  });

  it('names whose request escalated, when it knows', () => {
    expect(notificationText(pt, at('request_escalated', { employee_name: 'Ana' }))).toBe(
      'Solicitação de Ana escalada para a próxima etapa',
    );
  });

  it('says when vacation and hours-bank credit expire: days, a date, or soon', () => {
    expect(notificationText(pt, at('vacation_expiring', { days: 1 }))).toBe(
      'Suas férias vencem em 1 dia',
    );
    expect(
      notificationText(pt, at('vacation_expiring', { employee_name: 'Ana', date: '2027-01-10' })),
    ).toBe('Férias de Ana vencem em 10/01/2027');
    expect(
      notificationText(pt, at('hours_bank_expiring', { employee_name: 'Ana', minutes: 120 })),
    ).toBe('Crédito do banco de horas de Ana (2h) vence em breve');
    expect(notificationText(en, at('hours_bank_expiring', { minutes: 45, days: 10 }))).toBe(
      'Hours bank credit (45 min) expires in 10 days',
    );
  });

  it('words the issue-19 events, and marks a sample from the settings as a test', () => {
    const punch = at('abnormal_punch', {
      employee_name: 'Ana',
      date: '2026-11-03',
      time: '08:02',
      flag: 'outside_geofence',
    });
    expect(notificationText(pt, punch)).toBe(
      'Marcação anormal de Ana em 03/11/2026 às 08:02 (fora da cerca virtual)',
    );
    // (The date follows the interface's language, pt here.)
    expect(notificationText(en, punch)).toMatch(
      /^Abnormal punch by Ana on \S+ at 08:02 \(outside the geofence\)$/,
    );
    const closed = at('period_closed', { date: '2026-10-01', end_date: '2026-10-31' });
    expect(notificationText(pt, closed)).toBe(
      'Período de 01/10/2026 a 31/10/2026 fechado: confira o seu espelho de ponto',
    );
    expect(notificationText(pt, at('certificate_expiring', { date: '2026-12-05', days: 15 }))).toBe(
      'O certificado digital da empresa vence em 05/12/2026',
    );
    expect(notificationText(pt, { ...closed, params: { ...closed.params, sample: 1 } })).toBe(
      '[Teste] Período de 01/10/2026 a 31/10/2026 fechado: confira o seu espelho de ponto',
    );
    expect(notificationTarget(punch)).toBe('/timesheets/abnormal-punch');
    expect(notificationTarget(closed)).toBe('/reports/time-mirror');
    expect(notificationTarget(at('certificate_expiring', {}))).toBe('/system/afd-aej');
    const paused = at('webhook_paused', { webhook_url: 'https://erp.example/hooks' });
    expect(notificationText(pt, paused)).toBe(
      'O webhook https://erp.example/hooks foi pausado após um dia de falhas nas entregas',
    );
    expect(notificationText(en, paused)).toBe(
      'The webhook https://erp.example/hooks was paused after a day of failed deliveries',
    );
    expect(notificationTarget(paused)).toBe('/system/notifications?tab=integrations');
  });

  it('leads to the request screen of its type, or to the balances', () => {
    expect(notificationTarget(at('request_submitted', { request_type: 'manual_punch' }))).toBe(
      '/ta-events/manual-punch',
    );
    expect(notificationTarget(at('request_escalated', { request_type: 'overtime' }))).toBe(
      '/ta-events/overtime',
    );
    expect(notificationTarget(at('request_decided', { request_type: 'leave' }))).toBe('/ta-events');
    expect(notificationTarget(at('vacation_expiring', {}))).toBe('/ta-events/leave-balance');
    expect(notificationTarget(at('hours_bank_expiring', {}))).toBe('/ta-events/hours-bank-balance');
  });
});

describe('the bell texts', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'string'
      ? [prefix]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          keysOf(child, prefix ? `${prefix}.${key}` : key),
        );
  const lookup = (catalogue: unknown, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  const placeholders = (text: unknown) =>
    [...String(text).matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

  it('has no empty text and the same {{placeholders}} in pt and en-US', () => {
    for (const key of keysOf(ptTexts)) {
      expect(lookup(ptTexts, key), key).not.toBe('');
      expect(lookup(enTexts, key), key).not.toBe('');
      expect(placeholders(lookup(enTexts, key)), key).toEqual(placeholders(lookup(ptTexts, key)));
    }
  });
});
