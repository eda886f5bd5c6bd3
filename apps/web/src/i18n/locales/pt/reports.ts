// Texts of the /reports screens: namespace `reports`, loaded with the area's chunk.
export const reports = {
  legalFiles: {
    afdTitle: 'AFD — Arquivo Fonte de Dados',
    aejTitle: 'AEJ — Arquivo Eletrônico de Jornada',
    afdSubtitle:
      'A geração do AFD chega com as marcações. Já é possível conferir um AFD de qualquer REP (Portaria 671 ou 1510).',
    aejSubtitle:
      'A geração do AEJ chega com as folhas de ponto. Já é possível conferir um AEJ de qualquer sistema (leiaute 001).',
    checkTitle: 'Validar um arquivo',
    choose: 'Clique ou arraste o arquivo até aqui',
    chooseHint: 'Arquivo de texto de até 10 MB. Ele é só conferido: nada é gravado.',
    tooLarge: 'O arquivo deve ter no máximo 10 MB.',
    checking: 'Conferindo…',
    valid: '{{file}}: arquivo válido.',
    invalid_one: '{{file}}: {{count}} problema encontrado.',
    invalid_other: '{{file}}: {{count}} problemas encontrados.',
    counts: 'Registros',
    line: 'Linha',
    field: 'Campo',
    message: 'Problema',
    another: 'Conferir outro arquivo',
  },
};
