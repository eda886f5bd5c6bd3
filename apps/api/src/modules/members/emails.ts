import type { Language } from '@ponteiro/shared';
import { escapeHtml } from '../../lib/html.js';
import type { OutgoingEmail } from '../../lib/mailer.js';

export function invitationEmail(p: {
  to: string;
  language: Language;
  companyName: string;
  inviterName: string;
  link: string;
}): OutgoingEmail {
  const pt = p.language === 'pt';
  const subject = pt
    ? `Convite para a empresa ${p.companyName} no Ponteiro`
    : `Invitation to ${p.companyName} on Ponteiro`;
  const body = pt
    ? `${p.inviterName} convidou você para a empresa ${p.companyName} no Ponteiro. Entre (ou crie a sua conta com este e-mail) e aceite pelo link abaixo, válido por 7 dias.`
    : `${p.inviterName} invited you to ${p.companyName} on Ponteiro. Sign in (or create your account with this email) and accept through the link below, valid for 7 days.`;
  const action = pt ? 'Aceitar convite' : 'Accept invitation';
  return {
    to: p.to,
    subject,
    text: `${body}\n\n${action}: ${p.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(p.link)}">${escapeHtml(action)}</a></p>`,
  };
}
