import type { ptWithAntd } from './pt/with-antd';

// The Portuguese catalogue is the reference: every other language is typed against its shape, so
// a missing or extra key fails the typecheck. `pt` is what the sign-in page and the shell read (in
// the entry chunk); `ptWithAntd` (pt/with-antd.ts) is merged in when antd's provider loads.
// `Catalogue`, the type of `translation`, is the two together.

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** `A` and `B` merged key by key (nested objects merged too). */
type DeepMerge<A, B> = {
  [K in keyof A | keyof B]: K extends keyof B
    ? K extends keyof A
      ? A[K] extends string
        ? B[K]
        : DeepMerge<A[K], B[K]>
      : B[K]
    : K extends keyof A
      ? A[K]
      : never;
};

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
  // The banner's texts; the settings dialog's are the consentDialog namespace (its own chunk).
  consent: {
    bannerLabel: 'Aviso de cookies',
    bannerTitle: 'Sua privacidade',
    bannerText:
      'Usamos cookies necessários para o site funcionar e, com a sua permissão, cookies funcionais, de desempenho, de análise e de publicidade. Você pode mudar sua escolha quando quiser em "Configurações de cookies".',
    privacyLink: 'Leia a política de privacidade',
    acceptAll: 'Aceitar todos',
    necessaryOnly: 'Somente necessários',
    customize: 'Personalizar',
  },
  session: {
    loadError: 'Não foi possível carregar sua sessão.',
    retry: 'Tentar novamente',
  },
  // The sign-in screen's; the other auth texts come with antd (pt/with-antd.ts).
  auth: {
    email: 'E-mail',
    password: 'Senha',
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
  http: {
    networkError:
      'Não foi possível conectar ao servidor. Verifique sua conexão de rede ou tente novamente mais tarde.',
    genericError: 'Não foi possível concluir a operação. Tente novamente.',
  },
  // Screen titles (menus, page titles); the one-line summaries are the routeSummaries namespace.
  routes: {
    home: { title: 'Início' },
    pricing: { title: 'Preços' },
    privacyPolicy: { title: 'Política de privacidade' },
    termsOfService: { title: 'Termos de serviço' },
    lgpd: { title: 'LGPD' },
    userAgreement: { title: 'Acordo do usuário' },
    notFound: { title: 'Página não encontrada' },
    signin: { title: 'Entrar' },
    signup: { title: 'Criar conta' },
    forgotPassword: { title: 'Esqueci minha senha' },
    resetPassword: { title: 'Redefinir senha' },
    createCompany: { title: 'Cadastrar empresa' },
    selectCompany: { title: 'Escolher empresa' },
    suspended: { title: 'Acesso suspenso' },
    adminLogin: { title: 'Acesso da administração' },
    selfRegister: { title: 'Autocadastro de visitante' },
    userProfile: { title: 'Meu perfil' },
    companyProfile: { title: 'Perfil da empresa' },
    dashboard: { title: 'Painel' },
    organization: { title: 'Organização' },
    organizationStructure: { title: 'Estrutura' },
    organizationSubsidiary: { title: 'Estabelecimentos' },
    organizationDepartment: { title: 'Departamentos' },
    organizationPosition: { title: 'Cargos' },
    organizationLocation: { title: 'Locais' },
    organizationDashboard: { title: 'Painel da organização' },
    employees: { title: 'Colaboradores' },
    employeesCreate: { title: 'Novo colaborador' },
    employeesEdit: { title: 'Editar colaborador' },
    taEvents: { title: 'Eventos de ponto' },
    taEventsManualPunch: { title: 'Marcação manual' },
    taEventsOvertime: { title: 'Horas extras' },
    taEventsLeaveBalance: { title: 'Saldo de afastamentos' },
    taEventsHoursBankBalance: { title: 'Saldo do banco de horas' },
    timesheets: { title: 'Folhas de ponto' },
    timesheetsTimesheet: { title: 'Folha de ponto' },
    timesheetsAdminPunch: { title: 'Marcações pelo gestor' },
    timesheetsAbnormalPunch: { title: 'Marcações irregulares' },
    timesheetsAbnormalPunchApproval: { title: 'Aprovação de ajustes' },
    timesheetsPunchLog: { title: 'Registro de marcações' },
    reports: { title: 'Relatórios' },
    reportsTimeMirror: { title: 'Espelho de ponto' },
    reportsHoursBank: { title: 'Banco de horas' },
    reportsOvertime: { title: 'Horas extras' },
    reportsPayroll: { title: 'Folha de pagamento' },
    reportsSummary: { title: 'Resumo' },
    reportsAej: { title: 'AEJ' },
    reportsAfd: { title: 'AFD' },
    accessEvents: { title: 'Eventos de acesso' },
    accessSetting: { title: 'Configuração de acesso' },
    accessSettingTimePeriod: { title: 'Faixas de horário' },
    accessSettingAccessLevel: { title: 'Níveis de acesso' },
    visitor: { title: 'Visitantes' },
    visitorAdd: { title: 'Novo visitante' },
    visitorEdit: { title: 'Editar visitante' },
    visitorSettings: { title: 'Configurações de visitantes' },
    timePolicy: { title: 'Política de ponto' },
    timePolicySchedule: { title: 'Jornadas' },
    timePolicyHoliday: { title: 'Feriados' },
    timePolicyLeaveSetting: { title: 'Tipos de afastamento' },
    timePolicyHoursBank: { title: 'Regras do banco de horas' },
    timePolicyAdvancedSetting: { title: 'Regras avançadas' },
    timePolicySimulator: { title: 'Simulador de regras' },
    workflow: { title: 'Fluxos de aprovação' },
    device: { title: 'Dispositivos' },
    deviceEdit: { title: 'Editar dispositivo' },
    system: { title: 'Sistema' },
    systemSubscription: { title: 'Assinatura' },
    systemTimeTrackingSetting: { title: 'Marcação de ponto' },
    systemNotifications: { title: 'Notificações' },
    systemRolePermission: { title: 'Perfis e permissões' },
    systemAfdAej: { title: 'AFD e AEJ' },
    systemPersonalization: { title: 'Personalização' },
    admin: { title: 'Administração' },
    adminDashboard: { title: 'Painel' },
    adminDashboardUser: { title: 'Painel de usuários' },
    adminDashboardCompany: { title: 'Painel de empresas' },
    adminCompany: { title: 'Empresas' },
    adminUserList: { title: 'Usuários das empresas' },
    adminDevices: { title: 'Dispositivos' },
    adminUsers: { title: 'Usuários' },
    adminOutbox: { title: 'Caixa de saída de e-mails' },
    adminOutboxEmail: { title: 'E-mail da caixa de saída' },
    adminFeedback: { title: 'Feedback' },
    adminApp: { title: 'Versões do aplicativo' },
    adminAppDetail: { title: 'Versão do aplicativo' },
    adminProducts: { title: 'Produtos' },
    adminPlan: { title: 'Planos' },
    adminSubscription: { title: 'Assinaturas' },
    adminDistributor: { title: 'Distribuidores' },
    adminAccountSettings: { title: 'Configurações da conta' },
    adminAccountProfile: { title: 'Perfil' },
    adminAccountSecurity: { title: 'Segurança' },
  },
  // The sign-in form's checks (forms/checks.ts); the other messages come with antd.
  validation: {
    required: 'Campo obrigatório.',
    email: 'Informe um e-mail válido.',
    too_long: 'Informe no máximo {{n}} caracteres.',
  },
};

/** The whole Portuguese `translation` (what the compiler checks `t()` keys against). */
export type PtCatalogue = DeepMerge<typeof pt, typeof ptWithAntd>;
export type Catalogue = Widen<PtCatalogue>;
