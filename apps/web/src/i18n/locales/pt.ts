import { ERROR_MESSAGES, VALIDATION_MESSAGES, type ValidationKey } from '@ponteiro/shared';

// The Portuguese catalogue is the reference: every other language is typed against its shape, so
// a missing or extra key fails the typecheck (and catalogue.test.ts checks the same at run time).

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

import { adminUsers } from './pt/admin-users';
import { organization } from './pt/organization';
import { profiles } from './pt/profiles';
import { rolePermission } from './pt/role-permission';

const validation: Record<ValidationKey, string> = VALIDATION_MESSAGES.pt;

export const pt = {
  app: {
    name: 'Ponteiro',
    tagline: 'Ponto eletrônico, controle de acesso e visitantes',
    loading: 'Carregando…',
    skipToContent: 'Pular para o conteúdo',
    homeLink: 'Ponteiro, página inicial',
  },
  language: {
    label: 'Idioma',
    change: '{{short}}: mudar idioma (atual: {{language}})',
    pt: 'Português (Brasil)',
    'en-US': 'English (US)',
    short: { pt: 'PT', 'en-US': 'EN' },
  },
  publicLayout: {
    mainNav: 'Navegação principal',
    home: 'Início',
    pricing: 'Preços',
    signIn: 'Entrar',
    legalNav: 'Documentos legais',
    cookieSettings: 'Configurações de cookies',
    rights: '© {{year}} Ponteiro. Todos os direitos reservados.',
  },
  authLayout: {
    backHome: 'Voltar ao site',
  },
  companyLayout: {
    sideNav: 'Menu principal',
    collapse: 'Recolher menu',
    expand: 'Expandir menu',
    userMenu: '{{name}}: menu do usuário',
    account: 'Minha conta',
    profile: 'Perfil',
    signOut: 'Sair',
  },
  adminLayout: {
    sideNav: 'Menu da administração',
    backOffice: 'Administração',
    userMenu: 'Menu do administrador',
    accountSettings: 'Configurações da conta',
    logout: 'Sair',
  },
  menu: {
    dashboard: 'Painel',
    organization: 'Organização',
    employees: 'Colaboradores',
    taEvents: 'Eventos de ponto',
    timesheets: 'Folhas de ponto',
    reports: 'Relatórios',
    accessEvents: 'Eventos de acesso',
    accessSetting: 'Configuração de acesso',
    visitor: 'Visitantes',
    timePolicy: 'Política de ponto',
    workflow: 'Fluxos de aprovação',
    device: 'Dispositivos',
    system: 'Sistema',
    adminDashboard: 'Painel',
    adminCompany: 'Empresas',
    adminDevices: 'Dispositivos',
    adminUsers: 'Usuários',
    adminOutbox: 'Caixa de saída',
    adminFeedback: 'Feedback',
    adminApp: 'Aplicativo',
    adminProducts: 'Produtos',
    adminPlan: 'Planos',
    adminSubscription: 'Assinaturas',
    adminDistributor: 'Distribuidores',
  },
  menuGroups: {
    access: 'Acesso',
    settings: 'Configurações',
    system: 'Sistema',
  },
  notifications: {
    label: 'Notificações',
    title: 'Notificações',
    empty: 'Nenhuma notificação por enquanto.',
    tabs: 'Tipos de aviso',
    notifications: 'Notificações',
    messages: 'Mensagens',
    tasks: 'Tarefas',
    notificationsHint: 'Avisos da plataforma, como novas empresas e dispositivos sem comunicação.',
    messagesHint: 'Mensagens enviadas pelos clientes e distribuidores.',
    tasksHint: 'Pendências que aguardam uma ação da administração.',
    placeholder: 'A central de avisos está em construção; os números acima são de exemplo.',
  },
  beingBuilt: {
    badge: 'Em construção',
    message: 'Esta tela está em construção e ficará disponível em breve.',
    willDo: 'O que ela vai fazer:',
    backTo: 'Voltar para {{area}}',
  },
  areaIndex: {
    choose: 'Escolha uma das telas desta área.',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'O endereço que você abriu não existe ou foi movido.',
    home: 'Ir para a página inicial',
  },
  noPermission: {
    title: 'Acesso negado',
    description:
      'Você não tem permissão para ver esta página. Se precisar dela, fale com o administrador da sua empresa.',
    back: 'Voltar ao painel',
  },
  routeError: {
    title: 'Algo deu errado',
    description: 'Não foi possível abrir esta página. Recarregue e tente novamente.',
    reload: 'Recarregar a página',
  },
  consent: {
    bannerLabel: 'Aviso de cookies',
    bannerTitle: 'Sua privacidade',
    bannerText:
      'Usamos cookies necessários para o site funcionar e, com a sua permissão, cookies funcionais, de desempenho, de análise e de publicidade. Você pode mudar sua escolha quando quiser em "Configurações de cookies".',
    privacyLink: 'Leia a política de privacidade',
    acceptAll: 'Aceitar todos',
    necessaryOnly: 'Somente necessários',
    customize: 'Personalizar',
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
  session: {
    loadError: 'Não foi possível carregar sua sessão.',
    retry: 'Tentar novamente',
  },
  auth: {
    email: 'E-mail',
    password: 'Senha',
    name: 'Nome',
    phone: 'Telefone',
    countryCode: 'Código do país',
    passwordRule: 'De 8 a 128 caracteres, com ao menos uma letra e um número.',
    confirmPassword: 'Confirme a senha',
    passwordMismatch: 'As senhas não conferem.',
    backToSignIn: 'Voltar para entrar',
    signIn: {
      title: 'Entrar',
      subtitle: 'Acesse sua conta do Ponteiro.',
      submit: 'Entrar',
      forgot: 'Esqueci minha senha',
      noAccount: 'Não tem uma conta?',
      signUp: 'Cadastre-se',
      rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      rateLimitedFor: 'Muitas tentativas. Tente novamente em {{time}}.',
    },
    signUp: {
      title: 'Criar conta',
      subtitle: 'Cadastre-se para começar a usar o Ponteiro.',
      submit: 'Criar conta',
      haveAccount: 'Já tem uma conta?',
      signIn: 'Entrar',
    },
    createCompany: {
      title: 'Cadastrar empresa',
      subtitle: 'Informe os dados do empregador.',
      employerType: 'Tipo de empregador',
      cnpj: 'CNPJ',
      cpf: 'CPF',
      legalName: 'Razão social',
      tradeName: 'Nome fantasia',
      timezone: 'Fuso horário',
      submit: 'Cadastrar empresa',
      backToList: 'Voltar às minhas empresas',
    },
    selectCompany: {
      title: 'Escolha a empresa',
      subtitle_one: 'Você tem acesso a uma empresa.',
      subtitle_other: 'Você tem acesso a {{count}} empresas.',
      role: 'Perfil: {{role}}',
      choose: 'Entrar em {{name}}',
      empty: 'Você ainda não participa de nenhuma empresa.',
      createAnother: 'Cadastrar outra empresa',
      loadError: 'Não foi possível carregar suas empresas.',
      signOut: 'Sair',
    },
    roles: {
      owner: 'Proprietário',
      super_admin: 'Superadministrador',
      admin: 'Administrador',
      employee: 'Colaborador',
      custom: 'Perfil personalizado',
    },
    invitation: {
      title: 'Convite',
      accepting: 'Aceitando o convite…',
      invalid:
        'Este convite é inválido, expirou ou foi enviado para outro e-mail. Peça um novo convite a quem o enviou.',
    },
    forgot: {
      title: 'Esqueci minha senha',
      subtitle: 'Informe seu e-mail e enviaremos um link para criar uma nova senha.',
      submit: 'Enviar link',
      sent: 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.',
    },
    reset: {
      title: 'Nova senha',
      checking: 'Verificando o link…',
      invalid: 'Este link é inválido ou expirou.',
      askAgain: 'Pedir um novo link',
      newPassword: 'Nova senha',
      submit: 'Salvar nova senha',
      done: 'Senha alterada. Entre com a nova senha.',
    },
    admin: {
      title: 'Administração do Ponteiro',
      subtitle: 'Acesso restrito à equipe da plataforma.',
      username: 'Usuário',
      submit: 'Entrar',
      profileTitle: 'Perfil do administrador',
      superuser: 'Superusuário',
      yes: 'Sim',
      no: 'Não',
    },
    changePassword: {
      title: 'Alterar senha',
      current: 'Senha atual',
      new: 'Nova senha',
      submit: 'Alterar senha',
      done: 'Senha alterada.',
    },
  },
  crud: {
    actions: 'Ações',
    edit: 'Editar',
    delete: 'Excluir',
    deleteTitle: 'Excluir “{{name}}”?',
    cancel: 'Cancelar',
    save: 'Salvar',
    retry: 'Tentar novamente',
    total_one: '{{count}} registro',
    total_other: '{{count}} registros',
    total_zero: '{{count}} registros',
    none: 'Nenhum',
  },
  imageUpload: {
    hint: 'JPEG ou PNG, até {{limit}}.',
    choose: 'Enviar imagem',
    replace: 'Trocar imagem',
    remove: 'Remover',
    cancel: 'Cancelar',
    removeConfirm: 'Remover a imagem?',
    uploaded: 'Imagem salva.',
    removed: 'Imagem removida.',
    type: 'Envie uma imagem JPEG ou PNG.',
    size: 'A imagem deve ter no máximo {{limit}}.',
  },
  http: {
    networkError:
      'Não foi possível conectar ao servidor. Verifique sua conexão de rede ou tente novamente mais tarde.',
    genericError: 'Não foi possível concluir a operação. Tente novamente.',
  },
  // Per-area texts live in pt/<area>.ts (and en-US/<area>.ts) so areas can grow independently.
  rolePermission,
  profiles,
  adminUsers,
  organization,
  routes: {
    home: { title: 'Início', summary: 'Apresentação do Ponteiro.' },
    pricing: { title: 'Preços', summary: 'Planos e preços do Ponteiro.' },
    privacyPolicy: { title: 'Política de privacidade', summary: 'Como tratamos dados pessoais.' },
    termsOfService: { title: 'Termos de serviço', summary: 'As condições de uso do serviço.' },
    lgpd: { title: 'LGPD', summary: 'Como cumprimos a Lei Geral de Proteção de Dados.' },
    userAgreement: {
      title: 'Acordo do usuário',
      summary: 'O acordo entre o Ponteiro e cada pessoa que usa o sistema.',
    },
    notFound: { title: 'Página não encontrada', summary: 'O endereço não existe.' },
    signin: { title: 'Entrar', summary: 'Entrar com e-mail e senha e acessar a sua empresa.' },
    signup: {
      title: 'Criar conta',
      summary: 'Criar a sua conta de usuário com nome, e-mail e senha.',
    },
    forgotPassword: {
      title: 'Esqueci minha senha',
      summary: 'Receber por e-mail um link para redefinir a senha.',
    },
    resetPassword: {
      title: 'Redefinir senha',
      summary: 'Definir uma nova senha a partir do link recebido por e-mail.',
    },
    createCompany: {
      title: 'Cadastrar empresa',
      summary: 'Cadastrar a empresa (CNPJ ou CPF do empregador) e tornar-se o proprietário dela.',
    },
    selectCompany: {
      title: 'Escolher empresa',
      summary: 'Escolher com qual das suas empresas você vai trabalhar.',
    },
    adminLogin: {
      title: 'Acesso da administração',
      summary: 'Entrada dos administradores da plataforma Ponteiro.',
    },
    selfRegister: {
      title: 'Autocadastro de visitante',
      summary: 'O visitante informa os seus dados antes de chegar.',
    },
    userProfile: { title: 'Meu perfil', summary: 'Seus dados, seu idioma e a troca de senha.' },
    companyProfile: {
      title: 'Perfil da empresa',
      summary: 'Dados cadastrais da empresa e logotipo.',
    },
    dashboard: {
      title: 'Painel',
      summary: 'Resumo do dia: presenças, atrasos, faltas e pendências de aprovação.',
    },
    organization: {
      title: 'Organização',
      summary: 'Estrutura da empresa: estabelecimentos, departamentos, cargos e locais.',
    },
    organizationStructure: {
      title: 'Estrutura',
      summary:
        'A árvore empresa → estabelecimentos → departamentos, com o número de colaboradores.',
    },
    organizationSubsidiary: {
      title: 'Estabelecimentos',
      summary:
        'Estabelecimentos com CNPJ ou CPF, CNO/CAEPF, endereço, fuso horário e dados do REP-P.',
    },
    organizationDepartment: {
      title: 'Departamentos',
      summary: 'Departamentos em árvore, com o gestor de cada um.',
    },
    organizationPosition: {
      title: 'Cargos',
      summary: 'Cargos e funções, com o código CBO quando houver.',
    },
    organizationLocation: {
      title: 'Locais',
      summary: 'Locais de marcação com endereço, coordenadas e raio para a cerca virtual.',
    },
    organizationDashboard: {
      title: 'Painel da organização',
      summary:
        'Colaboradores por estabelecimento, departamento e cargo; admissões e desligamentos por mês.',
    },
    employees: {
      title: 'Colaboradores',
      summary: 'Cadastro de colaboradores: dados pessoais, CPF, PIS, admissão, jornada e local.',
    },
    employeesCreate: {
      title: 'Novo colaborador',
      summary: 'Cadastrar um colaborador: dados pessoais, CPF, PIS, admissão, lotação e crachá.',
    },
    employeesEdit: {
      title: 'Editar colaborador',
      summary: 'Alterar os dados de um colaborador, com histórico de cada mudança.',
    },
    taEvents: {
      title: 'Eventos de ponto',
      summary: 'Solicitações de marcação manual, horas extras, afastamentos e saldos.',
    },
    taEventsManualPunch: {
      title: 'Marcação manual',
      summary: 'Solicitar a inclusão de uma marcação esquecida, com justificativa.',
    },
    taEventsOvertime: {
      title: 'Horas extras',
      summary: 'Solicitar e acompanhar autorizações de horas extras.',
    },
    taEventsLeaveBalance: {
      title: 'Saldo de afastamentos',
      summary: 'Férias, licenças e afastamentos de cada colaborador, com os saldos.',
    },
    taEventsHoursBankBalance: {
      title: 'Saldo do banco de horas',
      summary: 'Créditos, débitos e vencimentos do banco de horas.',
    },
    timesheets: {
      title: 'Folhas de ponto',
      summary: 'Apuração das jornadas, marcações, ajustes e aprovações.',
    },
    timesheetsTimesheet: {
      title: 'Folha de ponto',
      summary:
        'A apuração diária de cada colaborador: trabalhado, extras, faltas, noturno e intervalos.',
    },
    timesheetsAdminPunch: {
      title: 'Marcações pelo gestor',
      summary: 'Incluir ou desconsiderar marcações com justificativa; a original nunca é apagada.',
    },
    timesheetsAbnormalPunch: {
      title: 'Marcações irregulares',
      summary: 'Dias com marcações ímpares, faltantes ou fora da jornada, para tratar.',
    },
    timesheetsAbnormalPunchApproval: {
      title: 'Aprovação de ajustes',
      summary: 'Aprovar ou recusar as solicitações de ajuste de marcação.',
    },
    timesheetsPunchLog: {
      title: 'Registro de marcações',
      summary: 'Todas as marcações com NSR, origem, local e comprovante.',
    },
    reports: {
      title: 'Relatórios',
      summary: 'Espelho de ponto, banco de horas, horas extras, folha, resumo e arquivos legais.',
    },
    reportsTimeMirror: {
      title: 'Espelho de ponto',
      summary: 'O espelho de ponto do período, em PDF, conforme a Portaria 671.',
    },
    reportsHoursBank: {
      title: 'Banco de horas',
      summary: 'Movimentação e saldo do banco de horas por colaborador.',
    },
    reportsOvertime: {
      title: 'Horas extras',
      summary: 'Horas extras e adicional noturno por colaborador e período.',
    },
    reportsPayroll: {
      title: 'Folha de pagamento',
      summary: 'Eventos do período para a folha: extras, noturno, faltas e DSR.',
    },
    reportsSummary: {
      title: 'Resumo',
      summary: 'Totais do período por colaborador, departamento e estabelecimento.',
    },
    reportsAej: { title: 'AEJ', summary: 'O Arquivo Eletrônico de Jornada do período, assinado.' },
    reportsAfd: { title: 'AFD', summary: 'O Arquivo Fonte de Dados das marcações, assinado.' },
    accessEvents: {
      title: 'Eventos de acesso',
      summary: 'Entradas e saídas registradas nas portas e catracas.',
    },
    accessSetting: {
      title: 'Configuração de acesso',
      summary: 'Faixas de horário e níveis de acesso às portas.',
    },
    accessSettingTimePeriod: {
      title: 'Faixas de horário',
      summary: 'Os horários em que cada nível de acesso vale.',
    },
    accessSettingAccessLevel: {
      title: 'Níveis de acesso',
      summary: 'Quem pode passar por quais portas, e quando.',
    },
    visitor: { title: 'Visitantes', summary: 'Cadastro e registro de visitas.' },
    visitorAdd: { title: 'Novo visitante', summary: 'Cadastrar um visitante e a sua visita.' },
    visitorEdit: { title: 'Editar visitante', summary: 'Alterar os dados de um visitante.' },
    visitorSettings: {
      title: 'Configurações de visitantes',
      summary: 'Campos exigidos, autocadastro e validade das visitas.',
    },
    timePolicy: {
      title: 'Política de ponto',
      summary: 'Jornadas, feriados, afastamentos, banco de horas e regras avançadas.',
    },
    timePolicySchedule: {
      title: 'Jornadas',
      summary: 'Jornadas semanais e escalas (como 12x36), com tolerâncias e intervalos.',
    },
    timePolicyHoliday: {
      title: 'Feriados',
      summary: 'Feriados nacionais, estaduais e municipais, e pontos facultativos.',
    },
    timePolicyLeaveSetting: {
      title: 'Tipos de afastamento',
      summary: 'Tipos de ausência e afastamento, justificados ou não.',
    },
    timePolicyHoursBank: {
      title: 'Regras do banco de horas',
      summary: 'Acordos de compensação, prazos e limites do banco de horas.',
    },
    timePolicyAdvancedSetting: {
      title: 'Regras avançadas',
      summary: 'Adicional noturno, percentuais de extras, DSR e regras de acordo coletivo.',
    },
    workflow: {
      title: 'Fluxos de aprovação',
      summary: 'Quem aprova ajustes, ausências e horas extras, e em que ordem.',
    },
    device: {
      title: 'Dispositivos',
      summary: 'Relógios de ponto (REP) e terminais de acesso: cadastro, estado e comunicação.',
    },
    deviceEdit: {
      title: 'Editar dispositivo',
      summary: 'Dados, sincronização e comandos de um relógio de ponto.',
    },
    system: {
      title: 'Sistema',
      summary: 'Assinatura, marcação de ponto, notificações, perfis, AFD/AEJ e personalização.',
    },
    systemSubscription: {
      title: 'Assinatura',
      summary: 'O plano contratado, os módulos ativos e o faturamento.',
    },
    systemTimeTrackingSetting: {
      title: 'Marcação de ponto',
      summary:
        'Como e de onde os colaboradores marcam o ponto: navegador, aplicativo, relógio, localização.',
    },
    systemNotifications: {
      title: 'Notificações',
      summary: 'Quais avisos são enviados, a quem e por qual meio.',
    },
    systemRolePermission: {
      title: 'Perfis e permissões',
      summary: 'Perfis com a árvore de permissões, e os usuários da empresa.',
    },
    systemAfdAej: {
      title: 'AFD e AEJ',
      summary: 'Dados do REP-P e certificado para assinar os arquivos legais.',
    },
    systemPersonalization: {
      title: 'Personalização',
      summary: 'Logotipo, cores e textos da empresa no sistema.',
    },
    admin: { title: 'Administração', summary: 'Administração da plataforma.' },
    adminDashboard: {
      title: 'Painel',
      summary: 'Visão geral da plataforma: empresas, assinaturas e dispositivos.',
    },
    adminDashboardUser: {
      title: 'Painel de usuários',
      summary: 'Usuários da plataforma: cadastros, acessos e atividade.',
    },
    adminDashboardCompany: {
      title: 'Painel de empresas',
      summary: 'Empresas clientes: novas, ativas, colaboradores e assinaturas.',
    },
    adminCompany: {
      title: 'Empresas',
      summary: 'As empresas clientes, os seus planos e a situação de cada uma.',
    },
    adminUserList: {
      title: 'Usuários das empresas',
      summary: 'Todos os usuários das empresas clientes.',
    },
    adminDevices: {
      title: 'Dispositivos',
      summary: 'Os dispositivos de todas as empresas, por número de série.',
    },
    adminUsers: {
      title: 'Usuários',
      summary: 'Os usuários da plataforma e as empresas de cada um.',
    },
    adminOutbox: {
      title: 'Caixa de saída de e-mails',
      summary: 'Os e-mails guardados em vez de enviados, quando não há servidor SMTP.',
    },
    adminOutboxEmail: {
      title: 'E-mail da caixa de saída',
      summary: 'Um e-mail guardado, com o seu texto e links.',
    },
    adminFeedback: { title: 'Feedback', summary: 'Mensagens e sugestões enviadas pelos usuários.' },
    adminApp: {
      title: 'Versões do aplicativo',
      summary: 'O histórico das versões publicadas do aplicativo móvel.',
    },
    adminAppDetail: {
      title: 'Versão do aplicativo',
      summary: 'Os detalhes e as notas de uma versão do aplicativo.',
    },
    adminProducts: {
      title: 'Produtos',
      summary: 'Os produtos vendidos: ponto, acesso e visitantes.',
    },
    adminPlan: { title: 'Planos', summary: 'Planos, preços e limites.' },
    adminSubscription: {
      title: 'Assinaturas',
      summary: 'As assinaturas das empresas: plano, vigência e situação.',
    },
    adminDistributor: {
      title: 'Distribuidores',
      summary: 'Revendedores e distribuidores parceiros.',
    },
    adminAccountSettings: {
      title: 'Configurações da conta',
      summary: 'Perfil e segurança da conta de administrador.',
    },
    adminAccountProfile: { title: 'Perfil', summary: 'Os seus dados de administrador.' },
    adminAccountSecurity: {
      title: 'Segurança',
      summary: 'A troca de senha da conta de administrador.',
    },
  },
  validation,
  errors: ERROR_MESSAGES.pt,
};

export type Catalogue = Widen<typeof pt>;
