// Texts of /system/notifications (namespace `notificationSettings`, loaded with the system chunk):
// per event, the channels and who hears of it; the test send.
export const notificationSettings = {
  title: 'Notificações',
  subtitle: 'Escolha, para cada evento, por onde avisar (no app e/ou por e-mail) e quem avisar.',
  tabs: { events: 'Eventos' },
  loadError: 'Não foi possível carregar as configurações de notificação.',
  retry: 'Tentar novamente',
  empty: 'Nenhum evento para configurar.',
  rules: {
    title: 'Como funciona',
    off: 'Com “No app” e “E-mail” desligados, o evento fica desligado: ninguém é avisado.',
    approvers:
      'Solicitações enviadas e escaladas sempre chegam a quem aprova (definido pelo fluxo de aprovação); aqui você escolhe os canais e pode avisar mais pessoas, só para conhecimento. Mesmo com o evento desligado, as solicitações pendentes seguem no contador de aprovações ao lado do sininho.',
    manager:
      'Gestor: o gestor mais próximo, subindo pelos departamentos do colaborador, que tenha acesso ao Ponteiro (nunca o próprio colaborador).',
    employee:
      'Colaborador: a pessoa de quem o evento trata (na decisão, também quem abriu o pedido por ela).',
    none: '“—” indica um destinatário que não se aplica ao evento.',
    test: '“Enviar teste” usa as configurações salvas e envia só para você.',
  },
  columns: {
    event: 'Evento',
    inApp: 'No app',
    email: 'E-mail',
    employee: 'Colaborador',
    manager: 'Gestor',
    roles: 'Perfis',
    actions: 'Ações',
  },
  cell: '{{column}}: {{event}}',
  notApplicable: 'Não se aplica a este evento',
  approversAlways: 'Sempre: quem aprova',
  off: 'Desligado',
  rolesPlaceholder: 'Nenhum perfil',
  save: 'Salvar',
  saved: 'Configurações de notificação salvas.',
  unsaved: 'Há alterações não salvas. O teste usa as configurações salvas.',
  discard: 'Descartar alterações',
  test: 'Enviar teste',
  testLabel: 'Enviar teste de {{event}}',
  testSent: 'Teste enviado: {{where}}.',
  testInApp: 'no sininho',
  testEmail: 'por e-mail para {{email}}',
  testAnd: ' e ',
  roles: {
    owner: 'Proprietário',
    super_admin: 'Superadministrador',
    admin: 'Administrador',
    employee: 'Colaborador',
  },
  events: {
    request_submitted: {
      name: 'Solicitação enviada',
      hint: 'Um colaborador pediu inclusão de marcação, horas extras ou afastamento.',
    },
    request_decided: {
      name: 'Solicitação decidida',
      hint: 'A solicitação foi aprovada ou recusada.',
    },
    request_escalated: {
      name: 'Escalonamento',
      hint: 'A solicitação ficou sem decisão e passou para a próxima etapa.',
    },
    abnormal_punch: {
      name: 'Marcação anormal',
      hint: 'Marcação fora da cerca virtual, sem localização ou enviada sem conexão (verificado a cada hora).',
    },
    period_closed: {
      name: 'Período fechado',
      hint: 'O período do colaborador foi fechado: conferir o espelho e responder.',
    },
    vacation_expiring: {
      name: 'Férias vencendo',
      hint: 'O período concessivo termina em breve (CLT art. 137: depois, férias em dobro).',
    },
    hours_bank_expiring: {
      name: 'Banco de horas vencendo',
      hint: 'Crédito do banco de horas vence em até 30 dias.',
    },
    certificate_expiring: {
      name: 'Certificado digital vencendo',
      hint: 'O certificado A1 que assina o AFD vence em até 30 dias (um aviso por certificado).',
    },
  },
};
