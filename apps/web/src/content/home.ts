import type { HomeContent, Localized } from './types';

export const homeContent: Localized<HomeContent> = {
  pt: {
    metaTitle: 'Ponto eletrônico, controle de acesso e visitantes',
    hero: {
      eyebrow: 'Ponto eletrônico · Controle de acesso · Visitantes',
      title: 'Ponto eletrônico em conformidade com a Portaria 671, sem planilha e sem susto',
      subtitle:
        'O Ponteiro registra as marcações pelo navegador ou por relógios ZKTeco e Control iD, calcula horas extras, adicional noturno e banco de horas conforme a CLT e gera espelho de ponto, AFD e AEJ prontos para a fiscalização. Tudo em um só lugar, com controle de acesso e portaria integrados.',
      primaryCta: 'Criar conta',
      secondaryCta: 'Ver planos e preços',
    },
    featuresSection: {
      title: 'Tudo o que o RH e o DP precisam para fechar o ponto',
      subtitle:
        'Da marcação à folha de pagamento: menos retrabalho no fechamento, regras aplicadas sempre do mesmo jeito e histórico completo para auditoria.',
    },
    features: [
      {
        icon: 'ClockCircleOutlined',
        title: 'Marcação pelo navegador ou no relógio',
        description:
          'O colaborador bate o ponto no computador ou no celular, pelo navegador, e recebe o comprovante na hora. Se a empresa preferir, as marcações também chegam de relógios e leitores ZKTeco e Control iD.',
      },
      {
        icon: 'AuditOutlined',
        title: 'Espelho de ponto e ajustes com justificativa',
        description:
          'Inclusões, desconsiderações e abonos ficam registrados com motivo, autor e data. A marcação original nunca é alterada nem apagada, como exige a Portaria 671.',
      },
      {
        icon: 'FieldTimeOutlined',
        title: 'Horas extras e banco de horas',
        description:
          'Faixas de 50% e 100%, domingos e feriados, compensação e banco de horas com prazo de vencimento, saldo por colaborador e aviso antes de as horas expirarem.',
      },
      {
        icon: 'CalendarOutlined',
        title: 'Escalas e jornadas de verdade',
        description:
          'Jornada fixa, flexível, 12x36, 6x1 e turnos que atravessam a meia-noite, com hora noturna reduzida, intervalos e feriados nacionais, estaduais e municipais.',
      },
      {
        icon: 'SolutionOutlined',
        title: 'Férias, afastamentos e aprovações',
        description:
          'Solicitações de ajuste, folgas, férias e atestados passam por um fluxo de aprovação do gestor, com notificação e histórico de cada decisão.',
      },
      {
        icon: 'BarChartOutlined',
        title: 'Relatórios e exportação para a folha',
        description:
          'Relatórios de horas, faltas, atrasos e banco de horas em PDF e planilha, e um arquivo de exportação com os eventos do mês para importar no seu sistema de folha de pagamento.',
      },
      {
        icon: 'KeyOutlined',
        title: 'Controle de acesso',
        description:
          'Defina faixas de horário e níveis de acesso por porta, catraca ou área e acompanhe os eventos de acesso enviados pelos dispositivos em tempo real.',
      },
      {
        icon: 'UserAddOutlined',
        title: 'Visitantes com autocadastro',
        description:
          'O visitante preenche os próprios dados antes de chegar, aceita o aviso de privacidade e recebe um acesso com validade definida. A recepção só confere e libera.',
      },
      {
        icon: 'ApiOutlined',
        title: 'Dispositivos ZKTeco e Control iD',
        description:
          'Cadastre relógios, leitores faciais e catracas, acompanhe o status de cada equipamento e sincronize colaboradores e marcações sem arquivos passando de mão em mão.',
      },
    ],
    compliance: {
      title: 'Feito para a legislação brasileira',
      subtitle:
        'As regras da CLT vêm configuradas por padrão e podem ser ajustadas ao que prevê a convenção ou o acordo coletivo (CCT/ACT) da sua empresa.',
      points: [
        {
          title: 'Portaria MTP 671/2021 (REP-P)',
          description:
            'O Ponteiro funciona como registrador eletrônico de ponto via programa: cada marcação recebe NSR e código hash SHA-256, e o comprovante eletrônico fica disponível ao trabalhador logo após a batida.',
        },
        {
          title: 'AFD e AEJ nos leiautes do MTE',
          description:
            'Gere o Arquivo Fonte de Dados e o Arquivo Eletrônico de Jornada de qualquer período, prontos para entregar ao Auditor-Fiscal do Trabalho quando solicitado.',
        },
        {
          title: 'Espelho de ponto completo',
          description:
            'Identificação da empresa e do trabalhador, jornada contratual, marcações originais ao lado das tratadas e duração de cada dia já considerando a hora noturna reduzida.',
        },
        {
          title: 'Tolerância do art. 58, §1º, da CLT',
          description:
            'Variações de até 5 minutos por marcação, limitadas a 10 minutos por dia, não são descontadas nem computadas como extra. Passou do limite, todo o excedente é considerado.',
        },
        {
          title: 'Trabalho noturno (art. 73 da CLT)',
          description:
            'Entre 22h e 5h, a hora é de 52 minutos e 30 segundos e o adicional é de no mínimo 20%, inclusive sobre a prorrogação da jornada noturna.',
        },
        {
          title: 'Intervalos do art. 71 da CLT',
          description:
            'Controle do intervalo de 1 a 2 horas para jornadas acima de 6 horas e de 15 minutos entre 4 e 6 horas, com apuração do intervalo suprimido e pré-assinalação quando permitida.',
        },
        {
          title: 'Interjornada do art. 66 da CLT',
          description:
            'Alerta quando o descanso entre duas jornadas fica abaixo de 11 horas consecutivas, com o cálculo das horas suprimidas como extras.',
        },
        {
          title: 'Banco de horas do art. 59 da CLT',
          description:
            'Compensação no mesmo mês, em até 6 meses por acordo individual escrito ou em até 1 ano por acordo ou convenção coletiva, respeitando o limite de 10 horas diárias.',
        },
        {
          title: 'Pronto para o CNPJ alfanumérico',
          description:
            'Cadastros e validações já aceitam o novo formato de CNPJ com letras e números, emitido pela Receita Federal a partir de julho de 2026.',
        },
      ],
    },
    audiences: {
      title: 'Para quem é o Ponteiro',
      items: [
        {
          title: 'RH e Departamento Pessoal',
          description:
            'Fechamento do ponto em horas, não em dias: pendências em uma única tela, cálculos automáticos e exportação direta para a folha.',
        },
        {
          title: 'Gestores',
          description:
            'Aprove ajustes, folgas e horas extras da equipe em poucos cliques e acompanhe atrasos e saldos de banco de horas em tempo real.',
        },
        {
          title: 'Colaboradores',
          description:
            'Bata o ponto de onde a empresa permitir, consulte o espelho e o saldo de horas e faça solicitações sem depender de papel.',
        },
        {
          title: 'Segurança e recepção',
          description:
            'Controle quem entra, por onde e em que horário, receba visitantes já cadastrados e consulte o histórico de acessos quando precisar.',
        },
      ],
    },
    faq: [
      {
        question: 'O Ponteiro atende à Portaria 671/2021?',
        answer:
          'Sim. O Ponteiro opera como REP-P (registrador eletrônico de ponto via programa) e como programa de tratamento de registro de ponto: guarda as marcações originais sem alteração, emite comprovante eletrônico para o trabalhador e gera o espelho de ponto, o AFD e o AEJ nos formatos exigidos.',
      },
      {
        question: 'Preciso comprar um relógio de ponto?',
        answer:
          'Não. Os colaboradores podem registrar o ponto pelo navegador, no computador ou no celular. Se a sua empresa já usa ou prefere equipamentos, o Ponteiro se integra a dispositivos ZKTeco e Control iD, que também podem ser usados no controle de acesso.',
      },
      {
        question: 'A localização do colaborador fica sendo monitorada?',
        answer:
          'Não. Quando a empresa ativa a geolocalização, ela é capturada apenas no instante da marcação feita pelo navegador, e o colaborador é avisado antes de registrar o ponto. Não há rastreamento contínuo.',
      },
      {
        question: 'O gestor pode alterar uma marcação?',
        answer:
          'Nenhuma marcação original é alterada ou apagada. Correções são feitas por inclusão de uma nova marcação ou pela desconsideração da marcação indevida, sempre com justificativa, autor e data, e as duas informações aparecem no espelho de ponto.',
      },
      {
        question: 'Consigo levar os dados para a minha folha de pagamento?',
        answer:
          'Sim. Ao fechar o período, você exporta um arquivo com os eventos de cada colaborador (horas normais, extras por faixa, adicional noturno, faltas e movimentações do banco de horas) para importar no sistema de folha que já utiliza.',
      },
      {
        question: 'Como o Ponteiro trata a LGPD?',
        answer:
          'Sua empresa é a controladora dos dados dos colaboradores e o Ponteiro atua como operador, tratando os dados apenas conforme as suas instruções. Os dados são protegidos por criptografia e controle de acesso, e há um encarregado disponível em dpo@ponteiro.com.br.',
      },
    ],
    closing: {
      title: 'Pronto para deixar o ponto em dia?',
      subtitle:
        'Crie a conta da sua empresa, cadastre os colaboradores e comece a registrar marcações no mesmo dia.',
      cta: 'Criar conta',
      secondaryCta: 'Comparar planos',
    },
  },
  'en-US': {
    metaTitle: 'Time and attendance, access control and visitors',
    hero: {
      eyebrow: 'Time and attendance · Access control · Visitors',
      title:
        'Time and attendance that complies with Portaria 671, without spreadsheets or surprises',
      subtitle:
        'Ponteiro records punches in the browser or on ZKTeco and Control iD time clocks, calculates overtime, night premium and the hours bank under Brazilian labor law (CLT), and produces the time mirror, AFD and AEJ files ready for labor inspections. All in one place, with access control and the front desk built in.',
      primaryCta: 'Create an account',
      secondaryCta: 'See plans and pricing',
    },
    featuresSection: {
      title: 'Everything HR and payroll need to close the timesheet',
      subtitle:
        'From the punch to payroll: less rework at month end, rules applied the same way every time, and a complete history for audits.',
    },
    features: [
      {
        icon: 'ClockCircleOutlined',
        title: 'Punch in the browser or on a time clock',
        description:
          'Employees punch in on a computer or phone, in the browser, and get their receipt right away. If your company prefers, punches also come from ZKTeco and Control iD clocks and readers.',
      },
      {
        icon: 'AuditOutlined',
        title: 'Time mirror and justified adjustments',
        description:
          'Added punches, disregarded punches and excused absences are recorded with reason, author and date. The original punch is never changed or deleted, as Portaria 671 requires.',
      },
      {
        icon: 'FieldTimeOutlined',
        title: 'Overtime and hours bank',
        description:
          '50% and 100% bands, Sundays and holidays, time off in lieu and an hours bank with expiry dates, a balance per employee and a warning before hours expire.',
      },
      {
        icon: 'CalendarOutlined',
        title: 'Real-world schedules and shifts',
        description:
          'Fixed and flexible schedules, 12x36, 6x1 and shifts that cross midnight, with the reduced night hour, breaks and national, state and city holidays.',
      },
      {
        icon: 'SolutionOutlined',
        title: 'Vacation, leave and approvals',
        description:
          'Adjustment requests, days off, vacation and medical certificates go through a manager approval flow, with notifications and a history of every decision.',
      },
      {
        icon: 'BarChartOutlined',
        title: 'Reports and payroll export',
        description:
          'Reports on hours, absences, late arrivals and the hours bank in PDF and spreadsheet, plus an export file with the month’s events to import into your payroll system.',
      },
      {
        icon: 'KeyOutlined',
        title: 'Access control',
        description:
          'Set time periods and access levels per door, turnstile or area, and follow the access events sent by devices in real time.',
      },
      {
        icon: 'UserAddOutlined',
        title: 'Visitors with self-registration',
        description:
          'Visitors fill in their own details before they arrive, accept the privacy notice and get an access pass with a set validity. The front desk just checks and lets them in.',
      },
      {
        icon: 'ApiOutlined',
        title: 'ZKTeco and Control iD devices',
        description:
          'Register time clocks, face readers and turnstiles, see the status of each device and sync employees and punches without files changing hands.',
      },
    ],
    compliance: {
      title: 'Built for Brazilian law',
      subtitle:
        'CLT rules come configured by default and can be adjusted to what your company’s collective agreement (CCT/ACT) provides.',
      points: [
        {
          title: 'Portaria MTP 671/2021 (REP-P)',
          description:
            'Ponteiro works as a software-based electronic time recorder (REP-P): each punch gets a sequence number (NSR) and a SHA-256 hash, and the electronic receipt is available to the worker right after punching.',
        },
        {
          title: 'AFD and AEJ in the official layouts',
          description:
            'Produce the source data file (AFD) and the electronic working-time file (AEJ) for any period, ready to hand to the labor inspector when requested.',
        },
        {
          title: 'Complete time mirror (espelho de ponto)',
          description:
            'Employer and worker identification, contractual schedule, original punches next to treated ones and the length of each day, already taking the reduced night hour into account.',
        },
        {
          title: 'Tolerance under CLT art. 58 §1',
          description:
            'Variations of up to 5 minutes per punch, capped at 10 minutes per day, are neither deducted nor counted as overtime. Above the cap, the whole excess counts.',
        },
        {
          title: 'Night work (CLT art. 73)',
          description:
            'Between 10 p.m. and 5 a.m. an hour lasts 52 minutes and 30 seconds and the premium is at least 20%, including on hours that extend a night shift.',
        },
        {
          title: 'Breaks under CLT art. 71',
          description:
            'Tracks the 1-to-2-hour break for shifts over 6 hours and the 15-minute break between 4 and 6 hours, computes suppressed break time and supports pre-recorded breaks where allowed.',
        },
        {
          title: 'Rest between shifts (CLT art. 66)',
          description:
            'Warns when the rest between two working days falls below 11 consecutive hours and counts the missing hours as overtime.',
        },
        {
          title: 'Hours bank under CLT art. 59',
          description:
            'Compensation within the same month, within 6 months by individual written agreement or within 1 year by collective agreement, respecting the 10-hour daily limit.',
        },
        {
          title: 'Ready for the alphanumeric CNPJ',
          description:
            'Records and validation already accept the new CNPJ format with letters and digits, issued by the Federal Revenue Service from July 2026.',
        },
      ],
    },
    audiences: {
      title: 'Who Ponteiro is for',
      items: [
        {
          title: 'HR and payroll teams',
          description:
            'Close the timesheet in hours, not days: pending items on a single screen, automatic calculations and a direct export to payroll.',
        },
        {
          title: 'Managers',
          description:
            'Approve your team’s adjustments, days off and overtime in a few clicks and follow late arrivals and hours-bank balances in real time.',
        },
        {
          title: 'Employees',
          description:
            'Punch in wherever your company allows, check your time mirror and hours balance and make requests without paperwork.',
        },
        {
          title: 'Security and front desk',
          description:
            'Control who comes in, through which entrance and at what time, welcome visitors who are already registered and look up the access history whenever you need it.',
        },
      ],
    },
    faq: [
      {
        question: 'Does Ponteiro comply with Portaria 671/2021?',
        answer:
          'Yes. Ponteiro operates as a REP-P (software-based electronic time recorder) and as a time-record treatment program: it keeps original punches unchanged, issues an electronic receipt to the worker and produces the time mirror, AFD and AEJ in the required formats.',
      },
      {
        question: 'Do I need to buy a time clock?',
        answer:
          'No. Employees can punch in through the browser, on a computer or phone. If your company already uses or prefers hardware, Ponteiro integrates with ZKTeco and Control iD devices, which can also be used for access control.',
      },
      {
        question: 'Is the employee’s location tracked?',
        answer:
          'No. When the company turns geolocation on, it is captured only at the moment of a browser punch, and the employee is told before punching. There is no continuous tracking.',
      },
      {
        question: 'Can a manager change a punch?',
        answer:
          'No original punch is ever changed or deleted. Corrections are made by adding a new punch or by disregarding an improper one, always with a reason, author and date, and both appear in the time mirror.',
      },
      {
        question: 'Can I take the data to my payroll system?',
        answer:
          'Yes. When you close a period, you export a file with each employee’s events (regular hours, overtime by band, night premium, absences and hours-bank movements) to import into the payroll system you already use.',
      },
      {
        question: 'How does Ponteiro handle the LGPD?',
        answer:
          'Your company is the controller of its employees’ data and Ponteiro acts as the processor (operador), handling the data only on your instructions. Data is protected with encryption and access control, and our data protection officer is available at dpo@ponteiro.com.br.',
      },
    ],
    closing: {
      title: 'Ready to get your timesheets in order?',
      subtitle:
        'Create your company’s account, add your employees and start recording punches the same day.',
      cta: 'Create an account',
      secondaryCta: 'Compare plans',
    },
  },
};
