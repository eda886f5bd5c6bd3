// Texts of /admin/outbox (namespace `adminOutbox`, loaded with the admin-system chunk).
export const adminOutbox = {
  title: 'Caixa de saída de e-mails',
  subtitle:
    'Sem servidor SMTP configurado, os e-mails ficam aqui em vez de serem enviados. Os links (redefinição de senha, convites) são secretos: repasse-os só à própria pessoa.',
  search: 'Buscar por destinatário ou assunto',
  empty: 'Nenhum e-mail na caixa de saída.',
  loadError: 'Não foi possível carregar os e-mails.',
  unavailable:
    'Os e-mails são enviados pelo servidor SMTP configurado; a caixa de saída não é exibida.',
  retry: 'Tentar novamente',
  total_one: '{{count}} e-mail',
  total_other: '{{count}} e-mails',
  total_zero: '{{count}} e-mails',
  open: 'Abrir',
  openLabel: 'Abrir o e-mail para {{to}}',
  back: 'Voltar à caixa de saída',
  notFound: 'Este e-mail não existe mais.',
  columns: {
    to: 'Para',
    subject: 'Assunto',
    status: 'Situação',
    createdAt: 'Criado em',
    actions: 'Ações',
  },
  status: {
    pending: 'Não enviado',
    sent: 'Enviado',
    failed: 'Falhou',
  },
  detail: {
    to: 'Para',
    createdAt: 'Criado em',
    sentAt: 'Enviado em',
    status: 'Situação',
    attempts: 'Tentativas de envio',
    lastError: 'Último erro',
    body: 'Texto do e-mail',
  },
};
