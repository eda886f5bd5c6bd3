import type { LegalDocument, Localized } from '../types';

export const userAgreement: Localized<LegalDocument> = {
  pt: {
    title: 'Acordo do Usuário',
    updatedAt: '2026-11-01',
    summary:
      'As regras para quem usa o Ponteiro com acesso dado pela empresa: colaboradores, gestores, administradores, equipes de recepção e visitantes. Cobre a conta, o registro do ponto, a localização, as solicitações, o uso aceitável e os seus dados.',
    sections: [
      {
        heading: 'A quem este acordo se aplica',
        paragraphs: [
          'Este Acordo do Usuário vale para todas as pessoas que usam o Ponteiro com acesso concedido por uma empresa cliente (“Empresa”): administradores, gestores, colaboradores e equipes de recepção, além dos visitantes que usam o autocadastro. O serviço é prestado pela Ponteiro Tecnologia Ltda. (“Ponteiro”), com CNPJ informado no contrato.',
          'A relação de trabalho ou de visita é entre você e a Empresa. A Ponteiro fornece a ferramenta e não é parte do seu contrato de trabalho; as regras internas da Empresa continuam valendo.',
          'Ao acessar o Ponteiro, você concorda com este Acordo. Se a Empresa tiver regras mais restritivas, elas também se aplicam.',
        ],
      },
      {
        heading: 'Seu acesso e sua conta',
        paragraphs: [
          'As suas credenciais são pessoais. Para mantê-las seguras:',
          '- não compartilhe a sua senha nem deixe outra pessoa usar a sua sessão;',
          '- use uma senha forte e exclusiva para o Ponteiro;',
          '- encerre a sessão em computadores compartilhados; por segurança, ela expira automaticamente após 24 horas;',
          '- avise a Empresa imediatamente se suspeitar que alguém usou a sua conta.',
          'Os perfis de permissão são definidos pela Empresa. Se você precisar de um acesso que não tem, fale com o RH ou com o administrador da sua empresa.',
        ],
      },
      {
        heading: 'Registro do ponto',
        paragraphs: [
          'Ao registrar o ponto no Ponteiro, você se compromete a:',
          '- marcar sempre o seu próprio ponto, nos horários em que de fato começa e termina a jornada e os intervalos;',
          '- nunca marcar o ponto por outra pessoa nem pedir que alguém marque por você;',
          '- usar apenas os meios de marcação autorizados pela Empresa, como o navegador ou os dispositivos instalados.',
          'A data e a hora da marcação são as do servidor do Ponteiro, sincronizado com a Hora Legal Brasileira, e não as do seu computador ou celular. Depois de cada marcação, você recebe o comprovante eletrônico, que fica disponível para consulta e download por pelo menos 48 horas.',
          'Nenhuma marcação original pode ser alterada ou apagada, nem pela Empresa nem pela Ponteiro. Se você esqueceu de marcar ou marcou errado, faça uma solicitação de ajuste com justificativa; a correção fica registrada ao lado da marcação original, como exige a Portaria 671.',
        ],
      },
      {
        heading: 'Localização, dispositivos e biometria',
        paragraphs: [
          'Se a Empresa ativar a geolocalização, o Ponteiro avisará antes da marcação que a sua localização será registrada, e o navegador pedirá a sua permissão. A localização é capturada só no instante da marcação; os seus deslocamentos não são acompanhados.',
          'Se você negar a permissão, a Empresa define como a marcação será tratada. Em caso de dúvida, fale com o RH.',
          'Nos dispositivos com biometria, como leitores de impressão digital ou de reconhecimento facial, os seus dados biométricos servem apenas para identificar você na marcação ou no acesso. Eles são dados sensíveis e recebem proteção reforçada, conforme a página LGPD e Proteção de Dados.',
        ],
      },
      {
        heading: 'Solicitações, aprovações e espelho de ponto',
        paragraphs: [
          'Solicitações de ajuste, folga, férias e abono e o envio de atestados devem conter informações verdadeiras e, quando pedido, documentos legítimos.',
          'Gestores que aprovam ou recusam solicitações devem decidir com base em fatos, registrar a justificativa quando exigida e não usar o acesso para fins pessoais ou discriminatórios. Todas as decisões ficam registradas com autor, data e hora.',
          'Confira o seu espelho de ponto pelo menos uma vez por mês. Se encontrar divergências, avise a Empresa o quanto antes.',
        ],
      },
      {
        heading: 'Visitantes',
        paragraphs: [
          'Se você é visitante e usa o autocadastro:',
          '- informe dados verdadeiros, pois eles serão conferidos na recepção;',
          '- leia o aviso de privacidade da empresa visitada antes de enviar os seus dados;',
          '- use o acesso apenas no período e nas áreas autorizados e siga as regras de segurança do local.',
          'A empresa visitada é a controladora dos seus dados e define por quanto tempo eles são guardados. Dúvidas e pedidos sobre esses dados devem ser enviados a ela.',
        ],
      },
      {
        heading: 'Uso aceitável',
        paragraphs: [
          'Você não pode:',
          '- tentar burlar o registro de ponto, por exemplo falsificando a localização, usando fotos ou moldes para enganar a biometria ou automatizando marcações;',
          '- acessar dados de outras pessoas sem que isso seja necessário e autorizado para a sua função;',
          '- copiar, divulgar ou usar dados pessoais de colegas ou visitantes fora das finalidades do trabalho;',
          '- tentar contornar controles de segurança, explorar falhas ou interferir no funcionamento do Ponteiro;',
          '- usar o Ponteiro para enviar conteúdo ofensivo, discriminatório ou ilícito.',
          'Se encontrar uma falha de segurança, comunique a Ponteiro pelo e-mail dpo@ponteiro.com.br, sem explorá-la nem divulgá-la. O uso indevido pode levar à suspensão do acesso, e fraudes no registro de ponto podem ter consequências disciplinares e legais, conforme as regras da Empresa e a lei.',
        ],
      },
      {
        heading: 'Privacidade e seus dados',
        paragraphs: [
          'A Empresa é a controladora dos seus dados no Ponteiro, e a Ponteiro atua como operadora, tratando os dados somente conforme as instruções da Empresa. Os detalhes estão na Política de Privacidade e na página LGPD e Proteção de Dados.',
          'Para exercer os seus direitos de titular, como acesso e correção, procure primeiro a Empresa. Você também pode falar com o encarregado da Ponteiro pelo e-mail dpo@ponteiro.com.br, que encaminhará o pedido à Empresa.',
          'Mesmo que você peça a eliminação dos seus dados, as marcações de ponto precisam ser guardadas, sem alterações, pelo prazo legal mínimo de 5 anos.',
        ],
      },
      {
        heading: 'Disponibilidade e suporte',
        paragraphs: [
          'A Ponteiro se empenha para manter o serviço disponível, mas podem ocorrer manutenções e falhas momentâneas. Se não conseguir marcar o ponto, siga o procedimento de contingência da Empresa e registre a ocorrência para ajuste posterior.',
          'O suporte aos Usuários é feito primeiro pela Empresa, que pode acionar a equipe da Ponteiro quando necessário.',
        ],
      },
      {
        heading: 'Responsabilidades e limites',
        paragraphs: [
          'A Ponteiro não decide sobre a sua jornada, o seu salário, horas extras, banco de horas, férias ou medidas disciplinares. Os cálculos exibidos seguem as regras configuradas pela Empresa, e dúvidas sobre valores e pagamentos devem ser tratadas com ela.',
          'Você é responsável pelas informações que envia e pelos atos praticados com as suas credenciais.',
        ],
      },
      {
        heading: 'Suspensão e encerramento do acesso',
        paragraphs: [
          'A Empresa pode desativar o seu acesso a qualquer momento, por exemplo no desligamento. A Ponteiro pode suspender acessos em caso de uso indevido ou de risco à segurança, avisando a Empresa.',
          'Depois que o seu acesso for encerrado, você pode pedir à Empresa uma cópia do seu espelho de ponto e das suas marcações.',
        ],
      },
      {
        heading: 'Alterações, lei aplicável e foro',
        paragraphs: [
          'Este Acordo pode ser atualizado. Mudanças relevantes são avisadas no próprio Ponteiro, e a data da última atualização aparece no início desta página.',
          'Este Acordo é regido pelas leis brasileiras. Questões entre você e a Ponteiro podem ser levadas ao foro do seu domicílio. Questões da relação de trabalho com a Empresa são de competência da Justiça do Trabalho e não são regidas por este Acordo.',
        ],
      },
    ],
  },
  'en-US': {
    title: 'User Agreement',
    updatedAt: '2026-11-01',
    summary:
      'The rules for people who use Ponteiro with access given by their company: employees, managers, administrators, front desk staff and visitors. It covers your account, recording time, location, requests, acceptable use and your data.',
    sections: [
      {
        heading: 'Who this agreement applies to',
        paragraphs: [
          'This User Agreement applies to everyone who uses Ponteiro with access granted by a customer company (the “Company”): administrators, managers, employees and front desk staff, as well as visitors who use self-registration. The service is provided by Ponteiro Tecnologia Ltda. (“Ponteiro”), with the CNPJ stated in the contract.',
          'The employment or visit relationship is between you and the Company. Ponteiro provides the tool and is not a party to your employment contract; the Company’s internal rules still apply.',
          'By accessing Ponteiro, you agree to this Agreement. If the Company has stricter rules, they apply as well.',
        ],
      },
      {
        heading: 'Your access and your account',
        paragraphs: [
          'Your credentials are personal. To keep them safe:',
          '- do not share your password or let anyone else use your session;',
          '- use a strong password that you use only for Ponteiro;',
          '- sign out on shared computers; for security, sessions expire automatically after 24 hours;',
          '- tell the Company immediately if you suspect someone has used your account.',
          'Permission profiles are set by the Company. If you need access you do not have, talk to HR or to your company’s administrator.',
        ],
      },
      {
        heading: 'Recording your time',
        paragraphs: [
          'When you punch in Ponteiro, you agree to:',
          '- always punch for yourself, at the times you actually start and end your working day and breaks;',
          '- never punch for another person or ask someone to punch for you;',
          '- use only the punching methods authorized by the Company, such as the browser or the devices installed.',
          'The date and time of a punch are those of the Ponteiro server, synchronized with official Brazilian legal time, not those of your computer or phone. After each punch you get an electronic receipt, which you can view and download for at least 48 hours.',
          'No original punch can be changed or deleted, neither by the Company nor by Ponteiro. If you forgot to punch or punched by mistake, submit an adjustment request with a reason; the correction is recorded next to the original punch, as Portaria 671 requires.',
        ],
      },
      {
        heading: 'Location, devices and biometrics',
        paragraphs: [
          'If the Company turns geolocation on, Ponteiro tells you before the punch that your location will be recorded, and the browser asks for your permission. The location is captured only at the moment of the punch; your movements are not followed.',
          'If you deny permission, the Company decides how the punch is handled. If in doubt, talk to HR.',
          'On devices with biometrics, such as fingerprint or face readers, your biometric data is used only to identify you when punching or passing through. It is sensitive data and receives reinforced protection, as described on the LGPD and Data Protection page.',
        ],
      },
      {
        heading: 'Requests, approvals and the time mirror',
        paragraphs: [
          'Requests for adjustments, days off, vacation and excused absences, and medical certificates you submit, must contain true information and, when asked, genuine documents.',
          'Managers who approve or reject requests must decide based on facts, record a reason when required and not use their access for personal or discriminatory purposes. Every decision is recorded with its author, date and time.',
          'Check your time mirror at least once a month. If you find discrepancies, tell the Company as soon as possible.',
        ],
      },
      {
        heading: 'Visitors',
        paragraphs: [
          'If you are a visitor using self-registration:',
          '- provide true information, as it will be checked at the front desk;',
          '- read the privacy notice of the company you are visiting before sending your data;',
          '- use your access only during the period and in the areas authorized, and follow the site’s security rules.',
          'The company you visit is the controller of your data and decides how long it is kept. Questions and requests about that data should be sent to it.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'You may not:',
          '- try to cheat time recording, for example by faking your location, using photos or molds to fool biometrics, or automating punches;',
          '- access other people’s data unless it is necessary and authorized for your role;',
          '- copy, disclose or use personal data of colleagues or visitors outside work purposes;',
          '- try to bypass security controls, exploit vulnerabilities or interfere with how Ponteiro works;',
          '- use Ponteiro to send offensive, discriminatory or unlawful content.',
          'If you find a security vulnerability, report it to Ponteiro at dpo@ponteiro.com.br without exploiting or disclosing it. Misuse may lead to suspension of access, and time-recording fraud may have disciplinary and legal consequences under the Company’s rules and the law.',
        ],
      },
      {
        heading: 'Privacy and your data',
        paragraphs: [
          'The Company is the controller of your data in Ponteiro, and Ponteiro acts as a processor, handling the data only on the Company’s instructions. Details are in the Privacy Policy and on the LGPD and Data Protection page.',
          'To exercise your rights as a data subject, such as access and correction, contact the Company first. You can also contact Ponteiro’s data protection officer at dpo@ponteiro.com.br, who will forward your request to the Company.',
          'Even if you ask for your data to be deleted, time punches must be kept, unchanged, for the legal minimum of 5 years.',
        ],
      },
      {
        heading: 'Availability and support',
        paragraphs: [
          'Ponteiro strives to keep the service available, but maintenance and brief outages may happen. If you cannot punch, follow the Company’s contingency procedure and report what happened so it can be adjusted later.',
          'Support for Users is provided first by the Company, which can contact the Ponteiro team when needed.',
        ],
      },
      {
        heading: 'Responsibilities and limits',
        paragraphs: [
          'Ponteiro does not decide on your working hours, salary, overtime, hours bank, vacation or disciplinary measures. The calculations shown follow the rules configured by the Company, and questions about amounts and payments should be raised with it.',
          'You are responsible for the information you submit and for the actions taken with your credentials.',
        ],
      },
      {
        heading: 'Suspension and end of access',
        paragraphs: [
          'The Company may disable your access at any time, for example when you leave. Ponteiro may suspend access in case of misuse or a security risk, informing the Company.',
          'After your access ends, you may ask the Company for a copy of your time mirror and your punches.',
        ],
      },
      {
        heading: 'Changes, governing law and jurisdiction',
        paragraphs: [
          'This Agreement may be updated. Significant changes are announced in Ponteiro itself, and the date of the last update is shown at the top of this page.',
          'This Agreement is governed by Brazilian law. Disputes between you and Ponteiro may be brought before the courts of your place of residence. Matters of your employment relationship with the Company fall under the jurisdiction of the Labor Courts and are not governed by this Agreement.',
        ],
      },
    ],
  },
};
