// Texts of /system/time-tracking-setting (namespace `timeTracking`, loaded with the system chunk):
// how the company takes punches.
export const timeTracking = {
  title: 'Controle de ponto',
  subtitle:
    'Como a empresa registra o ponto. As mudanças valem a partir do próximo registro e ficam na auditoria.',
  loadError: 'Não foi possível carregar as configurações.',
  retry: 'Tentar novamente',
  save: 'Salvar',
  saved: 'Configurações de ponto salvas.',
  restore: 'Restaurar padrões',
  restoreConfirm: 'Voltar todas as configurações de ponto aos padrões do Ponteiro?',
  restoreOk: 'Restaurar',
  restored: 'Configurações de ponto restauradas aos padrões.',
  cancel: 'Cancelar',
  saveError: 'Não foi possível salvar as configurações.',
  collectors: {
    title: 'Onde o ponto pode ser registrado',
    explanation:
      'Um registro vindo de um meio não marcado é recusado com uma mensagem ao colaborador.',
    label: 'Meios aceitos',
    web: 'Navegador (web)',
    mobile: 'Aplicativo de celular',
    desktop: 'Aplicativo de computador',
    device: 'Relógio de ponto da empresa',
  },
  location: {
    title: 'Localização e foto',
    geolocation: 'Localização no registro',
    required: 'Obrigatória: sem localização, o registro é recusado',
    recorded: 'Apenas registrada: guardada quando o aparelho informa',
    radius: 'Raio padrão da cerca virtual (metros)',
    radiusHint:
      'O raio com que um novo local de trabalho começa; os locais existentes mantêm o seu.',
    photo: 'Foto no registro',
    photoOff: 'Não pedir',
    photoOptional: 'Opcional',
    photoRequired: 'Obrigatória',
    retention: 'Guardar as fotos por (dias)',
    retentionHint:
      'Fotos são dados pessoais (LGPD): são apagadas automaticamente depois deste prazo.',
  },
  wording: {
    title: 'Texto do cartão de ponto',
    explanation:
      'Aparece acima do botão de registrar, no idioma de cada colaborador. Em branco, vale o texto do Ponteiro.',
    pt: 'Texto em português',
    en: 'Texto em inglês',
    preview: 'Pré-visualização',
    previewPt: 'Português',
    previewEn: 'Inglês',
    photoAsked: 'Com foto',
    locationAsked: 'Com localização',
  },
  abnormal: {
    title: 'Marcações anormais',
    explanation: 'O que faz uma marcação aparecer em Marcações anormais.',
    far: 'Distância da jornada (minutos)',
    farHint: 'Uma marcação mais longe do que isso do horário previsto é anormal.',
    repeated: 'Marcação repetida (segundos)',
    repeatedHint: 'Uma segunda marcação dentro deste intervalo é uma repetição.',
  },
  workday: {
    title: 'Dia de trabalho',
    cutoff: 'Virada do dia',
    cutoffHint:
      'Marcações antes deste horário contam para o dia anterior (turnos noturnos). 00:00: o dia do calendário.',
  },
};
