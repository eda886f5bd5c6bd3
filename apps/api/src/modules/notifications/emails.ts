import type { Language, NotificationKind, RequestType } from '@ponteiro/shared';
import { escapeHtml } from '../../lib/html.js';
import type { OutgoingEmail } from '../../lib/mailer.js';

// The email beside each notification, in the recipient's language (the web words the in-app one).

export interface NoticeParams {
  request_type?: RequestType;
  employee_name?: string;
  decision?: 'approved' | 'rejected';
  date?: string;
  minutes?: number;
  days?: number;
  flag?: string;
  time?: string;
  end_date?: string;
  subject?: string;
  sample?: number;
  [key: string]: string | number | undefined;
}

const TYPE_NAMES: Record<Language, Record<RequestType, string>> = {
  pt: { manual_punch: 'inclusão de marcação', overtime: 'horas extras', leave: 'afastamento' },
  'en-US': { manual_punch: 'missed punch', overtime: 'overtime', leave: 'leave' },
};

function dateText(date: string | undefined, language: Language): string {
  if (!date) return '';
  const [y, m, d] = date.split('-');
  return language === 'pt' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

function hoursText(minutes: number | undefined): string {
  const m = Math.abs(minutes ?? 0);
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}`;
}

const FLAG_NAMES: Record<Language, Record<string, string>> = {
  pt: {
    outside_geofence: 'fora da cerca virtual',
    location_unavailable: 'sem localização',
    offline: 'enviada sem conexão',
  },
  'en-US': {
    outside_geofence: 'outside the geofence',
    location_unavailable: 'without location',
    offline: 'sent offline',
  },
};

function wording(kind: NotificationKind, p: NoticeParams, language: Language): [string, string] {
  const pt = language === 'pt';
  const type = p.request_type ? TYPE_NAMES[language][p.request_type] : '';
  const who = p.employee_name ?? '';
  const day = dateText(p.date, language);
  switch (kind) {
    case 'request_submitted':
      return pt
        ? [
            `Solicitação de ${type} aguardando você`,
            `${who} pediu ${type} para ${day}. A solicitação aguarda a sua decisão no Ponteiro.`,
          ]
        : [
            `A ${type} request is waiting for you`,
            `${who} asked for ${type} on ${day}. The request waits for your decision on Ponteiro.`,
          ];
    case 'request_decided': {
      const approved = p.decision === 'approved';
      return pt
        ? [
            `Solicitação de ${type} ${approved ? 'aprovada' : 'recusada'}`,
            `A solicitação de ${type} de ${who} para ${day} foi ${approved ? 'aprovada' : 'recusada'}.`,
          ]
        : [
            `${type[0]?.toUpperCase() ?? ''}${type.slice(1)} request ${approved ? 'approved' : 'rejected'}`,
            `The ${type} request of ${who} for ${day} was ${approved ? 'approved' : 'rejected'}.`,
          ];
    }
    case 'request_escalated':
      return pt
        ? [
            `Solicitação de ${type} escalada`,
            `A solicitação de ${type} de ${who} para ${day} ficou sem decisão e passou para a próxima etapa.`,
          ]
        : [
            `A ${type} request was escalated`,
            `The ${type} request of ${who} for ${day} had no decision and moved to the next step.`,
          ];
    case 'vacation_expiring':
      return pt
        ? [
            `Férias de ${who} vencem em ${day}`,
            `O período concessivo das férias de ${who} termina em ${day}; restam ${p.days ?? 0} dias a gozar. Depois dele, as férias são pagas em dobro (CLT art. 137).`,
          ]
        : [
            `${who}'s vacation is due by ${day}`,
            `${who}'s vacation concession period ends on ${day} with ${p.days ?? 0} days left to take. After it, the vacation is paid in double (CLT art. 137).`,
          ];
    case 'hours_bank_expiring':
      return pt
        ? [
            `Crédito do banco de horas vence em ${day}`,
            `${hoursText(p.minutes)} do banco de horas de ${who} vencem em ${day}.`,
          ]
        : [
            `Hours-bank credit expires on ${day}`,
            `${hoursText(p.minutes)} of ${who}'s hours bank expire on ${day}.`,
          ];
    case 'abnormal_punch': {
      const flag = p.flag ? (FLAG_NAMES[language][p.flag] ?? p.flag) : '';
      return pt
        ? [
            `Marcação anormal de ${who}`,
            `A marcação de ${who} em ${day} às ${p.time ?? ''} foi registrada ${flag}. Confira em Marcações anormais.`,
          ]
        : [
            `Abnormal punch by ${who}`,
            `${who}'s punch on ${day} at ${p.time ?? ''} was recorded ${flag}. Review it under Abnormal punches.`,
          ];
    }
    case 'period_closed': {
      const end = dateText(p.end_date, language);
      return pt
        ? [
            `Período de ${day} a ${end} fechado`,
            `O período de ${day} a ${end} de ${who} foi fechado. Confira o seu espelho de ponto e registre se concorda ou não.`,
          ]
        : [
            `Period ${day} to ${end} closed`,
            `${who}'s period from ${day} to ${end} was closed. Check your timesheet (espelho) and say whether you agree.`,
          ];
    }
    case 'certificate_expiring':
      return pt
        ? [
            `Certificado digital vence em ${day}`,
            `O certificado A1 da empresa (${p.subject ?? ''}) que assina o AFD vence em ${day} (${p.days ?? 0} dias). Envie um novo em Sistema › AFD/AEJ.`,
          ]
        : [
            `Digital certificate expires on ${day}`,
            `The company's A1 certificate (${p.subject ?? ''}) that signs the AFD expires on ${day} (${p.days ?? 0} days). Upload a new one under System › AFD/AEJ.`,
          ];
    case 'webhook_paused':
      return pt
        ? [
            'Webhook pausado após um dia de falhas',
            `O webhook ${p.webhook_url ?? ''} não recebeu os eventos por um dia e foi pausado. Confira o registro de entregas e retome-o em Sistema › Notificações › Integrações.`,
          ]
        : [
            'Webhook paused after a day of failures',
            `The webhook ${p.webhook_url ?? ''} failed to receive events for a day and was paused. Check its delivery log and resume it under System › Notifications › Integrations.`,
          ];
  }
}

