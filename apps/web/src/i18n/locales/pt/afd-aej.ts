// Texts of /system/afd-aej: the REP-P's responsible person, the certificate that signs the
// company's AFD, the AEJ's developer (record 08) and the INPI numbers (namespace `afdAej`, loaded
// with the system chunk).
export const afdAej = {
  title: 'AFD e AEJ',
  subtitle: 'Dados do REP-P que vão nos arquivos legais da empresa e o certificado que os assina.',
  loadError: 'Não foi possível carregar as configurações.',
  retry: 'Tentar novamente',
  responsible: {
    title: 'Responsável pelo REP-P',
    explanation:
      'O CPF escrito no AFD como responsável pelos registros feitos por usuários que não são colaboradores (inclusões e alterações de cadastro, por exemplo). Sem ele, o AFD não pode ser gerado quando o período tiver registros assim.',
    cpf: 'CPF do responsável',
    save: 'Salvar',
    saved: 'Responsável pelo REP-P salvo.',
    cleared: 'Responsável pelo REP-P removido.',
  },
  certificate: {
    title: 'Certificado digital (e-CNPJ A1)',
    explanation:
      'Assina o AFD da empresa: junto do arquivo vai a assinatura destacada (.p7s), como pedem os artigos 87 e 88 da Portaria 671. O certificado fica guardado cifrado, e a senha não é mostrada de novo.',
    none: 'Nenhum certificado enviado: o AFD é gerado sem assinatura.',
    subject: 'Titular',
    issuer: 'Emissor',
    validUntil: 'Válido até',
    uploadedAt: 'Enviado em',
    demo: 'Certificado de demonstração',
    demoHint:
      'Serve para conhecer o sistema: não é ICP-Brasil e não vale perante a fiscalização. Envie o certificado da empresa.',
    expired: 'Vencido',
    expiresSoon_one: 'Vence em {{count}} dia',
    expiresSoon_other: 'Vence em {{count}} dias',
    expiresSoonAlert_one:
      'O certificado vence em {{count}} dia ({{date}}). Envie o novo antes disso: depois, as assinaturas (.p7s) feitas com ele não valem.',
    expiresSoonAlert_other:
      'O certificado vence em {{count}} dias ({{date}}). Envie o novo antes disso: depois, as assinaturas (.p7s) feitas com ele não valem.',
    expiredAlert:
      'O certificado venceu em {{date}}: as assinaturas (.p7s) feitas com ele não valem. Envie um certificado válido.',
    replace: 'Substituir',
    remove: 'Remover',
    removeConfirm: 'Remover o certificado?',
    removeConfirmHint: 'O AFD passa a ser gerado sem a assinatura (.p7s).',
    removeOk: 'Remover',
    cancel: 'Cancelar',
    removed: 'Certificado removido.',
    file: 'Arquivo do certificado',
    choose: 'Escolher arquivo (.p12 ou .pfx)',
    fileHint: 'Arquivo .p12 ou .pfx de até {{size}}.',
    fileRequired: 'Escolha o arquivo do certificado.',
    wrongType: 'Escolha um arquivo .p12 ou .pfx.',
    tooLarge: 'O arquivo deve ter no máximo {{size}}.',
    password: 'Senha do certificado',
    passwordRequired: 'Informe a senha do certificado.',
    upload: 'Enviar certificado',
    uploaded: 'Certificado enviado.',
  },
  developer: {
    title: 'Desenvolvedor do programa (AEJ registro 08)',
    explanation:
      'Quem o AEJ informa como desenvolvedor do programa de tratamento de ponto. Sem dados próprios da empresa, vão os da instalação.',
    default: 'Padrão da instalação',
    custom: 'Próprio da empresa',
    document: 'CNPJ ou CPF do desenvolvedor',
    documentHint: 'CNPJ só com números (o campo do AEJ é numérico) ou CPF.',
    name: 'Razão social ou nome',
    email: 'E-mail',
    emailHint: 'Até 50 caracteres, como pede o leiaute do AEJ.',
    save: 'Salvar',
    saved: 'Desenvolvedor do AEJ salvo.',
    restore: 'Voltar ao padrão',
    restoreConfirm: 'Voltar a usar o desenvolvedor padrão da instalação?',
    restored: 'O AEJ volta a usar o desenvolvedor padrão.',
  },
  inpi: {
    title: 'Números de registro do REP-P no INPI',
    explanation:
      'Cada filial pode ter o seu número (17 dígitos), escrito no AFD e no AEJ; sem ele vale o padrão da instalação, {{number}}.',
    edit: 'Editar nas filiais',
    editElsewhere: 'O número é editado no cadastro da filial.',
    subsidiary: 'Filial',
    number: 'Número no INPI',
    usesDefault: 'Padrão ({{number}})',
    empty: 'Nenhuma filial cadastrada.',
  },
};
