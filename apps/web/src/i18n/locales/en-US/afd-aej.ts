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
    issuer: 'Issuer',
    validUntil: 'Valid until',
    uploadedAt: 'Uploaded on',
    demo: 'Demo certificate',
    demoHint:
      "For trying the system out: it is not ICP-Brasil and not valid for inspectors. Upload the company's certificate.",
    expired: 'Expired',
    expiresSoon_one: 'Expires in {{count}} day',
    expiresSoon_other: 'Expires in {{count}} days',
    expiresSoonAlert_one:
      'The certificate expires in {{count}} day ({{date}}). Upload the new one before then: afterwards, signatures (.p7s) made with it are not valid.',
    expiresSoonAlert_other:
      'The certificate expires in {{count}} days ({{date}}). Upload the new one before then: afterwards, signatures (.p7s) made with it are not valid.',
    expiredAlert:
      'The certificate expired on {{date}}: signatures (.p7s) made with it are not valid. Upload a valid certificate.',
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
  developer: {
    title: 'Program developer (AEJ record 08)',
    explanation:
      "Whom the AEJ names as the developer of the time-treatment program. Without the company's own data, the installation's are used.",
    default: 'Installation default',
    custom: "Company's own",
    document: "Developer's CNPJ or CPF",
    documentHint: "A CNPJ with digits only (the AEJ's field is numeric) or a CPF.",
    name: 'Legal name or name',
    email: 'E-mail',
    emailHint: 'Up to 50 characters, as the AEJ layout requires.',
    save: 'Save',
    saved: 'AEJ developer saved.',
    restore: 'Back to the default',
    restoreConfirm: "Use the installation's default developer again?",
    restored: 'The AEJ uses the default developer again.',
  },
  inpi: {
    title: 'REP-P registration numbers at INPI',
    explanation:
      "Each subsidiary may have its own number (17 digits), written in the AFD and the AEJ; without it, the installation's default applies, {{number}}.",
    edit: 'Edit in subsidiaries',
    editElsewhere: "The number is edited in the subsidiary's form.",
    subsidiary: 'Subsidiary',
    number: 'INPI number',
    usesDefault: 'Default ({{number}})',
    empty: 'No subsidiaries yet.',
  },
};
