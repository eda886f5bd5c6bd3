// Texts of the cookie settings dialog (namespace `consentDialog`, loaded with the dialog's chunk).
// Keys keep the core catalogue's `consent.` path; the banner's texts stay in the core catalogue.
export const consentDialog = {
  consent: {
    dialogTitle: 'Configurações de cookies',
    dialogIntro:
      'Escolha quais categorias de cookies você permite. Os cookies necessários não podem ser desativados.',
    alwaysOn: 'Sempre ativos',
    save: 'Salvar preferências',
    cancel: 'Cancelar',
    categories: {
      necessary: {
        title: 'Necessários',
        description:
          'Essenciais para o site funcionar: sessão, segurança e as suas escolhas de idioma e de cookies.',
      },
      functional: {
        title: 'Funcionais',
        description: 'Lembram preferências de uso e habilitam recursos extras do site.',
      },
      performance: {
        title: 'Desempenho',
        description: 'Medem tempos de carregamento e erros para deixar o site mais rápido.',
      },
      analytics: {
        title: 'Análise',
        description: 'Mostram, de forma agregada, como o site é usado, para melhorá-lo.',
      },
      targeting: {
        title: 'Publicidade',
        description: 'Permitem mostrar conteúdo e anúncios relevantes para você em outros sites.',
      },
    },
  },
};
