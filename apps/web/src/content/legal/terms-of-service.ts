import type { LegalDocument, Localized } from '../types';

export const termsOfService: Localized<LegalDocument> = {
  pt: {
    title: 'Termos de Uso',
    updatedAt: '2026-11-01',
    summary:
      'As regras para contratar e usar o Ponteiro: o que o serviço oferece, responsabilidades da empresa cliente, uso aceitável, planos e pagamento, suspensão, cancelamento, proteção de dados, limites de responsabilidade e foro.',
    sections: [
      {
        heading: 'Aceitação e partes',
        paragraphs: [
          'Estes Termos de Uso regem a contratação e o uso do Ponteiro, serviço de ponto eletrônico, controle de acesso e gestão de visitantes oferecido pela Ponteiro Tecnologia Ltda. (“Ponteiro”), com CNPJ informado no contrato, à empresa ou ao empregador que cria uma conta ou assina um plano (“Cliente”).',
          'Quem aceita estes Termos em nome do Cliente declara ter poderes para representá-lo. O Ponteiro é destinado a empresas e empregadores, para uso na sua atividade, e a relação entre as partes é empresarial.',
          'Fazem parte destes Termos a Política de Privacidade, a página LGPD e Proteção de Dados e, quando houver, o contrato ou a proposta comercial assinados pelas partes, que prevalecem sobre estes Termos naquilo que dispuserem de forma específica.',
        ],
      },
      {
        heading: 'Definições',
        paragraphs: [
          'Nestes Termos:',
          '- Serviço: o aplicativo Ponteiro, acessado pelo navegador, e as funcionalidades do plano contratado, incluindo as suas atualizações.',
          '- Usuário: a pessoa a quem o Cliente dá acesso ao Serviço, como administradores, gestores, colaboradores e equipes de recepção.',
          '- Colaborador ativo: o colaborador cadastrado e habilitado a registrar ponto ou acesso no Serviço. Colaboradores desativados ou desligados não são ativos.',
          '- Dados do Cliente: as informações inseridas no Serviço pelo Cliente, pelos Usuários ou pelos dispositivos integrados, incluindo dados pessoais de colaboradores e visitantes.',
          '- Dispositivos: relógios de ponto, leitores, catracas e outros equipamentos de terceiros, como os das marcas ZKTeco e Control iD, integrados ao Serviço.',
          '- Plano: o conjunto de módulos, o preço por colaborador ativo e o mínimo mensal escolhidos pelo Cliente.',
        ],
      },
      {
        heading: 'O Serviço',
        paragraphs: [
          'O Serviço permite registrar marcações de ponto pelo navegador e por Dispositivos, tratar a jornada conforme a CLT e a Portaria MTP nº 671/2021, gerar espelho de ponto, AFD, AEJ e relatórios e, conforme o Plano, gerir o controle de acesso e os visitantes.',
          'A Ponteiro pode evoluir o Serviço, acrescentando, alterando ou descontinuando funcionalidades, desde que não reduza de forma relevante as funcionalidades essenciais do Plano durante o ciclo em curso. Funcionalidades exigidas por lei para o registro de ponto não serão descontinuadas enquanto a exigência existir.',
          'A Ponteiro se empenha para manter o Serviço disponível 24 horas por dia, com manutenções programadas preferencialmente fora do horário comercial e avisadas com antecedência. Níveis de serviço com compensação financeira são oferecidos apenas no plano Enterprise, conforme contrato específico.',
          'Os Dispositivos não fazem parte do Serviço. A compra, a instalação, a manutenção, a garantia e a conformidade dos equipamentos são de responsabilidade do Cliente e dos respectivos fabricantes.',
        ],
      },
      {
        heading: 'Cadastro, contas e acessos',
        paragraphs: [
          'O Cliente deve fornecer informações cadastrais verdadeiras e mantê-las atualizadas, incluindo razão social, CNPJ ou CPF do empregador e dados dos estabelecimentos, que aparecem nos arquivos legais.',
          'O Cliente define quem pode acessar o Serviço e com quais permissões, e responde pelos atos dos Usuários que autorizar. As credenciais são pessoais e intransferíveis, e a sessão expira automaticamente após 24 horas.',
          'O Cliente deve avisar a Ponteiro imediatamente se suspeitar de uso não autorizado de qualquer conta e desativar o acesso de quem deixar de trabalhar para ele.',
        ],
      },
      {
        heading: 'Uso aceitável',
        paragraphs: [
          'O Cliente e os Usuários não podem:',
          '- usar o Serviço para registrar marcações falsas, marcar ponto por outra pessoa, restringir os horários de marcação, registrar automaticamente horários predeterminados fora das hipóteses legais ou exigir autorização prévia para marcar horas extras, práticas vedadas pelo art. 74 da Portaria 671;',
          '- tentar alterar, apagar ou ocultar marcações originais ou os arquivos gerados pelo Serviço;',
          '- inserir dados pessoais sem base legal ou que não sejam necessários às finalidades do Cliente;',
          '- acessar ou tentar acessar dados de outros clientes, contornar controles de segurança, fazer engenharia reversa ou testes de invasão sem autorização por escrito;',
          '- sobrecarregar o Serviço com requisições automatizadas fora das integrações oferecidas, ou revender e sublicenciar o Serviço sem contrato com a Ponteiro;',
          '- enviar conteúdo ilícito, ofensivo, malicioso ou que viole direitos de terceiros.',
          'O descumprimento desta seção pode levar à suspensão do acesso envolvido e, se for grave ou repetido, à rescisão do contrato.',
        ],
      },
      {
        heading: 'Responsabilidades do Cliente como empregador',
        paragraphs: [
          'O Serviço é uma ferramenta. As decisões sobre jornada, remuneração e gestão de pessoas continuam sendo do Cliente, que é responsável por:',
          '- configurar escalas, horários, tolerâncias, regras de horas extras, adicional noturno e banco de horas de acordo com a lei, os contratos de trabalho e as convenções ou acordos coletivos aplicáveis;',
          '- revisar os ajustes, as aprovações e os fechamentos de período feitos pelos seus Usuários;',
          '- disponibilizar o espelho de ponto aos colaboradores e apresentar os arquivos legais à fiscalização quando solicitado;',
          '- informar colaboradores e visitantes sobre o tratamento dos seus dados, inclusive geolocalização e biometria, e definir a base legal adequada;',
          '- conferir os valores exportados antes de processar a folha de pagamento.',
          'A Ponteiro não presta consultoria jurídica, contábil ou trabalhista. As regras padrão do Serviço refletem a legislação, mas não substituem a análise das normas coletivas e da situação concreta de cada Cliente.',
        ],
      },
      {
        heading: 'Planos, preços e pagamento',
        paragraphs: [
          'Os preços são definidos por colaborador ativo por mês, com um valor mínimo mensal por Plano, conforme a página de preços ou a proposta comercial. Os valores não incluem impostos, que são acrescidos conforme a legislação.',
          'Cada fatura considera o maior número de colaboradores ativos ao mesmo tempo durante o ciclo de cobrança. Se esse número multiplicado pelo preço ficar abaixo do mínimo mensal, é cobrado o mínimo. Visitantes não são cobrados como colaboradores.',
          'A cobrança é mensal, pelos meios de pagamento indicados na contratação, e a nota fiscal é emitida a cada cobrança. Não há taxa de implantação nos planos padrão.',
          'Valores em atraso ficam sujeitos a multa de 2%, juros de mora de 1% ao mês, calculados pro rata die, e correção monetária pelo IPCA.',
          'Os preços podem ser reajustados anualmente pelo IPCA ou alterados mediante aviso com pelo menos 30 dias de antecedência. Se não concordar com a alteração, o Cliente pode cancelar antes de ela entrar em vigor.',
        ],
      },
      {
        heading: 'Suspensão',
        paragraphs: [
          'A Ponteiro pode suspender o acesso ao Serviço, no todo ou em parte:',
          '- se uma fatura ficar em aberto por mais de 15 dias, após aviso com pelo menos 5 dias de antecedência;',
          '- em caso de violação do uso aceitável, de risco à segurança do Serviço ou de outros clientes, ou por ordem de autoridade competente.',
          'Durante uma suspensão por falta de pagamento, os Dados do Cliente são preservados e os administradores continuam podendo exportar espelhos de ponto, AFD e AEJ, para que o Cliente possa cumprir as suas obrigações legais. O acesso é restabelecido em até 1 dia útil após a confirmação do pagamento.',
        ],
      },
      {
        heading: 'Vigência, cancelamento e rescisão',
        paragraphs: [
          'O contrato vigora por prazo indeterminado, em ciclos mensais, sem fidelidade nos planos padrão. Contratos Enterprise podem ter prazo e condições próprios.',
          'O Cliente pode cancelar a qualquer momento pelo próprio Serviço ou por escrito. O cancelamento vale ao fim do ciclo em curso, sem devolução proporcional de valores já pagos. Mudanças de Plano também valem a partir do ciclo seguinte.',
          'A Ponteiro pode rescindir o contrato com aviso de 30 dias, ou imediatamente em caso de violação grave destes Termos ou de inadimplência por mais de 60 dias.',
          'Após o término, o Cliente tem 90 dias para exportar os seus dados. Depois desse prazo, os dados são eliminados, exceto os registros de ponto originais, que ficam bloqueados até o fim do prazo legal mínimo de 5 anos, conforme a página LGPD e Proteção de Dados. Nesse período, o Cliente pode pedir novos arquivos AFD e AEJ.',
        ],
      },
      {
        heading: 'Dados pessoais e confidencialidade',
        paragraphs: [
          'Quanto aos dados pessoais de colaboradores e visitantes, o Cliente é o controlador e a Ponteiro é a operadora, nos termos da LGPD. As obrigações de cada parte estão na página LGPD e Proteção de Dados, que integra estes Termos.',
          'Cada parte deve manter em sigilo as informações confidenciais da outra a que tiver acesso e usá-las apenas para executar o contrato. Essa obrigação continua por 5 anos após o término e, para dados pessoais e segredos de negócio, por prazo indeterminado.',
          'O dever de sigilo não se aplica a informações públicas, já conhecidas de forma legítima ou cuja divulgação seja exigida por lei ou ordem judicial; nesse último caso, a parte avisará a outra, quando permitido.',
        ],
      },
      {
        heading: 'Propriedade intelectual',
        paragraphs: [
          'O Serviço, o software, as marcas, a documentação e os demais materiais da Ponteiro são de sua propriedade ou licenciados a ela. O Cliente recebe uma licença de uso limitada, não exclusiva e intransferível, válida enquanto durar o contrato.',
          'Os Dados do Cliente pertencem ao Cliente. A Ponteiro só os usa para prestar o Serviço e pode produzir estatísticas anonimizadas e agregadas sobre o uso da plataforma, que não permitam identificar o Cliente nem os titulares.',
          'Sugestões enviadas pelo Cliente podem ser usadas livremente pela Ponteiro para melhorar o Serviço, sem obrigação de pagamento.',
        ],
      },
      {
        heading: 'Garantias e limitação de responsabilidade',
        paragraphs: [
          'A Ponteiro garante que o Serviço funcionará substancialmente como descrito na documentação e corrigirá, em prazo razoável, os defeitos que lhe forem comunicados. Fora dessas garantias, o Serviço é fornecido no estado em que se encontra.',
          'A Ponteiro não responde por:',
          '- resultados decorrentes de configurações, regras, ajustes ou aprovações feitos pelo Cliente ou pelos seus Usuários;',
          '- falhas de Dispositivos, redes, energia, provedores de internet ou outros serviços fora do seu controle;',
          '- obrigações trabalhistas, previdenciárias ou fiscais do Cliente perante os seus colaboradores e as autoridades;',
          '- lucros cessantes, perda de receita, danos indiretos ou perda de uma chance.',
          'A responsabilidade total da Ponteiro por danos relacionados ao contrato fica limitada ao valor pago pelo Cliente nos 12 meses anteriores ao fato que os causou. Essa limitação não se aplica a danos causados com dolo ou culpa grave nem aos casos em que a lei não a admite.',
        ],
      },
      {
        heading: 'Alterações destes Termos',
        paragraphs: [
          'A Ponteiro pode atualizar estes Termos. Mudanças relevantes são avisadas pelo Serviço ou por e-mail com pelo menos 30 dias de antecedência, exceto quando decorrerem de exigência legal com prazo menor.',
          'Se o Cliente não concordar, pode cancelar antes de a mudança entrar em vigor. Continuar usando o Serviço depois disso significa concordar com a nova versão.',
        ],
      },
      {
        heading: 'Lei aplicável, foro e disposições gerais',
        paragraphs: [
          'Estes Termos são regidos pelas leis da República Federativa do Brasil.',
          'Fica eleito o foro da comarca da sede da Ponteiro, indicada no contrato, para resolver qualquer controvérsia entre as partes, com renúncia a qualquer outro, por mais privilegiado que seja.',
          'A tolerância com o descumprimento de qualquer obrigação não significa renúncia nem novação. Se uma cláusula for considerada inválida, as demais continuam válidas. O Cliente não pode ceder o contrato sem a concordância da Ponteiro; a Ponteiro pode cedê-lo a empresa do seu grupo ou a uma sucessora, mediante aviso.',
          'As comunicações entre as partes são feitas pelo Serviço ou pelos e-mails cadastrados. Questões sobre dados pessoais podem ser enviadas ao encarregado pelo e-mail dpo@ponteiro.com.br.',
        ],
      },
    ],
  },
  'en-US': {
    title: 'Terms of Service',
    updatedAt: '2026-11-01',
    summary:
      'The rules for subscribing to and using Ponteiro: what the service offers, the customer company’s responsibilities, acceptable use, plans and payment, suspension, cancellation, data protection, limits of liability and jurisdiction.',
    sections: [
      {
        heading: 'Acceptance and parties',
        paragraphs: [
          'These Terms of Service govern the subscription to and use of Ponteiro, a time and attendance, access control and visitor management service provided by Ponteiro Tecnologia Ltda. (“Ponteiro”), with the CNPJ stated in the contract, to the company or employer that creates an account or subscribes to a plan (the “Customer”).',
          'Whoever accepts these Terms on behalf of the Customer represents that they have authority to bind it. Ponteiro is intended for companies and employers, for use in their business, and the relationship between the parties is a business-to-business one.',
          'The Privacy Policy, the LGPD and Data Protection page and, where applicable, the contract or commercial proposal signed by the parties form part of these Terms; the signed documents prevail over these Terms where they contain specific provisions.',
        ],
      },
      {
        heading: 'Definitions',
        paragraphs: [
          'In these Terms:',
          '- Service: the Ponteiro app, accessed through the browser, and the features of the subscribed plan, including their updates.',
          '- User: a person to whom the Customer gives access to the Service, such as administrators, managers, employees and front desk staff.',
          '- Active employee: an employee registered and enabled to record time or access in the Service. Disabled or terminated employees are not active.',
          '- Customer Data: the information entered in the Service by the Customer, by Users or by integrated devices, including personal data of employees and visitors.',
          '- Devices: time clocks, readers, turnstiles and other third-party equipment, such as ZKTeco and Control iD hardware, integrated with the Service.',
          '- Plan: the set of modules, the price per active employee and the monthly minimum chosen by the Customer.',
        ],
      },
      {
        heading: 'The Service',
        paragraphs: [
          'The Service lets the Customer record punches in the browser and on Devices, process working time under the CLT and Portaria MTP nº 671/2021, produce the time mirror, AFD, AEJ and reports and, depending on the Plan, manage access control and visitors.',
          'Ponteiro may evolve the Service by adding, changing or discontinuing features, provided it does not materially reduce the essential features of the Plan during the current cycle. Features required by law for time recording will not be discontinued while the requirement exists.',
          'Ponteiro strives to keep the Service available 24 hours a day, with scheduled maintenance preferably outside business hours and announced in advance. Service levels with financial credits are offered only on the Enterprise plan, under a specific contract.',
          'Devices are not part of the Service. The purchase, installation, maintenance, warranty and compliance of hardware are the responsibility of the Customer and of the respective manufacturers.',
        ],
      },
      {
        heading: 'Registration, accounts and access',
        paragraphs: [
          'The Customer must provide accurate registration information and keep it up to date, including the employer’s legal name, CNPJ or CPF and the details of its establishments, which appear in the legal files.',
          'The Customer decides who may access the Service and with which permissions, and is responsible for the acts of the Users it authorizes. Credentials are personal and non-transferable, and sessions expire automatically after 24 hours.',
          'The Customer must notify Ponteiro immediately if it suspects unauthorized use of any account, and must disable the access of anyone who stops working for it.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'The Customer and Users may not:',
          '- use the Service to record false punches, punch for another person, restrict punching times, automatically record predetermined times outside the cases allowed by law or require prior authorization to punch overtime, practices prohibited by art. 74 of Portaria 671;',
          '- attempt to change, delete or hide original punches or the files produced by the Service;',
          '- enter personal data without a legal basis or that is not needed for the Customer’s purposes;',
          '- access or attempt to access other customers’ data, bypass security controls, reverse engineer the Service or run penetration tests without written authorization;',
          '- overload the Service with automated requests outside the integrations offered, or resell or sublicense the Service without a contract with Ponteiro;',
          '- submit content that is unlawful, offensive, malicious or infringes third-party rights.',
          'Breaching this section may lead to suspension of the access involved and, if serious or repeated, to termination of the contract.',
        ],
      },
      {
        heading: 'The Customer’s responsibilities as an employer',
        paragraphs: [
          'The Service is a tool. Decisions about working hours, pay and people management remain the Customer’s, which is responsible for:',
          '- configuring schedules, hours, tolerances, overtime, night premium and hours-bank rules in line with the law, employment contracts and the applicable collective agreements;',
          '- reviewing the adjustments, approvals and period closings made by its Users;',
          '- making the time mirror available to employees and presenting the legal files to labor inspectors when requested;',
          '- informing employees and visitors about the processing of their data, including geolocation and biometrics, and choosing the appropriate legal basis;',
          '- checking the exported figures before running payroll.',
          'Ponteiro does not provide legal, accounting or labor advice. The Service’s default rules reflect the law but do not replace an analysis of the collective agreements and the specific situation of each Customer.',
        ],
      },
      {
        heading: 'Plans, prices and payment',
        paragraphs: [
          'Prices are set per active employee per month, with a monthly minimum per Plan, as shown on the pricing page or in the commercial proposal. Amounts exclude taxes, which are added as required by law.',
          'Each invoice is based on the highest number of employees active at the same time during the billing cycle. If that number times the price is below the monthly minimum, the minimum is charged. Visitors are not charged as employees.',
          'Billing is monthly, through the payment methods shown at subscription, and an invoice (nota fiscal) is issued for every charge. There is no setup fee on the standard plans.',
          'Overdue amounts are subject to a 2% late fee, default interest of 1% per month calculated pro rata die, and monetary adjustment by the IPCA index.',
          'Prices may be adjusted annually by the IPCA index or changed with at least 30 days’ notice. If the Customer does not agree with a change, it may cancel before the change takes effect.',
        ],
      },
      {
        heading: 'Suspension',
        paragraphs: [
          'Ponteiro may suspend access to the Service, in whole or in part:',
          '- if an invoice remains unpaid for more than 15 days, after at least 5 days’ notice;',
          '- in case of a breach of acceptable use, a risk to the security of the Service or of other customers, or an order from a competent authority.',
          'During a suspension for non-payment, Customer Data is preserved and administrators can still export time mirrors, AFD and AEJ files, so that the Customer can meet its legal obligations. Access is restored within 1 business day after payment is confirmed.',
        ],
      },
      {
        heading: 'Term, cancellation and termination',
        paragraphs: [
          'The contract has an indefinite term, in monthly cycles, with no minimum commitment on the standard plans. Enterprise contracts may have their own term and conditions.',
          'The Customer may cancel at any time in the Service itself or in writing. Cancellation takes effect at the end of the current cycle, with no pro rata refund of amounts already paid. Plan changes also take effect from the next cycle.',
          'Ponteiro may terminate the contract with 30 days’ notice, or immediately in case of a serious breach of these Terms or non-payment for more than 60 days.',
          'After termination, the Customer has 90 days to export its data. After that period the data is deleted, except for original time records, which stay locked until the end of the legal minimum of 5 years, as described on the LGPD and Data Protection page. During that time, the Customer may request new AFD and AEJ files.',
        ],
      },
      {
        heading: 'Personal data and confidentiality',
        paragraphs: [
          'Regarding the personal data of employees and visitors, the Customer is the controller and Ponteiro is the processor under the LGPD. Each party’s obligations are set out on the LGPD and Data Protection page, which forms part of these Terms.',
          'Each party must keep confidential the other’s confidential information it has access to and use it only to perform the contract. This obligation survives for 5 years after termination and, for personal data and trade secrets, indefinitely.',
          'The confidentiality duty does not apply to information that is public, already lawfully known or required to be disclosed by law or court order; in the latter case, the party will notify the other where permitted.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The Service, software, trademarks, documentation and other Ponteiro materials are owned by or licensed to Ponteiro. The Customer receives a limited, non-exclusive and non-transferable license to use them for the term of the contract.',
          'Customer Data belongs to the Customer. Ponteiro uses it only to provide the Service and may produce anonymized, aggregated statistics on platform usage that do not allow the Customer or any data subject to be identified.',
          'Suggestions sent by the Customer may be used freely by Ponteiro to improve the Service, with no obligation to pay for them.',
        ],
      },
      {
        heading: 'Warranties and limitation of liability',
        paragraphs: [
          'Ponteiro warrants that the Service will work substantially as described in its documentation and will fix, within a reasonable time, the defects reported to it. Beyond these warranties, the Service is provided as is.',
          'Ponteiro is not liable for:',
          '- results arising from settings, rules, adjustments or approvals made by the Customer or its Users;',
          '- failures of Devices, networks, power, internet providers or other services beyond its control;',
          '- the Customer’s labor, social security or tax obligations towards its employees and the authorities;',
          '- lost profits, lost revenue, indirect damages or loss of opportunity.',
          'Ponteiro’s total liability for damages related to the contract is limited to the amount paid by the Customer in the 12 months before the event that caused them. This limit does not apply to damages caused by willful misconduct or gross negligence, or where the law does not allow it.',
        ],
      },
      {
        heading: 'Changes to these Terms',
        paragraphs: [
          'Ponteiro may update these Terms. Significant changes are announced in the Service or by email at least 30 days in advance, unless they result from a legal requirement with a shorter deadline.',
          'If the Customer does not agree, it may cancel before the change takes effect. Continuing to use the Service afterwards means agreeing to the new version.',
        ],
      },
      {
        heading: 'Governing law, jurisdiction and general provisions',
        paragraphs: [
          'These Terms are governed by the laws of the Federative Republic of Brazil.',
          'The courts of the district where Ponteiro has its registered office, as stated in the contract, have jurisdiction over any dispute between the parties, to the exclusion of any other, however privileged.',
          'Tolerating a breach of any obligation does not mean waiver or novation. If a clause is held invalid, the others remain valid. The Customer may not assign the contract without Ponteiro’s consent; Ponteiro may assign it to a company of its group or to a successor, with notice.',
          'Communications between the parties are made through the Service or the registered email addresses. Questions about personal data may be sent to our data protection officer at dpo@ponteiro.com.br.',
        ],
      },
    ],
  },
};
