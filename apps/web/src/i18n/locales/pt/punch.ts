// Texts of the punch card, its receipt and "Meus comprovantes" (namespace `punch`, registered by
// routes/ta-events/punch/texts.ts with the chunks that show the card: ta-events and dashboard).
export const punch = {
  card: {
    title: 'Registrar ponto',
    subtitle: 'Horário do servidor, no fuso do seu local de trabalho.',
    clock: 'Horário do servidor',
    zone: 'Fuso {{zone}} ({{offset}})',
    employee: 'Colaborador: {{name}}',
    button: 'Registrar ponto',
    locating: 'Obtendo localização…',
    sending: 'Registrando…',
    loadError: 'Não foi possível carregar o relógio de ponto.',
    failed: 'O ponto não foi registrado: {{message}}',
    queued:
      'Sem conexão: o ponto ficou guardado neste aparelho com o horário dele e será enviado quando a conexão voltar.',
    offlineNow: 'Você está sem conexão. O ponto pode ser registrado e será enviado depois.',
    synced_one: '{{count}} ponto registrado sem conexão foi enviado.',
    synced_other: '{{count}} pontos registrados sem conexão foram enviados.',
    rejected: 'Um ponto registrado sem conexão não foi aceito pelo servidor: {{message}}',
  },
  blocked: {
    no_employee: {
      title: 'Seu usuário não tem cadastro de colaborador nesta empresa',
      description:
        'Só colaboradores registram ponto. Peça ao RH que vincule seu usuário ao seu cadastro de colaborador.',
    },
    employee_disabled: {
      title: 'Seu cadastro de colaborador está inativo',
      description: 'Colaboradores inativos não registram ponto. Fale com o RH da empresa.',
    },
  },
  location: {
    prompt: 'A localização será pedida ao registrar o ponto.',
    granted: 'Localização permitida: será lida ao registrar o ponto.',
    denied: 'Localização bloqueada no navegador: o ponto será registrado e sinalizado.',
    locating: 'Obtendo localização…',
    ok: 'Localização obtida (±{{meters}} m)',
    unavailable: 'Sem localização: o ponto será registrado e sinalizado.',
    workplace: 'Local de trabalho: {{name}} (cerca virtual de {{radius}} m)',
    required: 'A sua empresa exige a localização: sem ela, o ponto não é registrado.',
  },
  // What the company's time-tracking settings ask of the card (issue 19).
  policy: {
    webRefused:
      'A sua empresa não aceita registros de ponto pelo navegador. Use o meio indicado pela empresa.',
    photo: 'Foto do registro',
    photoRequired: 'Foto do registro (obrigatória)',
    photoHint: 'Tire ou escolha uma foto (JPEG, PNG ou WebP, até {{size}}).',
    photoChosen: 'Foto escolhida: {{name}}',
    photoMissing: 'A sua empresa exige uma foto: tire ou escolha uma antes de registrar.',
    photoTooLarge: 'A foto passa de {{size}}: escolha uma menor.',
    photoType: 'Escolha uma foto JPEG, PNG ou WebP.',
  },
  today: {
    title: 'Registros de hoje',
    empty: 'Nenhum registro hoje.',
    nsr: 'NSR {{nsr}}',
    pending: 'pendente (off-line)',
    view: 'Ver comprovante do NSR {{nsr}}',
  },
  flags: {
    outside_geofence: 'Fora da cerca virtual',
    location_unavailable: 'Sem localização',
    offline: 'Off-line',
  },
  flagHelp: {
    outside_geofence:
      'Fora da cerca virtual: o registro foi feito fora do raio do local de trabalho.',
    location_unavailable:
      'Sem localização: o aparelho não informou onde estava no momento do registro.',
    offline:
      'Off-line: registrado sem conexão e enviado depois; vale o horário do aparelho no momento do registro.',
  },
  receipt: {
    title: 'Comprovante de Registro de Ponto do Trabalhador',
    employee: 'Trabalhador',
    nsr: 'NSR',
    date: 'Data',
    time: 'Hora',
    zone: 'Fuso horário',
    recordedAt: 'Recebido pelo servidor em',
    hash: 'Código hash (SHA-256)',
    flags: 'Sinalizações',
    noFlags: 'Nenhuma',
    download: 'Baixar comprovante (PDF assinado)',
    close: 'Fechar',
  },
  receipts: {
    title: 'Meus comprovantes',
    subtitle:
      'Seus registros de ponto, com o comprovante assinado de cada um. Por padrão, os últimos 7 dias.',
    period: 'Período',
    date: 'Data',
    time: 'Hora',
    nsr: 'NSR',
    flags: 'Sinalizações',
    actions: 'Comprovante',
    download: 'Baixar',
    downloadLabel: 'Baixar o comprovante do NSR {{nsr}}',
    included: 'Incluído pelo gestor',
    disregarded: 'Desconsiderado',
    empty: 'Nenhum registro no período.',
    loadError: 'Não foi possível carregar seus comprovantes.',
  },
};
