import type { Localized, PricingContent } from './types';

// Prices are the same in every language; only the text changes.
const PRICES = {
  attendance: { perEmployee: 990, minimum: 9900 },
  access: { perEmployee: 1490, minimum: 19900 },
  complete: { perEmployee: 1890, minimum: 29900 },
} as const;

export const pricingContent: Localized<PricingContent> = {
  pt: {
    title: 'Planos e preços',
    subtitle:
      'Você paga por colaborador ativo, todo mês, sem taxa de implantação e sem fidelidade. Comece pelo ponto e acrescente controle de acesso e visitantes quando precisar.',
    plans: [
      {
        id: 'attendance',
        name: 'Ponto',
        pricePerEmployeeCents: PRICES.attendance.perEmployee,
        minimumMonthlyCents: PRICES.attendance.minimum,
        description: 'Ponto eletrônico completo, conforme a CLT e a Portaria 671.',
        features: [
          'Marcação pelo navegador, com comprovante eletrônico',
          'Integração com relógios ZKTeco e Control iD',
          'Escalas, horas extras, adicional noturno e banco de horas',
          'Espelho de ponto, AFD e AEJ',
          'Ajustes, férias, afastamentos e aprovações',
          'Relatórios e exportação para a folha de pagamento',
        ],
        highlighted: false,
        cta: 'Começar com o Ponto',
      },
      {
        id: 'access',
        name: 'Ponto + Acesso',
        pricePerEmployeeCents: PRICES.access.perEmployee,
        minimumMonthlyCents: PRICES.access.minimum,
        description: 'Para quem também controla portas, catracas e áreas restritas.',
        features: [
          'Tudo do plano Ponto',
          'Faixas de horário e níveis de acesso',
          'Eventos de acesso dos dispositivos em tempo real',
          'Gestão de portas, catracas e leitores',
          'Relatórios de acesso por pessoa, área e período',
        ],
        highlighted: true,
        cta: 'Começar com o Ponto + Acesso',
      },
      {
        id: 'complete',
        name: 'Completo',
        pricePerEmployeeCents: PRICES.complete.perEmployee,
        minimumMonthlyCents: PRICES.complete.minimum,
        description: 'Ponto, acesso e portaria integrados para receber visitantes.',
        features: [
          'Tudo do plano Ponto + Acesso',
          'Autocadastro de visitantes com aviso de privacidade',
          'Cadastro de visitantes também pela recepção',
          'Acesso do visitante com validade definida',
          'Histórico de visitas para a segurança',
        ],
        highlighted: false,
        cta: 'Começar com o Completo',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        pricePerEmployeeCents: null,
        minimumMonthlyCents: null,
        description:
          'Para grupos com muitos CNPJs, milhares de colaboradores ou necessidades sob medida.',
        features: [
          'Tudo do plano Completo',
          'Condições especiais para grandes volumes',
          'Implantação assistida e migração de dados',
          'Acordo de nível de serviço (SLA) em contrato',
          'Termos de tratamento de dados ajustados ao seu jurídico',
        ],
        highlighted: false,
        cta: 'Fale com vendas',
      },
    ],
    catalogue: {
      subtitle:
        'Cada plano tem um preço mensal para até um número de colaboradores ativos, sem taxa de implantação e sem fidelidade. Comece pelo ponto e acrescente controle de acesso e visitantes quando precisar.',
      notes: [
        'Os preços são mensais, em reais, e não incluem impostos; no pagamento anual você paga o preço anual do plano.',
        'Colaboradores desativados ou desligados não contam como colaboradores ativos, e o histórico deles continua guardado pelo prazo legal.',
        'Visitantes não são cobrados como colaboradores.',
        'Relógios de ponto, leitores e catracas não estão incluídos; o Ponteiro se integra a equipamentos ZKTeco e Control iD.',
        'Você pode mudar de plano ou cancelar a qualquer momento; a mudança vale a partir do ciclo de cobrança seguinte.',
      ],
      perMonth: 'por mês',
      yearly: 'ou {amount} por ano',
      seatsUpTo: 'Até {count} colaboradores ativos',
      seatsUnlimited: 'Colaboradores ilimitados',
      trialDays: '{days} dias grátis para testar',
      modules: {
        attendance: 'Ponto eletrônico, espelho, AFD e AEJ',
        access: 'Controle de acesso',
        visitor: 'Visitantes',
      },
      ctaTrial: 'Testar o {plan} grátis',
      cta: 'Começar com o {plan}',
      loading: 'Carregando os planos',
      custom: {
        id: 'enterprise',
        name: 'Enterprise',
        description:
          'Para grupos com muitos CNPJs, milhares de colaboradores ou necessidades sob medida.',
        features: [
          'Condições especiais para grandes volumes',
          'Implantação assistida e migração de dados',
          'Acordo de nível de serviço (SLA) em contrato',
          'Termos de tratamento de dados ajustados ao seu jurídico',
        ],
        cta: 'Fale com vendas',
      },
    },
    notes: [
      'Os preços são mensais, por colaborador ativo, em reais e não incluem impostos.',
      'Colaboradores desativados ou desligados não contam como colaboradores ativos, e o histórico deles continua guardado pelo prazo legal.',
      'Se o número de colaboradores ativos multiplicado pelo preço ficar abaixo do mínimo mensal do plano, é cobrado o mínimo.',
      'Visitantes não são cobrados como colaboradores.',
      'Relógios de ponto, leitores e catracas não estão incluídos; o Ponteiro se integra a equipamentos ZKTeco e Control iD.',
      'Você pode mudar de plano ou cancelar a qualquer momento; a mudança vale a partir do ciclo de cobrança seguinte.',
    ],
    faq: [
      {
        question: 'Como é contado o colaborador ativo?',
        answer:
          'É cobrado o maior número de colaboradores ativos ao mesmo tempo durante o ciclo de cobrança. Quem foi desativado ou desligado deixa de contar, mas as marcações e os espelhos continuam disponíveis.',
      },
      {
        question: 'Existe taxa de implantação ou fidelidade?',
        answer:
          'Não nos planos Ponto, Ponto + Acesso e Completo. A configuração é feita por você, com materiais de ajuda e suporte. No Enterprise, a implantação assistida e o prazo de contrato são combinados com a equipe de vendas.',
      },
      {
        question: 'Quais formas de pagamento são aceitas?',
        answer:
          'As formas de pagamento disponíveis são apresentadas na contratação e a nota fiscal é emitida a cada cobrança. Pagamentos anuais e faturamento para mais de um CNPJ podem ser combinados com a equipe de vendas.',
      },
      {
        question: 'Posso trocar de plano depois?',
        answer:
          'Sim. Você pode passar para um plano superior ou inferior a qualquer momento, e a mudança vale a partir do ciclo seguinte. Ao reduzir o plano, os dados de acesso e de visitantes continuam guardados pelo prazo legal, mas os módulos deixam de estar disponíveis.',
      },
      {
        question: 'O que acontece com os dados se eu cancelar?',
        answer:
          'Você pode exportar espelhos, relatórios, AFD e AEJ antes e depois do cancelamento. Os registros de ponto originais são mantidos bloqueados pelo prazo legal mínimo de 5 anos, para que a sua empresa possa atender a fiscalizações e processos; os demais dados são eliminados conforme os Termos de Uso.',
      },
    ],
  },
  'en-US': {
    title: 'Plans and pricing',
    subtitle:
      'You pay per active employee, every month, with no setup fee and no lock-in. Start with time and attendance and add access control and visitors when you need them.',
    plans: [
      {
        id: 'attendance',
        name: 'Time',
        pricePerEmployeeCents: PRICES.attendance.perEmployee,
        minimumMonthlyCents: PRICES.attendance.minimum,
        description: 'Complete time and attendance, compliant with the CLT and Portaria 671.',
        features: [
          'Browser punches with an electronic receipt',
          'Integration with ZKTeco and Control iD time clocks',
          'Schedules, overtime, night premium and hours bank',
          'Time mirror, AFD and AEJ',
          'Adjustments, vacation, leave and approvals',
          'Reports and payroll export',
        ],
        highlighted: false,
        cta: 'Start with Time',
      },
      {
        id: 'access',
        name: 'Time + Access',
        pricePerEmployeeCents: PRICES.access.perEmployee,
        minimumMonthlyCents: PRICES.access.minimum,
        description: 'For companies that also control doors, turnstiles and restricted areas.',
        features: [
          'Everything in Time',
          'Time periods and access levels',
          'Real-time access events from devices',
          'Doors, turnstiles and readers management',
          'Access reports by person, area and period',
        ],
        highlighted: true,
        cta: 'Start with Time + Access',
      },
      {
        id: 'complete',
        name: 'Complete',
        pricePerEmployeeCents: PRICES.complete.perEmployee,
        minimumMonthlyCents: PRICES.complete.minimum,
        description: 'Time, access and front desk working together to welcome visitors.',
        features: [
          'Everything in Time + Access',
          'Visitor self-registration with a privacy notice',
          'Visitor registration by the front desk as well',
          'Visitor access with a set validity',
          'Visit history for security',
        ],
        highlighted: false,
        cta: 'Start with Complete',
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        pricePerEmployeeCents: null,
        minimumMonthlyCents: null,
        description: 'For groups with many CNPJs, thousands of employees or tailored needs.',
        features: [
          'Everything in Complete',
          'Special terms for large volumes',
          'Assisted onboarding and data migration',
          'Service level agreement (SLA) in the contract',
          'Data processing terms reviewed with your legal team',
        ],
        highlighted: false,
        cta: 'Talk to sales',
      },
    ],
    catalogue: {
      subtitle:
        'Each plan has a monthly price for up to a number of active employees, with no setup fee and no lock-in. Start with time and attendance and add access control and visitors when you need them.',
      notes: [
        'Prices are monthly, in Brazilian reais (BRL), and exclude taxes; paying yearly, you pay the plan’s yearly price.',
        'Disabled or terminated employees do not count as active employees, and their history stays stored for the legal retention period.',
        'Visitors are not charged as employees.',
        'Time clocks, readers and turnstiles are not included; Ponteiro integrates with ZKTeco and Control iD hardware.',
        'You can change plans or cancel at any time; the change takes effect from the next billing cycle.',
      ],
      perMonth: 'per month',
      yearly: 'or {amount} per year',
      seatsUpTo: 'Up to {count} active employees',
      seatsUnlimited: 'Unlimited employees',
      trialDays: '{days}-day free trial',
      modules: {
        attendance: 'Time and attendance, time mirror, AFD and AEJ',
        access: 'Access control',
        visitor: 'Visitors',
      },
      ctaTrial: 'Try {plan} for free',
      cta: 'Start with {plan}',
      loading: 'Loading the plans',
      custom: {
        id: 'enterprise',
        name: 'Enterprise',
        description: 'For groups with many CNPJs, thousands of employees or tailored needs.',
        features: [
          'Special terms for large volumes',
          'Assisted onboarding and data migration',
          'Service level agreement (SLA) in the contract',
          'Data processing terms reviewed with your legal team',
        ],
        cta: 'Talk to sales',
      },
    },
    notes: [
      'Prices are monthly, per active employee, in Brazilian reais (BRL), and exclude taxes.',
      'Disabled or terminated employees do not count as active employees, and their history stays stored for the legal retention period.',
      'If the number of active employees times the price is below the plan’s monthly minimum, the minimum is charged.',
      'Visitors are not charged as employees.',
      'Time clocks, readers and turnstiles are not included; Ponteiro integrates with ZKTeco and Control iD hardware.',
      'You can change plans or cancel at any time; the change takes effect from the next billing cycle.',
    ],
    faq: [
      {
        question: 'How are active employees counted?',
        answer:
          'We charge for the highest number of employees active at the same time during the billing cycle. Anyone disabled or terminated stops counting, but their punches and time mirrors remain available.',
      },
      {
        question: 'Is there a setup fee or a minimum term?',
        answer:
          'Not on the Time, Time + Access and Complete plans. You set things up yourself, with help articles and support. On Enterprise, assisted onboarding and the contract term are agreed with our sales team.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer:
          'The available payment methods are shown when you subscribe, and an invoice (nota fiscal) is issued for every charge. Annual billing and invoicing across several CNPJs can be arranged with our sales team.',
      },
      {
        question: 'Can I change plans later?',
        answer:
          'Yes. You can move to a higher or lower plan at any time, and the change takes effect from the next cycle. When you downgrade, access and visitor data stay stored for the legal period, but those modules are no longer available.',
      },
      {
        question: 'What happens to the data if I cancel?',
        answer:
          'You can export time mirrors, reports, AFD and AEJ files before and after cancelling. Original time records are kept locked for the legal minimum of 5 years, so your company can answer inspections and lawsuits; other data is deleted as described in the Terms of Service.',
      },
    ],
  },
};
