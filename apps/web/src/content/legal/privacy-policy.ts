import type { LegalDocument, Localized } from '../types';

export const privacyPolicy: Localized<LegalDocument> = {
  pt: {
    title: 'Política de Privacidade',
    updatedAt: '2026-11-01',
    summary:
      'Como a Ponteiro Tecnologia Ltda. coleta, usa, compartilha e protege dados pessoais no site e no aplicativo Ponteiro, quais são os seus direitos como titular e como falar com o nosso encarregado.',
    sections: [
      {
        heading: 'Quem somos e a quem esta política se aplica',
        paragraphs: [
          'Esta Política de Privacidade explica como a Ponteiro Tecnologia Ltda. (“Ponteiro”, “nós”), com CNPJ informado no contrato, trata dados pessoais quando você visita o nosso site, cria ou usa uma conta no aplicativo Ponteiro, fala com as nossas equipes de vendas ou de suporte ou recebe as nossas comunicações.',
          'O Ponteiro é um serviço para empresas (“Clientes”) que fazem o controle de ponto eletrônico, o controle de acesso e o registro de visitantes. Esta política segue a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, “LGPD”) e o Marco Civil da Internet (Lei nº 12.965/2014).',
          'Os dados de colaboradores e visitantes que os Clientes cadastram no Ponteiro seguem também a página LGPD e Proteção de Dados e o contrato firmado com cada Cliente. Em caso de conflito sobre esses dados, prevalece o contrato com o Cliente.',
        ],
      },
      {
        heading: 'Controlador e operador: quem decide sobre os seus dados',
        paragraphs: [
          'A LGPD diferencia o controlador, a quem cabem as decisões sobre o tratamento, do operador, que trata os dados em nome do controlador (art. 5º, VI e VII). No Ponteiro, os dois papéis existem:',
          '- A Ponteiro é controladora dos dados de visitantes do site, de contatos comerciais, dos dados cadastrais e de cobrança dos Clientes e dos registros de uso necessários para operar e proteger a plataforma.',
          '- O Cliente, a empresa empregadora, é controlador dos dados dos seus colaboradores, gestores e visitantes inseridos no Ponteiro, como cadastro, marcações de ponto, jornadas, afastamentos, eventos de acesso, geolocalização e biometria. Nesses casos, a Ponteiro atua como operadora e trata os dados somente conforme as instruções do Cliente (art. 39).',
          'Se você é colaborador ou visitante de um Cliente, dirija as suas solicitações sobre esses dados primeiro à empresa. Se o pedido chegar até nós, vamos encaminhá-lo ao Cliente responsável e apoiá-lo na resposta.',
        ],
      },
      {
        heading: 'Dados pessoais que coletamos como controladora',
        paragraphs: [
          'Coletamos apenas o necessário para as finalidades descritas nesta política:',
          '- Dados de cadastro e de conta: nome, e-mail corporativo, telefone, cargo, empresa, senha (guardada apenas em forma de hash) e preferências de idioma e de notificação.',
          '- Dados do Cliente e de cobrança: razão social, CNPJ ou CPF do empregador, endereço, responsáveis pela contratação, plano, histórico de pagamentos e notas fiscais.',
          '- Registros de acesso e de uso: endereço IP, data e hora de acesso, porta lógica, navegador, sistema operacional, funcionalidades usadas e trilha de auditoria das ações feitas na conta.',
          '- Comunicações: mensagens trocadas com vendas e suporte, sugestões e respostas a pesquisas.',
          '- Cookies e tecnologias semelhantes, conforme a seção sobre cookies.',
          'Como controladora, não pedimos dados pessoais sensíveis. O Ponteiro não é destinado a menores de 18 anos, exceto quando o Cliente, sob a sua responsabilidade, cadastra aprendizes ou estagiários.',
        ],
      },
      {
        heading: 'Dados que tratamos em nome dos Clientes',
        paragraphs: [
          'Como operadora, tratamos os dados que o Cliente decide cadastrar ou coletar pelo Ponteiro, entre eles:',
          '- Identificação do colaborador: nome, CPF, matrícula, data de admissão, cargo ou função, departamento, estabelecimento e, quando houver, foto.',
          '- Jornada: escalas, horários contratuais, marcações de ponto com data, hora, fuso horário, NSR e código hash, ajustes e justificativas, férias, afastamentos, atestados e banco de horas.',
          '- Controle de acesso: credenciais, níveis de acesso, faixas de horário e eventos registrados pelos dispositivos.',
          '- Visitantes: nome, documento, foto quando exigida pelo Cliente, empresa de origem, pessoa visitada e horários de entrada e saída.',
          '- Geolocalização e biometria, quando o Cliente usa esses recursos, nas condições descritas mais adiante.',
          'As bases legais, os prazos de guarda, os suboperadores e as medidas de segurança aplicáveis a esses dados estão detalhados na página LGPD e Proteção de Dados.',
        ],
      },
      {
        heading: 'Para que usamos os dados e com qual base legal',
        paragraphs: [
          'Cada tratamento que fazemos como controladora tem uma finalidade definida e uma base legal do art. 7º da LGPD:',
          '- Prestar o serviço contratado, criar e administrar contas, cobrar e dar suporte: execução de contrato e de procedimentos preliminares (art. 7º, V).',
          '- Cumprir obrigações legais e regulatórias, como emitir notas fiscais, guardar registros de acesso a aplicações e atender a requisições de autoridades: cumprimento de obrigação legal ou regulatória (art. 7º, II).',
          '- Manter a plataforma segura, prevenir fraudes e abusos, medir e melhorar o desempenho e enviar comunicações comerciais a contatos profissionais, sempre com opção de descadastro: legítimo interesse (art. 7º, IX), respeitados os seus direitos e expectativas.',
          '- Defender os interesses da Ponteiro em processos judiciais, administrativos ou arbitrais: exercício regular de direitos (art. 7º, VI).',
          '- Cobrar valores em atraso: proteção do crédito (art. 7º, X).',
          '- Usar cookies de desempenho, analíticos e de segmentação: consentimento (art. 7º, I), que pode ser revogado a qualquer momento.',
          'Não vendemos dados pessoais e não usamos os dados dos colaboradores dos Clientes para publicidade nem para qualquer finalidade própria.',
        ],
      },
      {
        heading: 'Geolocalização e biometria',
        paragraphs: [
          'A geolocalização só é coletada quando o Cliente ativa esse recurso para marcações feitas pelo navegador. A posição é capturada uma única vez, no instante da marcação, depois que o Ponteiro exibe um aviso de que a localização será registrada e o navegador pede a sua permissão. Não há rastreamento contínuo nem coleta fora do momento da marcação.',
          'Dados biométricos, como impressão digital e reconhecimento facial usados em dispositivos de ponto ou de acesso, são dados pessoais sensíveis (art. 5º, II, e art. 11 da LGPD). Eles servem apenas para identificar o colaborador na marcação ou no acesso, com a base legal definida pelo Cliente, ficam protegidos por criptografia e não são usados para nenhuma outra finalidade.',
          'O Cliente é responsável por informar os colaboradores sobre esses recursos e pela base legal escolhida. O Ponteiro oferece avisos na interface e configurações para que isso aconteça de forma transparente.',
        ],
      },
      {
        heading: 'Com quem compartilhamos dados',
        paragraphs: [
          'Compartilhamos dados pessoais somente quando necessário e com as salvaguardas adequadas:',
          '- Suboperadores que nos ajudam a prestar o serviço, como provedores de nuvem, envio de e-mails, processamento de pagamentos, emissão de notas fiscais e ferramentas de atendimento, obrigados por contrato a seguir as nossas instruções e padrões de segurança.',
          '- O próprio Cliente, no caso dos dados tratados em seu nome, e os usuários que ele autorizar, conforme os perfis de permissão configurados.',
          '- Autoridades públicas, como a Inspeção do Trabalho, a ANPD, o Poder Judiciário e o Ministério Público, quando houver obrigação legal, ordem judicial ou requisição válida.',
          '- Interessados em operações societárias, como fusão, aquisição ou incorporação, que ficarão obrigados a respeitar esta política.',
          'A lista atualizada de suboperadores está disponível aos Clientes mediante solicitação ao encarregado.',
        ],
      },
      {
        heading: 'Transferência internacional de dados',
        paragraphs: [
          'Os dados do Ponteiro são hospedados prioritariamente em data centers localizados no Brasil. Alguns suboperadores, como serviços de e-mail e de atendimento, podem tratar dados em outros países.',
          'Quando isso acontece, a transferência segue o art. 33 da LGPD: é feita para países com nível de proteção adequado reconhecido pela ANPD ou com base nas cláusulas-padrão contratuais aprovadas pela Resolução CD/ANPD nº 19/2024, ou em outro mecanismo previsto em lei.',
        ],
      },
      {
        heading: 'Por quanto tempo guardamos os dados',
        paragraphs: [
          'Guardamos os dados pessoais pelo tempo necessário para cumprir as finalidades desta política e as obrigações legais. Depois, eles são eliminados ou anonimizados:',
          '- Dados de conta e do Cliente: durante o contrato e, depois, pelo prazo necessário ao exercício de direitos e ao cumprimento de obrigações legais, em regra 5 anos.',
          '- Documentos fiscais e de cobrança: pelo prazo exigido pela legislação tributária, em regra 5 anos.',
          '- Registros de acesso a aplicações: pelo menos 6 meses, conforme o art. 15 do Marco Civil da Internet.',
          '- Registros de ponto tratados em nome do Cliente: no mínimo 5 anos, conforme a Portaria MTP nº 671/2021 e o prazo prescricional trabalhista, sem alteração ou exclusão nesse período.',
          '- Dados tratados com base em consentimento: até a revogação do consentimento, salvo se outra base legal justificar a guarda.',
        ],
      },
      {
        heading: 'Como protegemos os dados',
        paragraphs: [
          'Adotamos medidas técnicas e administrativas capazes de proteger os dados pessoais contra acessos não autorizados e contra situações acidentais ou ilícitas de destruição, perda, alteração ou divulgação (art. 46 da LGPD), entre elas:',
          '- Criptografia dos dados em trânsito (TLS) e em repouso, e senhas guardadas com algoritmos de hash próprios para senhas.',
          '- Controle de acesso por perfil, com o mínimo de privilégios necessário, tanto para os usuários dos Clientes quanto para a nossa equipe.',
          '- Trilha de auditoria das ações relevantes, monitoramento e alertas de segurança.',
          '- Cópias de segurança periódicas, testes de restauração e separação lógica dos dados de cada Cliente.',
          '- Treinamento da equipe e compromissos de confidencialidade.',
          'Se ocorrer um incidente de segurança que possa acarretar risco ou dano relevante aos titulares, seguiremos o art. 48 da LGPD e a regulamentação da ANPD: comunicaremos a Autoridade e os titulares quando formos controladores e avisaremos o Cliente sem demora quando atuarmos como operadores.',
        ],
      },
      {
        heading: 'Cookies e tecnologias semelhantes',
        paragraphs: [
          'Usamos cookies e o armazenamento local do navegador para que o site e o aplicativo funcionem e, com o seu consentimento, para entender o uso e melhorar a experiência. Você pode rever as suas escolhas a qualquer momento nas preferências de cookies. As categorias são:',
          '- Necessários: mantêm a sua sessão autenticada com segurança (por exemplo, ponteiro_session_user, ponteiro_access_token e ponteiro_refresh_token, válidos por até 24 horas) e guardam a sua escolha sobre cookies. Sem eles o serviço não funciona, por isso não dependem de consentimento.',
          '- Funcionais: lembram preferências que você escolhe, como o idioma (cookie lang) e o menu lateral recolhido.',
          '- De desempenho: medem tempos de carregamento e erros para mantermos o serviço rápido e estável. Só são usados com o seu consentimento.',
          '- Analíticos: produzem estatísticas agregadas sobre o uso das páginas e funcionalidades. Só são usados com o seu consentimento.',
          '- De segmentação: ajudam a medir campanhas e a mostrar conteúdos do Ponteiro mais relevantes para você. Só são usados com o seu consentimento.',
          'Você também pode bloquear ou apagar cookies nas configurações do navegador. Nesse caso, algumas funcionalidades podem deixar de funcionar.',
        ],
      },
      {
        heading: 'Seus direitos como titular',
        paragraphs: [
          'Nos termos do art. 18 da LGPD, você pode pedir, a qualquer momento e sem custo:',
          '- confirmação da existência de tratamento e acesso aos dados;',
          '- correção de dados incompletos, inexatos ou desatualizados;',
          '- anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
          '- portabilidade dos dados a outro fornecedor, observada a regulamentação da ANPD;',
          '- eliminação dos dados tratados com base no consentimento, ressalvadas as hipóteses de guarda do art. 16;',
          '- informação sobre as entidades públicas e privadas com as quais compartilhamos os dados;',
          '- informação sobre a possibilidade de não consentir e as consequências da negativa, e revogação do consentimento;',
          '- revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).',
          'Respondemos de forma completa em até 15 dias, prazo previsto no art. 19, II, da LGPD. Alguns pedidos podem ser limitados por obrigações legais, como a guarda dos registros de ponto. Você também pode apresentar petição à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        heading: 'Encarregado e contato',
        paragraphs: [
          'O encarregado pelo tratamento de dados pessoais (DPO) da Ponteiro atende pelo e-mail dpo@ponteiro.com.br dúvidas, pedidos e reclamações sobre esta política ou sobre os seus dados.',
          'Para proteger os seus dados, podemos pedir informações que confirmem a sua identidade antes de atender a uma solicitação.',
        ],
      },
      {
        heading: 'Alterações desta política',
        paragraphs: [
          'Podemos atualizar esta política para refletir mudanças no serviço, na legislação ou nas orientações da ANPD. A data da última atualização aparece sempre no início desta página.',
          'Quando a mudança for relevante, avisaremos Clientes e usuários pelo aplicativo ou por e-mail antes de ela entrar em vigor.',
        ],
      },
    ],
  },
  'en-US': {
    title: 'Privacy Policy',
    updatedAt: '2026-11-01',
    summary:
      'How Ponteiro Tecnologia Ltda. collects, uses, shares and protects personal data on the Ponteiro website and app, what your rights as a data subject are, and how to reach our data protection officer.',
    sections: [
      {
        heading: 'Who we are and who this policy applies to',
        paragraphs: [
          'This Privacy Policy explains how Ponteiro Tecnologia Ltda. (“Ponteiro”, “we”), with the CNPJ stated in the contract, processes personal data when you visit our website, create or use an account in the Ponteiro app, talk to our sales or support teams, or receive our communications.',
          'Ponteiro is a service for companies (“Customers”) that manage electronic time and attendance, access control and visitor registration. This policy follows Brazil’s General Data Protection Law (Lei nº 13.709/2018, “LGPD”) and the Brazilian Civil Rights Framework for the Internet (Marco Civil da Internet, Lei nº 12.965/2014).',
          'Employee and visitor data that Customers enter in Ponteiro is also governed by the LGPD and Data Protection page and by the contract with each Customer. If there is a conflict about that data, the contract with the Customer prevails.',
        ],
      },
      {
        heading: 'Controller and processor: who decides about your data',
        paragraphs: [
          'The LGPD distinguishes the controller (controlador), who makes the decisions about the processing, from the processor (operador), who processes data on the controller’s behalf (art. 5, VI and VII). Both roles exist in Ponteiro:',
          '- Ponteiro is the controller of website visitor data, business contacts, Customers’ account and billing data, and the usage records needed to operate and protect the platform.',
          '- The Customer, as the employer, is the controller of the data of its employees, managers and visitors entered in Ponteiro, such as profiles, time punches, schedules, leave, access events, geolocation and biometrics. In these cases Ponteiro acts as a processor and processes the data only on the Customer’s instructions (art. 39).',
          'If you are an employee or visitor of a Customer, please send your requests about that data to the company first. If a request reaches us, we will forward it to the Customer responsible and help them answer it.',
        ],
      },
      {
        heading: 'Personal data we collect as a controller',
        paragraphs: [
          'We collect only what is needed for the purposes described in this policy:',
          '- Registration and account data: name, work email, phone number, job title, company, password (stored only as a hash) and language and notification preferences.',
          '- Customer and billing data: legal name, the employer’s CNPJ or CPF, address, the people responsible for the subscription, plan, payment history and invoices.',
          '- Access and usage records: IP address, date and time of access, source port, browser, operating system, features used and an audit trail of actions taken in the account.',
          '- Communications: messages exchanged with sales and support, suggestions and survey answers.',
          '- Cookies and similar technologies, as described in the section on cookies.',
          'As a controller, we do not ask for sensitive personal data. Ponteiro is not intended for people under 18, except when a Customer, under its own responsibility, registers apprentices or interns.',
        ],
      },
      {
        heading: 'Data we process on behalf of Customers',
        paragraphs: [
          'As a processor, we handle the data that the Customer decides to enter or collect through Ponteiro, including:',
          '- Employee identification: name, CPF, employee number, hiring date, job title or role, department, establishment and, where applicable, a photo.',
          '- Working time: schedules, contractual hours, time punches with date, time, time zone, sequence number (NSR) and hash, adjustments and reasons, vacation, leave, medical certificates and the hours bank.',
          '- Access control: credentials, access levels, time periods and events recorded by devices.',
          '- Visitors: name, identity document, a photo when the Customer requires one, company, the person visited and entry and exit times.',
          '- Geolocation and biometrics, when the Customer uses these features, under the conditions described below.',
          'The legal bases, retention periods, sub-processors and security measures that apply to this data are detailed on the LGPD and Data Protection page.',
        ],
      },
      {
        heading: 'Why we use data and on which legal basis',
        paragraphs: [
          'Each processing activity we carry out as a controller has a defined purpose and a legal basis under art. 7 of the LGPD:',
          '- Providing the contracted service, creating and managing accounts, billing and support: performance of a contract and of preliminary steps (art. 7, V).',
          '- Meeting legal and regulatory obligations, such as issuing invoices, keeping application access logs and answering requests from authorities: compliance with a legal or regulatory obligation (art. 7, II).',
          '- Keeping the platform secure, preventing fraud and abuse, measuring and improving performance and sending marketing communications to business contacts, always with an unsubscribe option: legitimate interest (art. 7, IX), respecting your rights and expectations.',
          '- Defending Ponteiro’s interests in judicial, administrative or arbitration proceedings: regular exercise of rights (art. 7, VI).',
          '- Collecting overdue amounts: credit protection (art. 7, X).',
          '- Using performance, analytics and targeting cookies: consent (art. 7, I), which you may withdraw at any time.',
          'We do not sell personal data, and we do not use Customers’ employee data for advertising or for any purpose of our own.',
        ],
      },
      {
        heading: 'Geolocation and biometrics',
        paragraphs: [
          'Geolocation is collected only when the Customer turns this feature on for browser punches. The position is captured once, at the moment of the punch, after Ponteiro shows a notice that the location will be recorded and the browser asks for your permission. There is no continuous tracking and no collection outside the moment of the punch.',
          'Biometric data, such as fingerprints and facial recognition used on time clocks or access devices, is sensitive personal data (art. 5, II, and art. 11 of the LGPD). It is used only to identify the employee when punching or passing through a device, under the legal basis chosen by the Customer, is protected by encryption and is not used for any other purpose.',
          'The Customer is responsible for informing employees about these features and for the legal basis chosen. Ponteiro provides in-app notices and settings so that this happens transparently.',
        ],
      },
      {
        heading: 'Who we share data with',
        paragraphs: [
          'We share personal data only when necessary and with appropriate safeguards:',
          '- Sub-processors that help us provide the service, such as cloud providers, email delivery, payment processing, invoicing and support tools, contractually bound to follow our instructions and security standards.',
          '- The Customer itself, for data processed on its behalf, and the users it authorizes, according to the permission profiles configured.',
          '- Public authorities, such as labor inspection, the ANPD, the courts and public prosecutors, when there is a legal obligation, a court order or a valid request.',
          '- Parties to corporate transactions, such as mergers, acquisitions or consolidations, who will be bound to respect this policy.',
          'The current list of sub-processors is available to Customers on request to our data protection officer.',
        ],
      },
      {
        heading: 'International data transfers',
        paragraphs: [
          'Ponteiro data is hosted primarily in data centers located in Brazil. Some sub-processors, such as email and support services, may process data in other countries.',
          'When that happens, the transfer follows art. 33 of the LGPD: it goes to countries with an adequate level of protection recognized by the ANPD, or relies on the standard contractual clauses approved by ANPD Resolution CD/ANPD nº 19/2024, or on another mechanism provided by law.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'We keep personal data for as long as needed to fulfil the purposes of this policy and our legal obligations. After that, it is deleted or anonymized:',
          '- Account and Customer data: for the term of the contract and, afterwards, for as long as needed to exercise rights and meet legal obligations, usually 5 years.',
          '- Tax and billing documents: for the period required by tax law, usually 5 years.',
          '- Application access logs: at least 6 months, under art. 15 of the Marco Civil da Internet.',
          '- Time records processed on behalf of the Customer: at least 5 years, under Portaria MTP nº 671/2021 and the labor statute of limitations, with no change or deletion during that period.',
          '- Data processed on the basis of consent: until consent is withdrawn, unless another legal basis justifies keeping it.',
        ],
      },
      {
        heading: 'How we protect data',
        paragraphs: [
          'We adopt technical and administrative measures able to protect personal data against unauthorized access and against accidental or unlawful destruction, loss, alteration or disclosure (art. 46 of the LGPD), including:',
          '- Encryption of data in transit (TLS) and at rest, and passwords stored with dedicated password-hashing algorithms.',
          '- Role-based access control with least privilege, both for Customers’ users and for our own team.',
          '- An audit trail of relevant actions, security monitoring and alerts.',
          '- Regular backups, restore tests and logical separation of each Customer’s data.',
          '- Staff training and confidentiality commitments.',
          'If a security incident occurs that may cause significant risk or harm to data subjects, we will follow art. 48 of the LGPD and the ANPD’s regulations: we will notify the Authority and the data subjects when we are the controller, and notify the Customer without delay when we act as a processor.',
        ],
      },
      {
        heading: 'Cookies and similar technologies',
        paragraphs: [
          'We use cookies and the browser’s local storage so that the website and the app work and, with your consent, to understand usage and improve the experience. You can review your choices at any time in the cookie preferences. The categories are:',
          '- Necessary: keep your signed-in session secure (for example, ponteiro_session_user, ponteiro_access_token and ponteiro_refresh_token, valid for up to 24 hours) and remember your cookie choice. The service does not work without them, so they do not depend on consent.',
          '- Functional: remember preferences you choose, such as the language (lang cookie) and the collapsed side menu.',
          '- Performance: measure loading times and errors so we can keep the service fast and stable. Used only with your consent.',
          '- Analytics: produce aggregated statistics on how pages and features are used. Used only with your consent.',
          '- Targeting: help measure campaigns and show Ponteiro content that is more relevant to you. Used only with your consent.',
          'You can also block or delete cookies in your browser settings. If you do, some features may stop working.',
        ],
      },
      {
        heading: 'Your rights as a data subject',
        paragraphs: [
          'Under art. 18 of the LGPD, you may request, at any time and free of charge:',
          '- confirmation that processing takes place and access to the data;',
          '- correction of incomplete, inaccurate or outdated data;',
          '- anonymization, blocking or deletion of unnecessary or excessive data, or of data processed in breach of the LGPD;',
          '- portability of the data to another provider, subject to the ANPD’s regulations;',
          '- deletion of data processed on the basis of consent, except where art. 16 allows it to be kept;',
          '- information about the public and private entities with which we have shared the data;',
          '- information about the possibility of not giving consent and the consequences of refusing, and withdrawal of consent;',
          '- review of decisions made solely on the basis of automated processing (art. 20).',
          'We send a complete answer within 15 days, the period set in art. 19, II, of the LGPD. Some requests may be limited by legal obligations, such as keeping time records. You may also file a petition with the National Data Protection Authority (ANPD).',
        ],
      },
      {
        heading: 'Data protection officer and contact',
        paragraphs: [
          'Ponteiro’s data protection officer (encarregado) answers questions, requests and complaints about this policy or your data at dpo@ponteiro.com.br.',
          'To protect your data, we may ask for information that confirms your identity before fulfilling a request.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy to reflect changes in the service, in the law or in the ANPD’s guidance. The date of the last update is always shown at the top of this page.',
          'When a change is significant, we will notify Customers and users in the app or by email before it takes effect.',
        ],
      },
    ],
  },
};
