// Texts of the company top bar's bell (namespace `notificationCenter`) beyond its label, title
// and empty state (those are the `widgets` namespace's `notifications.*`): the approvals line and
// each notification's words. A notification names its kind and params (notifications contract);
// these word it in the reader's language. `{{on}}` and `{{when}}` are phrases of their own (a
// date, a number of days), left empty when the notification does not carry them.
export const notificationCenter = {
  unreadLabel_one: '{{count}} não lida',
  unreadLabel_other: '{{count}} não lidas',
  approvals_one: '{{count}} solicitação aguarda sua aprovação',
  approvals_other: '{{count}} solicitações aguardam sua aprovação',
  markAll: 'Marcar todas como lidas',
  unread: 'Não lida',
  loadError: 'Não foi possível carregar as notificações.',
  retry: 'Tentar novamente',
  someone: 'Um colaborador',
  onDate: 'em {{date}}',
  inDays_one: 'em {{count}} dia',
  inDays_other: 'em {{count}} dias',
  soon: 'em breve',
  hours: '{{hours}}h{{minutes}}',
  wholeHours: '{{hours}}h',
  minutes: '{{minutes}} min',
  submitted: {
    manual_punch: '{{name}} pediu inclusão de marcação {{on}}',
    overtime: '{{name}} pediu horas extras {{on}}',
    overtimeAmount: '{{name}} pediu {{amount}} de horas extras {{on}}',
    leave: '{{name}} pediu afastamento {{on}}',
    any: '{{name}} enviou uma solicitação {{on}}',
  },
  yourRequest: {
    manual_punch: 'Sua solicitação de inclusão de marcação',
    overtime: 'Sua solicitação de horas extras',
    leave: 'Sua solicitação de afastamento',
    any: 'Sua solicitação',
  },
  decided: {
    approved: '{{request}} {{on}} foi aprovada',
    rejected: '{{request}} {{on}} foi recusada',
    any: '{{request}} {{on}} foi decidida',
  },
  escalated: 'Solicitação escalada para a próxima etapa',
  escalatedOf: 'Solicitação de {{name}} escalada para a próxima etapa',
  vacation: 'Férias de {{name}} vencem {{when}}',
  ownVacation: 'Suas férias vencem {{when}}',
  hoursBank: 'Crédito do banco de horas de {{name}}{{amount}} vence {{when}}',
  ownHoursBank: 'Crédito do banco de horas{{amount}} vence {{when}}',
  abnormalPunch: 'Marcação anormal de {{name}} {{on}} às {{time}} ({{flag}})',
  flags: {
    outside_geofence: 'fora da cerca virtual',
    location_unavailable: 'sem localização',
    offline: 'enviada sem conexão',
    any: 'sinalizada',
  },
  periodClosed: 'Período de {{from}} a {{to}} fechado: confira o seu espelho de ponto',
  certificate: 'O certificado digital da empresa vence {{when}}',
  webhookPaused: 'O webhook {{url}} foi pausado após um dia de falhas nas entregas',
  sample: '[Teste] {{text}}',
};
