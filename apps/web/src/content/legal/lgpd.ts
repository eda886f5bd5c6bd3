import type { LegalDocument, Localized } from '../types';

export const lgpd: Localized<LegalDocument> = {
  pt: {
    title: 'LGPD e Proteção de Dados',
    updatedAt: '2026-11-01',
    summary:
      'Como o Ponteiro ajuda a sua empresa a cumprir a Lei Geral de Proteção de Dados ao tratar dados de colaboradores e visitantes: papéis de controlador e operador, bases legais, biometria, geolocalização, retenção, segurança, incidentes e direitos dos titulares.',
    sections: [
      {
        heading: 'Objetivo e abrangência',
        paragraphs: [
          'Este documento descreve como a Ponteiro Tecnologia Ltda. (“Ponteiro”), com CNPJ informado no contrato, trata os dados pessoais de colaboradores, gestores, prestadores de serviço e visitantes que os Clientes cadastram ou coletam no Ponteiro, de acordo com a Lei nº 13.709/2018, a Lei Geral de Proteção de Dados Pessoais (“LGPD”).',
          'Ele faz parte dos Termos de Uso e funciona como o acordo de tratamento de dados entre o Cliente e a Ponteiro. Para os dados que a Ponteiro trata como controladora, como os de cadastro e cobrança dos Clientes, vale a Política de Privacidade.',
        ],
      },
      {
        heading: 'Papéis: o Cliente é o controlador e a Ponteiro é a operadora',
        paragraphs: [
          'O Cliente, como empregador, decide quais dados dos seus colaboradores e visitantes são tratados, para quais finalidades e por quanto tempo. Por isso, ele é o controlador (art. 5º, VI, da LGPD).',
          'A Ponteiro é a operadora (art. 5º, VII) e se compromete a:',
          '- tratar os dados apenas para prestar o serviço e conforme as instruções documentadas do Cliente, incluídas as configurações feitas no próprio Ponteiro (art. 39);',
          '- não usar os dados para finalidades próprias, não vendê-los e não compartilhá-los fora das hipóteses descritas aqui;',
          '- manter registro das operações de tratamento que realiza (art. 37);',
          '- garantir que as pessoas autorizadas a tratar os dados estejam sujeitas a dever de confidencialidade;',
          '- apoiar o Cliente no atendimento aos titulares, na elaboração do relatório de impacto à proteção de dados pessoais e nas demandas da ANPD, com as informações de que dispuser.',
          'Se a Ponteiro entender que uma instrução do Cliente viola a LGPD, avisará o Cliente e poderá deixar de cumpri-la.',
        ],
      },
      {
        heading: 'Titulares e categorias de dados',
        paragraphs: [
          'Conforme os módulos contratados e as configurações do Cliente, o Ponteiro pode tratar:',
          '- Colaboradores e gestores: nome, CPF, matrícula, data de admissão, cargo ou função, estabelecimento, departamento, e-mail, telefone e foto.',
          '- Jornada: horários contratuais, escalas, marcações com data, hora, fuso horário, NSR e código hash, comprovantes, ajustes, justificativas, férias, afastamentos, atestados, horas extras e banco de horas.',
          '- Controle de acesso: credenciais (cartão, senha, QR code ou biometria), níveis de acesso, faixas de horário e eventos de acesso.',
          '- Visitantes: nome, documento de identificação, foto quando exigida, empresa de origem, pessoa visitada, validade do acesso e horários de entrada e saída.',
          '- Dados técnicos: endereço IP, dispositivo e navegador usados na marcação e, quando ativada, a geolocalização no instante da marcação.',
          'O Cliente deve cadastrar apenas os dados necessários às suas finalidades, conforme o princípio da necessidade (art. 6º, III).',
        ],
      },
      {
        heading: 'Bases legais para os dados dos colaboradores',
        paragraphs: [
          'Cabe ao Cliente definir a base legal de cada tratamento. As mais comuns no Ponteiro são:',
          '- Cumprimento de obrigação legal ou regulatória (art. 7º, II): o registro da jornada é obrigatório para estabelecimentos com mais de 20 trabalhadores (art. 74, §2º, da CLT), e a Portaria MTP nº 671/2021 define como os registros devem ser feitos, guardados e apresentados à fiscalização.',
          '- Execução do contrato de trabalho (art. 7º, V): apuração de horas, folgas, férias e banco de horas e envio das informações para a folha de pagamento.',
          '- Exercício regular de direitos (art. 7º, VI): uso dos registros em processos judiciais e administrativos, sobretudo trabalhistas.',
          '- Legítimo interesse (art. 7º, IX): segurança das instalações, controle de acesso e registro de visitantes, respeitados os direitos e as legítimas expectativas dos titulares.',
          'Por causa da relação de subordinação, o consentimento raramente é a base mais adequada para dados de colaboradores. Quando o Cliente optar por ele, deve garantir que seja livre e informado e que a recusa não traga prejuízo ao colaborador.',
        ],
      },
      {
        heading: 'Dados sensíveis: biometria',
        paragraphs: [
          'Impressão digital, reconhecimento facial e outros dados biométricos são dados pessoais sensíveis (art. 5º, II) e só podem ser tratados nas hipóteses do art. 11 da LGPD. Na marcação de ponto e no controle de acesso, as bases normalmente usadas são o cumprimento de obrigação legal (art. 11, II, “a”) e a garantia da prevenção à fraude e da segurança do titular em processos de identificação e autenticação (art. 11, II, “g”).',
          'No Ponteiro, a biometria:',
          '- é usada exclusivamente para identificar a pessoa na marcação ou na passagem pelo dispositivo;',
          '- é armazenada protegida por criptografia e nunca é usada para outra finalidade;',
          '- só pode ser acessada pelos perfis que o Cliente autorizar;',
          '- é removida dos dispositivos e da plataforma quando a pessoa é desligada ou descadastrada, sem prejuízo da guarda dos registros de ponto.',
          'Recomendamos que o Cliente registre esse tratamento no seu relatório de impacto à proteção de dados pessoais (RIPD) e ofereça um meio alternativo de marcação a quem não puder usar a biometria.',
        ],
      },
      {
        heading: 'Geolocalização nas marcações pelo navegador',
        paragraphs: [
          'A geolocalização é um recurso opcional, ativado pelo Cliente. Quando ativada:',
          '- a localização é capturada uma única vez, no instante da marcação, e nunca antes ou depois dela;',
          '- o colaborador vê um aviso de que a localização será registrada antes de confirmar a marcação, e o navegador pede a sua permissão;',
          '- não há rastreamento contínuo, histórico de deslocamentos nem coleta em segundo plano;',
          '- a localização fica vinculada à marcação, com o mesmo prazo de guarda, e só pode ser vista pelos perfis autorizados pelo Cliente.',
          'Cabe ao Cliente explicar aos colaboradores por que a localização é coletada e o que acontece quando a permissão é negada.',
        ],
      },
      {
        heading: 'Retenção e eliminação',
        paragraphs: [
          'Os prazos de guarda seguem as obrigações legais do Cliente e as configurações que ele define:',
          '- As marcações originais e os demais registros do armazenamento de registro de ponto (ARP) são guardados por no mínimo 5 anos, conforme a Portaria MTP nº 671/2021 e o prazo prescricional do art. 7º, XXIX, da Constituição e do art. 11 da CLT, e não podem ser alterados nem excluídos nesse período.',
          '- Espelhos de ponto, ajustes, afastamentos e banco de horas seguem o prazo dos registros de ponto.',
          '- Eventos de acesso e dados de visitantes ficam guardados pelo prazo configurado pelo Cliente e, ao fim dele, são eliminados ou anonimizados.',
          '- A biometria é eliminada quando deixa de ser necessária, por exemplo, no desligamento do colaborador.',
          'Quando o contrato termina, o Cliente pode exportar os seus dados por 90 dias. Depois disso, os dados são eliminados, exceto os registros de ponto, que permanecem bloqueados até o fim do prazo legal, apenas para atender ao Cliente, à fiscalização e a ordens judiciais, como permite o art. 16 da LGPD.',
        ],
      },
      {
        heading: 'Suboperadores e transferência internacional',
        paragraphs: [
          'A Ponteiro pode contratar suboperadores para hospedagem em nuvem, envio de e-mails e notificações, atendimento e monitoramento. Todos são contratados por escrito, com obrigações de proteção de dados equivalentes às deste documento, e a Ponteiro continua responsável por eles perante o Cliente.',
          'A lista de suboperadores está disponível ao Cliente pelo e-mail dpo@ponteiro.com.br. Mudanças relevantes são comunicadas com antecedência razoável, para que o Cliente possa se opor de forma fundamentada.',
          'Os dados são hospedados prioritariamente no Brasil. Transferências internacionais só ocorrem nas hipóteses do art. 33 da LGPD, em especial para países com nível de proteção adequado reconhecido pela ANPD ou com cláusulas-padrão contratuais aprovadas pela Resolução CD/ANPD nº 19/2024.',
        ],
      },
      {
        heading: 'Segurança da informação',
        paragraphs: [
          'A Ponteiro adota medidas de segurança técnicas e administrativas proporcionais aos riscos (arts. 46 a 49 da LGPD), entre elas:',
          '- criptografia em trânsito e em repouso e senhas guardadas com hash próprio para senhas;',
          '- isolamento lógico dos dados de cada Cliente e controle de acesso por perfil, com o mínimo de privilégios necessário;',
          '- marcações imutáveis, com NSR sequencial e código hash SHA-256, o que permite detectar qualquer adulteração;',
          '- trilha de auditoria de ajustes, aprovações, exportações e alterações de configuração;',
          '- cópias de segurança, alta disponibilidade e testes periódicos de restauração;',
          '- gestão de vulnerabilidades, atualização contínua dos componentes e revisão de segurança no desenvolvimento.',
          'O Cliente é responsável por configurar perfis de permissão adequados, orientar os seus usuários a manter as credenciais em sigilo e desativar o acesso de quem deixa a empresa.',
        ],
      },
      {
        heading: 'Incidentes de segurança',
        paragraphs: [
          'Se identificar um incidente de segurança que afete dados pessoais tratados em nome do Cliente, a Ponteiro vai:',
          '- avisar o Cliente sem demora injustificada e, sempre que possível, em até 48 horas contadas da ciência do incidente;',
          '- informar a natureza dos dados afetados, os titulares envolvidos, as medidas de contenção adotadas e os riscos identificados, complementando as informações à medida que a apuração avançar;',
          '- apoiar o Cliente na comunicação à ANPD e aos titulares, quando o incidente puder acarretar risco ou dano relevante.',
          'Como controlador, o Cliente comunica o incidente à ANPD e aos titulares afetados nos termos do art. 48 da LGPD e do Regulamento de Comunicação de Incidente de Segurança (Resolução CD/ANPD nº 15/2024), que fixa o prazo de 3 dias úteis.',
        ],
      },
      {
        heading: 'Direitos dos titulares',
        paragraphs: [
          'Colaboradores e visitantes exercem os direitos do art. 18 da LGPD perante o Cliente, que é o controlador. O Ponteiro oferece ferramentas para ajudar: o colaborador consulta o próprio espelho de ponto e as suas marcações, e o Cliente pode exportar dados, corrigir cadastros e eliminar informações quando cabível.',
          'Se um titular fizer um pedido diretamente à Ponteiro, vamos encaminhá-lo ao Cliente sem demora e não responderemos em nome dele, salvo instrução do próprio Cliente.',
          'Alguns direitos têm limites legais. Por exemplo, marcações de ponto não podem ser eliminadas nem alteradas durante o prazo de guarda; correções são feitas por inclusão de informação, com justificativa, como determina a Portaria 671.',
        ],
      },
      {
        heading: 'Encarregado, auditorias e contato',
        paragraphs: [
          'O encarregado pelo tratamento de dados pessoais da Ponteiro atende Clientes, titulares e a ANPD pelo e-mail dpo@ponteiro.com.br.',
          'O Cliente pode solicitar informações e evidências razoáveis do cumprimento deste documento, como políticas de segurança e relatórios de avaliação, mediante aviso prévio e compromisso de confidencialidade.',
          'Os titulares também podem apresentar petição à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        heading: 'Atualizações deste documento',
        paragraphs: [
          'Este documento pode ser atualizado para refletir mudanças na legislação, na regulamentação da ANPD ou no serviço. Mudanças relevantes são comunicadas aos Clientes com antecedência, e a data da última atualização aparece no início desta página.',
        ],
      },
    ],
  },
  'en-US': {
    title: 'LGPD and Data Protection',
    updatedAt: '2026-11-01',
    summary:
      'How Ponteiro helps your company comply with Brazil’s General Data Protection Law (LGPD) when processing employee and visitor data: controller and processor roles, legal bases, biometrics, geolocation, retention, security, incidents and data subject rights.',
    sections: [
      {
        heading: 'Purpose and scope',
        paragraphs: [
          'This document describes how Ponteiro Tecnologia Ltda. (“Ponteiro”), with the CNPJ stated in the contract, processes the personal data of employees, managers, contractors and visitors that Customers enter or collect in Ponteiro, in accordance with Lei nº 13.709/2018, Brazil’s General Data Protection Law (“LGPD”).',
          'It is part of the Terms of Service and works as the data processing agreement between the Customer and Ponteiro. For data Ponteiro processes as a controller, such as Customers’ account and billing data, the Privacy Policy applies.',
        ],
      },
      {
        heading: 'Roles: the Customer is the controller and Ponteiro is the processor',
        paragraphs: [
          'The Customer, as the employer, decides which data about its employees and visitors is processed, for which purposes and for how long. It is therefore the controller (controlador, art. 5, VI, of the LGPD).',
          'Ponteiro is the processor (operador, art. 5, VII) and undertakes to:',
          '- process the data only to provide the service and according to the Customer’s documented instructions, including the settings made in Ponteiro itself (art. 39);',
          '- not use the data for its own purposes, not sell it and not share it outside the cases described here;',
          '- keep a record of the processing operations it carries out (art. 37);',
          '- ensure that the people authorized to process the data are bound by confidentiality;',
          '- help the Customer answer data subjects, prepare its data protection impact assessment and respond to the ANPD, with the information available to it.',
          'If Ponteiro believes an instruction from the Customer breaches the LGPD, it will tell the Customer and may decline to follow it.',
        ],
      },
      {
        heading: 'Data subjects and categories of data',
        paragraphs: [
          'Depending on the modules subscribed and the Customer’s settings, Ponteiro may process:',
          '- Employees and managers: name, CPF, employee number, hiring date, job title or role, establishment, department, email, phone number and photo.',
          '- Working time: contractual hours, schedules, punches with date, time, time zone, sequence number (NSR) and hash, receipts, adjustments, reasons, vacation, leave, medical certificates, overtime and the hours bank.',
          '- Access control: credentials (card, PIN, QR code or biometrics), access levels, time periods and access events.',
          '- Visitors: name, identity document, a photo when required, company, the person visited, access validity and entry and exit times.',
          '- Technical data: IP address, device and browser used to punch and, when enabled, the geolocation at the moment of the punch.',
          'The Customer should enter only the data needed for its purposes, in line with the necessity principle (art. 6, III).',
        ],
      },
      {
        heading: 'Legal bases for employee data',
        paragraphs: [
          'The Customer defines the legal basis of each processing activity. The most common ones in Ponteiro are:',
          '- Compliance with a legal or regulatory obligation (art. 7, II): recording working hours is mandatory for establishments with more than 20 workers (CLT art. 74 §2), and Portaria MTP nº 671/2021 sets how records must be made, kept and presented to labor inspectors.',
          '- Performance of the employment contract (art. 7, V): calculating hours, days off, vacation and the hours bank and sending the information to payroll.',
          '- Regular exercise of rights (art. 7, VI): using the records in judicial and administrative proceedings, especially labor claims.',
          '- Legitimate interest (art. 7, IX): security of the premises, access control and visitor registration, respecting data subjects’ rights and legitimate expectations.',
          'Because of the subordination inherent in employment, consent is rarely the most appropriate basis for employee data. When the Customer chooses it, it must make sure consent is free and informed and that refusing it causes no harm to the employee.',
        ],
      },
      {
        heading: 'Sensitive data: biometrics',
        paragraphs: [
          'Fingerprints, facial recognition and other biometric data are sensitive personal data (art. 5, II) and may be processed only in the cases listed in art. 11 of the LGPD. For time recording and access control, the bases usually relied on are compliance with a legal obligation (art. 11, II, “a”) and fraud prevention and the data subject’s security in identification and authentication processes (art. 11, II, “g”).',
          'In Ponteiro, biometric data:',
          '- is used exclusively to identify the person when punching or passing through a device;',
          '- is stored protected by encryption and never used for any other purpose;',
          '- can be accessed only by the profiles the Customer authorizes;',
          '- is removed from devices and from the platform when the person leaves the company or is unregistered, without affecting the retention of time records.',
          'We recommend that the Customer record this processing in its data protection impact assessment (RIPD) and offer an alternative way to punch to anyone who cannot use biometrics.',
        ],
      },
      {
        heading: 'Geolocation of browser punches',
        paragraphs: [
          'Geolocation is an optional feature that the Customer turns on. When it is on:',
          '- the location is captured once, at the moment of the punch, and never before or after it;',
          '- the employee sees a notice that the location will be recorded before confirming the punch, and the browser asks for permission;',
          '- there is no continuous tracking, movement history or background collection;',
          '- the location is linked to the punch, with the same retention period, and can be seen only by the profiles the Customer authorizes.',
          'The Customer must explain to employees why the location is collected and what happens when permission is denied.',
        ],
      },
      {
        heading: 'Retention and deletion',
        paragraphs: [
          'Retention periods follow the Customer’s legal obligations and the settings it defines:',
          '- Original punches and the other records of the time-record storage (ARP) are kept for at least 5 years, under Portaria MTP nº 671/2021 and the statute of limitations in art. 7, XXIX, of the Federal Constitution and art. 11 of the CLT, and cannot be changed or deleted during that period.',
          '- Time mirrors, adjustments, leave and the hours bank follow the retention period of the time records.',
          '- Access events and visitor data are kept for the period configured by the Customer and are then deleted or anonymized.',
          '- Biometric data is deleted when it is no longer needed, for example when the employee leaves the company.',
          'When the contract ends, the Customer may export its data for 90 days. After that, the data is deleted, except for time records, which stay locked until the end of the legal period solely to serve the Customer, labor inspection and court orders, as art. 16 of the LGPD allows.',
        ],
      },
      {
        heading: 'Sub-processors and international transfers',
        paragraphs: [
          'Ponteiro may engage sub-processors for cloud hosting, email and notification delivery, support and monitoring. All of them are engaged in writing, with data protection obligations equivalent to those in this document, and Ponteiro remains responsible for them towards the Customer.',
          'The list of sub-processors is available to the Customer at dpo@ponteiro.com.br. Significant changes are announced with reasonable notice, so that the Customer can raise a reasoned objection.',
          'Data is hosted primarily in Brazil. International transfers happen only in the cases provided in art. 33 of the LGPD, in particular to countries with an adequate level of protection recognized by the ANPD or under the standard contractual clauses approved by ANPD Resolution CD/ANPD nº 19/2024.',
        ],
      },
      {
        heading: 'Information security',
        paragraphs: [
          'Ponteiro adopts technical and administrative security measures proportionate to the risks (arts. 46 to 49 of the LGPD), including:',
          '- encryption in transit and at rest, and passwords stored with a dedicated password hash;',
          '- logical isolation of each Customer’s data and role-based access control with least privilege;',
          '- immutable punches, with a sequential NSR and a SHA-256 hash, which makes any tampering detectable;',
          '- an audit trail of adjustments, approvals, exports and configuration changes;',
          '- backups, high availability and regular restore tests;',
          '- vulnerability management, continuous updates of components and security review during development.',
          'The Customer is responsible for configuring appropriate permission profiles, instructing its users to keep their credentials confidential and disabling the access of anyone who leaves the company.',
        ],
      },
      {
        heading: 'Security incidents',
        paragraphs: [
          'If Ponteiro identifies a security incident affecting personal data processed on the Customer’s behalf, it will:',
          '- notify the Customer without undue delay and, whenever possible, within 48 hours of becoming aware of the incident;',
          '- describe the nature of the affected data, the data subjects involved, the containment measures taken and the risks identified, adding information as the investigation progresses;',
          '- help the Customer notify the ANPD and the data subjects when the incident may cause significant risk or harm.',
          'As the controller, the Customer notifies the ANPD and the affected data subjects under art. 48 of the LGPD and the Security Incident Reporting Regulation (ANPD Resolution CD/ANPD nº 15/2024), which sets a deadline of 3 business days.',
        ],
      },
      {
        heading: 'Data subject rights',
        paragraphs: [
          'Employees and visitors exercise the rights in art. 18 of the LGPD before the Customer, which is the controller. Ponteiro provides tools to help: employees can see their own time mirror and punches, and the Customer can export data, correct records and delete information where appropriate.',
          'If a data subject sends a request directly to Ponteiro, we will forward it to the Customer without delay and will not answer on its behalf unless the Customer instructs us to.',
          'Some rights have legal limits. For example, time punches cannot be deleted or changed during the retention period; corrections are made by adding information, with a reason, as Portaria 671 requires.',
        ],
      },
      {
        heading: 'Data protection officer, audits and contact',
        paragraphs: [
          'Ponteiro’s data protection officer (encarregado) serves Customers, data subjects and the ANPD at dpo@ponteiro.com.br.',
          'The Customer may request reasonable information and evidence of compliance with this document, such as security policies and assessment reports, with prior notice and under a confidentiality commitment.',
          'Data subjects may also file a petition with the National Data Protection Authority (ANPD).',
        ],
      },
      {
        heading: 'Updates to this document',
        paragraphs: [
          'This document may be updated to reflect changes in the law, in the ANPD’s regulations or in the service. Significant changes are announced to Customers in advance, and the date of the last update is shown at the top of this page.',
        ],
      },
    ],
  },
};
