// One line on what each screen does (area index cards, "being built" screens): namespace
// `routeSummaries`, loaded with those components' chunks. Keys match the route catalogue's
// `summaryKey` (routes.<id>.summary).
export const routeSummaries = {
  routes: {
    home: { summary: 'Apresentação do Ponteiro.' },
    pricing: { summary: 'Planos e preços do Ponteiro.' },
    privacyPolicy: { summary: 'Como tratamos dados pessoais.' },
    termsOfService: { summary: 'As condições de uso do serviço.' },
    lgpd: { summary: 'Como cumprimos a Lei Geral de Proteção de Dados.' },
    userAgreement: { summary: 'O acordo entre o Ponteiro e cada pessoa que usa o sistema.' },
    notFound: { summary: 'O endereço não existe.' },
    signin: { summary: 'Entrar com e-mail e senha e acessar a sua empresa.' },
    signup: { summary: 'Criar a sua conta de usuário com nome, e-mail e senha.' },
    forgotPassword: { summary: 'Receber por e-mail um link para redefinir a senha.' },
    resetPassword: { summary: 'Definir uma nova senha a partir do link recebido por e-mail.' },
    createCompany: {
      summary: 'Cadastrar a empresa (CNPJ ou CPF do empregador) e tornar-se o proprietário dela.',
    },
    selectCompany: { summary: 'Escolher com qual das suas empresas você vai trabalhar.' },
    suspended: { summary: 'O acesso da empresa foi suspenso: o motivo e com quem falar.' },
    adminLogin: { summary: 'Entrada dos administradores da plataforma Ponteiro.' },
    selfRegister: { summary: 'O visitante informa os seus dados antes de chegar.' },
    userProfile: { summary: 'Seus dados, seu idioma e a troca de senha.' },
    companyProfile: { summary: 'Dados cadastrais da empresa e logotipo.' },
    dashboard: { summary: 'Resumo do dia: presenças, atrasos, faltas e pendências de aprovação.' },
    organization: {
      summary: 'Estrutura da empresa: estabelecimentos, departamentos, cargos e locais.',
    },
    organizationStructure: {
      summary:
        'A árvore empresa → estabelecimentos → departamentos, com o número de colaboradores.',
    },
    organizationSubsidiary: {
      summary:
        'Estabelecimentos com CNPJ ou CPF, CNO/CAEPF, endereço, fuso horário e dados do REP-P.',
    },
    organizationDepartment: { summary: 'Departamentos em árvore, com o gestor de cada um.' },
    organizationPosition: { summary: 'Cargos e funções, com o código CBO quando houver.' },
    organizationLocation: {
      summary: 'Locais de marcação com endereço, coordenadas e raio para a cerca virtual.',
    },
    organizationDashboard: {
      summary:
        'Colaboradores por estabelecimento, departamento e cargo; admissões e desligamentos por mês.',
    },
    employees: {
      summary: 'Cadastro de colaboradores: dados pessoais, CPF, PIS, admissão, jornada e local.',
    },
    employeesCreate: {
      summary: 'Cadastrar um colaborador: dados pessoais, CPF, PIS, admissão, lotação e crachá.',
    },
    employeesEdit: {
      summary: 'Alterar os dados de um colaborador, com histórico de cada mudança.',
    },
    taEvents: { summary: 'Solicitações de marcação manual, horas extras, afastamentos e saldos.' },
    taEventsManualPunch: {
      summary: 'Solicitar a inclusão de uma marcação esquecida, com justificativa.',
    },
    taEventsOvertime: { summary: 'Solicitar e acompanhar autorizações de horas extras.' },
    taEventsLeaveBalance: {
      summary: 'Férias, licenças e afastamentos de cada colaborador, com os saldos.',
    },
    taEventsHoursBankBalance: { summary: 'Créditos, débitos e vencimentos do banco de horas.' },
    timesheets: { summary: 'Apuração das jornadas, marcações, ajustes e aprovações.' },
    timesheetsTimesheet: {
      summary:
        'A apuração diária de cada colaborador: trabalhado, extras, faltas, noturno e intervalos.',
    },
    timesheetsAdminPunch: {
      summary: 'Incluir ou desconsiderar marcações com justificativa; a original nunca é apagada.',
    },
    timesheetsAbnormalPunch: {
      summary: 'Dias com marcações ímpares, faltantes ou fora da jornada, para tratar.',
    },
    timesheetsAbnormalPunchApproval: {
      summary: 'Aprovar ou recusar as solicitações de ajuste de marcação.',
    },
    timesheetsPunchLog: { summary: 'Todas as marcações com NSR, origem, local e comprovante.' },
    reports: {
      summary: 'Espelho de ponto, banco de horas, horas extras, folha, resumo e arquivos legais.',
    },
    reportsTimeMirror: {
      summary: 'O espelho de ponto do período, em PDF, conforme a Portaria 671.',
    },
    reportsHoursBank: { summary: 'Movimentação e saldo do banco de horas por colaborador.' },
    reportsOvertime: { summary: 'Horas extras e adicional noturno por colaborador e período.' },
    reportsPayroll: { summary: 'Eventos do período para a folha: extras, noturno, faltas e DSR.' },
    reportsSummary: {
      summary: 'Totais do período por colaborador, departamento e estabelecimento.',
    },
    reportsAej: { summary: 'O Arquivo Eletrônico de Jornada do período, assinado.' },
    reportsAfd: { summary: 'O Arquivo Fonte de Dados das marcações, assinado.' },
    accessEvents: { summary: 'Entradas e saídas registradas nas portas e catracas.' },
    accessSetting: { summary: 'Faixas de horário e níveis de acesso às portas.' },
    accessSettingTimePeriod: { summary: 'Os horários em que cada nível de acesso vale.' },
    accessSettingAccessLevel: { summary: 'Quem pode passar por quais portas, e quando.' },
    visitor: { summary: 'Cadastro e registro de visitas.' },
    visitorAdd: { summary: 'Cadastrar um visitante e a sua visita.' },
    visitorEdit: { summary: 'Alterar os dados de um visitante.' },
    visitorSettings: { summary: 'Campos exigidos, autocadastro e validade das visitas.' },
    timePolicy: { summary: 'Jornadas, feriados, afastamentos, banco de horas e regras avançadas.' },
    timePolicySchedule: {
      summary: 'Jornadas semanais e escalas (como 12x36), com tolerâncias e intervalos.',
    },
    timePolicyHoliday: {
      summary: 'Feriados nacionais, estaduais e municipais, e pontos facultativos.',
    },
    timePolicyLeaveSetting: { summary: 'Tipos de ausência e afastamento, justificados ou não.' },
    timePolicyHoursBank: { summary: 'Acordos de compensação, prazos e limites do banco de horas.' },
    timePolicyAdvancedSetting: {
      summary: 'Adicional noturno, percentuais de extras, DSR e regras de acordo coletivo.',
    },
    timePolicySimulator: {
      summary: 'Reprocesse um período passado com regras propostas e compare antes de mudar.',
    },
    workflow: { summary: 'Quem aprova ajustes, ausências e horas extras, e em que ordem.' },
    device: {
      summary: 'Relógios de ponto (REP) e terminais de acesso: cadastro, estado e comunicação.',
    },
    deviceEdit: { summary: 'Dados, sincronização e comandos de um relógio de ponto.' },
    system: {
      summary: 'Assinatura, marcação de ponto, notificações, perfis, AFD/AEJ e personalização.',
    },
    systemSubscription: { summary: 'O plano contratado, os módulos ativos e o faturamento.' },
    systemTimeTrackingSetting: {
      summary:
        'Como e de onde os colaboradores marcam o ponto: navegador, aplicativo, relógio, localização.',
    },
    systemNotifications: { summary: 'Quais avisos são enviados, a quem e por qual meio.' },
    systemRolePermission: {
      summary: 'Perfis com a árvore de permissões, e os usuários da empresa.',
    },
    systemAfdAej: { summary: 'Dados do REP-P e certificado para assinar os arquivos legais.' },
    systemPersonalization: { summary: 'Logotipo, cores e textos da empresa no sistema.' },
    admin: { summary: 'Administração da plataforma.' },
    adminDashboard: { summary: 'Visão geral da plataforma: empresas, assinaturas e dispositivos.' },
    adminDashboardUser: { summary: 'Usuários da plataforma: cadastros, acessos e atividade.' },
    adminDashboardCompany: {
      summary: 'Empresas clientes: novas, ativas, colaboradores e assinaturas.',
    },
    adminCompany: { summary: 'As empresas clientes, os seus planos e a situação de cada uma.' },
    adminUserList: { summary: 'Todos os usuários das empresas clientes.' },
    adminDevices: { summary: 'Os dispositivos de todas as empresas, por número de série.' },
    adminUsers: { summary: 'Os usuários da plataforma e as empresas de cada um.' },
    adminOutbox: {
      summary: 'Os e-mails guardados em vez de enviados, quando não há servidor SMTP.',
    },
    adminOutboxEmail: { summary: 'Um e-mail guardado, com o seu texto e links.' },
    adminFeedback: { summary: 'Mensagens e sugestões enviadas pelos usuários.' },
    adminApp: { summary: 'O histórico das versões publicadas do aplicativo móvel.' },
    adminAppDetail: { summary: 'Os detalhes e as notas de uma versão do aplicativo.' },
    adminProducts: { summary: 'Os produtos vendidos: ponto, acesso e visitantes.' },
    adminPlan: { summary: 'Planos, preços e limites.' },
    adminSubscription: { summary: 'As assinaturas das empresas: plano, vigência e situação.' },
    adminDistributor: { summary: 'Revendedores e distribuidores parceiros.' },
    adminAccountSettings: { summary: 'Perfil e segurança da conta de administrador.' },
    adminAccountProfile: { summary: 'Os seus dados de administrador.' },
    adminAccountSecurity: { summary: 'A troca de senha da conta de administrador.' },
  },
};
