import type { Widen } from '../pt';
import type { afdAej as pt } from '../pt/afd-aej';

// Texts of /system/afd-aej (namespace `afdAej`), typed against the Portuguese ones.
export const afdAej: Widen<typeof pt> = {
  title: 'AFD and AEJ',
  subtitle:
    "The REP-P data written in the company's legal files and the certificate that signs them.",
  loadError: 'The settings could not be loaded.',
  retry: 'Try again',
  responsible: {
    title: 'REP-P responsible person',
    explanation:
      'The CPF written in the AFD as responsible for records made by users who are not employees (inclusions and registration changes, for example). Without it, the AFD cannot be generated when the period has such records.',
    cpf: "Responsible person's CPF",
    save: 'Save',
    saved: 'REP-P responsible person saved.',
    cleared: 'REP-P responsible person removed.',
  },
  certificate: {
    title: 'Digital certificate (e-CNPJ A1)',
    explanation:
      "Signs the company's AFD: the file comes with its detached signature (.p7s), as Portaria 671 articles 87 and 88 require. The certificate is stored encrypted, and its password is never shown again.",
    none: 'No certificate uploaded: the AFD is generated unsigned.',
    subject: 'Holder',
    validUntil: 'Valid until',
    uploadedAt: 'Uploaded on',
    demo: 'Demo certificate',
    demoHint:
      "For trying the system out: it is not ICP-Brasil and not valid for inspectors. Upload the company's certificate.",
    expired: 'Expired',
    expiresSoon_one: 'Expires in {{count}} day',
    expiresSoon_other: 'Expires in {{count}} days',
    replace: 'Replace',
    remove: 'Remove',
    removeConfirm: 'Remove the certificate?',
    removeConfirmHint: 'The AFD will then be generated without its signature (.p7s).',
    removeOk: 'Remove',
    cancel: 'Cancel',
    removed: 'Certificate removed.',
    file: 'Certificate file',
    choose: 'Choose a file (.p12 or .pfx)',
    fileHint: 'A .p12 or .pfx file of up to {{size}}.',
    fileRequired: 'Choose the certificate file.',
    wrongType: 'Choose a .p12 or .pfx file.',
    tooLarge: 'The file must be at most {{size}}.',
    password: 'Certificate password',
    passwordRequired: "Enter the certificate's password.",
    upload: 'Upload certificate',
    uploaded: 'Certificate uploaded.',
  },
};
