import { type Language, resolveLanguage } from '@ponteiro/shared';
import { escapeHtml } from '../../lib/html.js';
import type { OutgoingEmail } from '../../lib/mailer.js';

const TEXTS: Record<
  Language,
  { subject: string; hello: (n: string) => string; body: string; action: string; ignore: string }
> = {
  pt: {
    subject: 'Redefinição de senha do Ponteiro',
    hello: (n) => `Olá, ${n}.`,
    body: 'Recebemos um pedido para redefinir a sua senha. O link abaixo vale por 30 minutos e pode ser usado uma única vez.',
    action: 'Redefinir senha',
    ignore: 'Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.',
  },
  'en-US': {
    subject: 'Reset your Ponteiro password',
    hello: (n) => `Hello, ${n}.`,
    body: 'We received a request to reset your password. The link below is valid for 30 minutes and works once.',
    action: 'Reset password',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
};

export function passwordResetEmail(
  to: { email: string; name: string; language: string },
  link: string,
): OutgoingEmail {
  const t = TEXTS[resolveLanguage(to.language)];
  return {
    to: to.email,
    subject: t.subject,
    text: `${t.hello(to.name)}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.hello(to.name))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