export function noticeEmail(p: {
  to: string;
  language: Language;
  kind: NotificationKind;
  params: NoticeParams;
  link: string;
}): OutgoingEmail {
  const [title, body] = wording(p.kind, p.params, p.language);
  // A sample from the notification settings says so, so nobody acts on it.
  const subject = p.params.sample ? `[${p.language === 'pt' ? 'Teste' : 'Test'}] ${title}` : title;
  const action = p.language === 'pt' ? 'Abrir no Ponteiro' : 'Open in Ponteiro';
  return {
    to: p.to,
    subject,
    text: `${body}\n\n${action}: ${p.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(p.link)}">${escapeHtml(action)}</a></p>`,
  };
}

/** Where a notice of this kind is read in the app. */
export function noticePath(kind: NotificationKind, p: NoticeParams): string {
  if (kind === 'vacation_expiring') return '/ta-events/leave-balance';
  if (kind === 'hours_bank_expiring') return '/ta-events/hours-bank-balance';
  if (kind === 'abnormal_punch') return '/timesheets/abnormal-punch';
  if (kind === 'period_closed') return '/reports/time-mirror';
  if (kind === 'certificate_expiring') return '/system/afd-aej';
  if (kind === 'webhook_paused') return '/system/notifications?tab=integrations';
  if (kind === 'request_submitted' || kind === 'request_escalated') return '/ta-events#approvals';
  if (p.request_type === 'manual_punch') return '/ta-events/manual-punch';
  if (p.request_type === 'overtime') return '/ta-events/overtime';
  return '/ta-events';
}
