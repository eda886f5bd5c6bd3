// Texts of /system/personalization: the company's logo, brand colour and the language new users
// start in, with a preview of dates and numbers (namespace `personalization`, loaded with the
// system chunk).
export const personalization = {
  title: 'Personalização',
  subtitle: 'A marca da empresa no sistema e o idioma em que começam as contas novas.',
  loadError: 'Não foi possível carregar a personalização.',
  retry: 'Tentar novamente',
  logo: {
    title: 'Logotipo',
    explanation:
      'O mesmo logotipo do perfil da empresa: aparece no menu e nos documentos. JPEG ou PNG de até 3 MB.',
    label: 'Logotipo da empresa',
    readOnly: 'Só quem pode editar o perfil da empresa troca o logotipo.',
  },
  color: {
    title: 'Cor da marca',
    explanation:
      'Botões, links e o menu da empresa seguem esta cor. Para que todos consigam ler, ela precisa de contraste de pelo menos 4,5:1 com o branco (WCAG AA): o texto branco sobre a cor e a cor como texto sobre o branco.',
    current: 'Em uso',
    product: 'Cor do produto',
    company: 'Cor da empresa',
    picker: 'Escolher a cor',
    code: 'Código da cor',
    codeHint: 'No formato #rrggbb.',
    badFormat: 'Informe a cor no formato #rrggbb (por exemplo, #1456a0).',
    ratio: 'Contraste com o branco: {{ratio}}:1',
    passes: 'Atende ao mínimo de 4,5:1.',
    fails:
      'Esta cor tem contraste de {{ratio}}:1 com o branco; o mínimo (WCAG AA) é 4,5:1. Escolha uma cor mais escura.',
    preview: 'Prévia',
    previewButton: 'Botão principal',
    previewLink: 'Um link no texto',
    previewTag: 'Etiqueta',
    save: 'Salvar cor',
    saved: 'Cor da marca salva.',
    restore: 'Voltar à cor do produto',
    restoreConfirm:
      'Voltar à cor do produto? Botões, links e menu voltam ao azul do Ponteiro para todos da empresa.',
    restoreOk: 'Voltar',
    cancel: 'Cancelar',
    restored: 'A empresa voltou à cor do produto.',
  },
  language: {
    title: 'Idioma dos novos usuários',
    explanation:
      'O idioma em que começa a conta de quem for convidado a partir de agora (e o do e-mail do convite, para quem ainda não tem conta). Cada pessoa pode mudar o seu no perfil; as contas que já existem não mudam.',
    label: 'Idioma',
    names: { pt: 'Português (Brasil)', 'en-US': 'English (United States)' },
    save: 'Salvar idioma',
    saved: 'Idioma dos novos usuários salvo.',
    preview: {
      title: 'Como datas e números aparecem neste idioma',
      shortDate: 'Data',
      longDate: 'Data por extenso',
      time: 'Hora',
      number: 'Número',
      duration: 'Horas (1 h 30 min)',
    },
  },
};
