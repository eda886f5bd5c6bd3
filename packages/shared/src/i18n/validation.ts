import type { Language } from '../constants/index.js';

/**
 * Validation messages shared by the API and the SPA. Zod schemas in this package use these keys
 * as their messages (`{ message: 'validation.cpf' }`); the API translates them by
 * Accept-Language and the SPA through i18next. `{{n}}` is interpolated.
 */
export const VALIDATION_MESSAGES = {
  pt: {
    required: 'Campo obrigatório.',
    invalid_type: 'Valor inválido.',
    invalid_value: 'Valor inválido.',
    too_short: 'Informe ao menos {{n}} caracteres.',
    too_long: 'Informe no máximo {{n}} caracteres.',
    too_small: 'O valor deve ser no mínimo {{n}}.',
    too_big: 'O valor deve ser no máximo {{n}}.',
    not_integer: 'Informe um número inteiro.',
    email: 'Informe um e-mail válido.',
    uuid: 'Identificador inválido.',
    date: 'Informe uma data válida (AAAA-MM-DD).',
    datetime: 'Informe uma data e hora válidas.',
    unknown_field: 'Campo não permitido: {{n}}.',
    page_size: 'O tamanho da página deve ser 25, 50 ou 100.',
    ordering: 'Ordenação inválida.',
    control_characters:
      'O texto contém caracteres de controle ou invisíveis (como tabulação, quebra de linha ou marca de direção do texto) que não são permitidos aqui.',
    cpf: 'CPF inválido.',
    cnpj: 'CNPJ inválido.',
    pis: 'PIS/NIS inválido.',
    name_like: 'Use apenas letras e espaços.',
    alphanumeric: 'Use apenas letras (sem acento) e números.',
    phone: 'Telefone inválido.',
    timezone: 'Fuso horário inválido.',
    file_type: 'Tipo de arquivo não permitido. Envie: {{n}}.',
    file_size: 'O arquivo deve ter no máximo {{n}}.',
    malformed_upload: 'O envio do arquivo chegou incompleto ou malformado. Envie de novo.',
    password: 'A senha deve ter de 8 a 128 caracteres, com ao menos uma letra e um número.',
    email_taken: 'Já existe uma conta com este e-mail.',
    user_exists: 'Usuário já existe!',
    current_password: 'A senha atual está incorreta.',
    password_weak:
      'Senha fácil de adivinhar (comum, vazada ou com o nome do produto). Dica: use 3 ou 4 palavras sem relação entre si, como "cavalo-tinta-vulcão-9".',
    password_personal:
      'A senha não pode conter o seu nome, e-mail ou usuário. Dica: use 3 ou 4 palavras sem relação entre si.',
    employer_taken: 'Já existe uma empresa cadastrada com este documento.',
    last_owner: 'A empresa precisa de ao menos um proprietário.',
    role_rank: 'Você não pode atribuir ou alterar um perfil acima do seu.',
    role_unknown: 'Perfil inexistente.',
    role_name_taken: 'Já existe um perfil com este nome.',
    role_in_use: 'Este perfil ainda é usado por membros da empresa.',
    permission_unknown: 'Permissões inexistentes: {{n}}.',
    already_member: 'Esta pessoa já é membro da empresa.',
    name_taken: 'Já existe um registro com este nome.',
    sibling_name_taken: 'Já existe um departamento com este nome no mesmo nível.',
    in_use: 'Não é possível excluir: ainda é usado por {{n}}.',
    cpf_taken: 'Já existe um colaborador com este CPF na empresa.',
    registration_taken: 'Já existe um colaborador com esta matrícula.',
    pin_taken: 'Já existe um colaborador com este PIN.',
    badge_taken: 'Já existe um colaborador com este crachá.',
    cno: 'CNO inválido: informe 12 dígitos.',
    caepf: 'CAEPF inválido: informe 14 dígitos.',
    cbo: 'CBO inválido: informe 6 dígitos.',
    inpi: 'Número INPI inválido: informe 17 dígitos.',
    latitude: 'Latitude inválida (de -90 a 90).',
    longitude: 'Longitude inválida (de -180 a 180).',
    date_order: 'A data de desligamento não pode ser anterior à de admissão.',
    department_cycle: 'Um departamento não pode ficar abaixo dele mesmo.',
    not_found_ref: 'Registro não encontrado.',
    birth_date: 'Data de nascimento inválida.',
    in_use_employees: 'Não é possível excluir: {{n}} colaborador(es) ainda estão vinculados.',
    in_use_departments: 'Não é possível excluir: {{n}} departamento(s) ainda estão vinculados.',
    in_use_children: 'Não é possível excluir: há {{n}} subdepartamento(s) abaixo deste.',
    import_unreadable:
      'Não foi possível ler a planilha. Envie um arquivo .xlsx válido, como o modelo.',
    import_missing_columns: 'Faltam colunas obrigatórias na primeira linha: {{n}}.',
    import_unknown_columns:
      'Colunas não reconhecidas na primeira linha: {{n}}. Use os títulos do modelo.',
    import_repeated_columns: 'Colunas repetidas na primeira linha: {{n}}.',
    import_too_many_rows: 'A planilha pode ter no máximo {{n}} linhas de colaboradores.',
    import_unzipped_too_large:
      'A planilha descompactada passa de {{n}}. Envie só as linhas de colaboradores, sem imagens nem formatação em massa.',
    import_too_complex:
      'O arquivo é complexo demais para ser lido. Copie só os dados para o modelo e envie de novo.',
    import_running:
      'Já há uma importação de colaboradores em andamento nesta empresa. Aguarde o fim e tente de novo.',
    import_busy: 'Muitas importações em andamento agora. Tente de novo em um minuto.',
    ambiguous_ref: 'Há mais de um registro com este nome.',
    department_ambiguous:
      'Há mais de um departamento com este nome: informe o caminho, ex.: Operações / Logística.',
    employee_linked: 'Este colaborador já tem um usuário vinculado.',
    employee_email_required: 'Informe o e-mail do colaborador para enviar o convite.',
    import_conflict:
      'Outra alteração de colaboradores aconteceu durante a importação. Importe o arquivo de novo.',
  },
  'en-US': {
    required: 'This field is required.',
    invalid_type: 'Invalid value.',
    invalid_value: 'Invalid value.',
    too_short: 'Enter at least {{n}} characters.',
    too_long: 'Enter at most {{n}} characters.',
    too_small: 'The value must be at least {{n}}.',
    too_big: 'The value must be at most {{n}}.',
    not_integer: 'Enter a whole number.',
    email: 'Enter a valid email.',
    uuid: 'Invalid identifier.',
    date: 'Enter a valid date (YYYY-MM-DD).',
    datetime: 'Enter a valid date and time.',
    unknown_field: 'Field not allowed: {{n}}.',
    page_size: 'The page size must be 25, 50 or 100.',
    ordering: 'Invalid ordering.',
    control_characters:
      'The text contains control or invisible characters (such as a tab, a line break or a text-direction mark) that are not allowed here.',
    cpf: 'Invalid CPF.',
    cnpj: 'Invalid CNPJ.',
    pis: 'Invalid PIS/NIS.',
    name_like: 'Use letters and spaces only.',
    alphanumeric: 'Use letters (no accents) and digits only.',
    phone: 'Invalid phone number.',
    timezone: 'Invalid time zone.',
    file_type: 'File type not allowed. Send: {{n}}.',
    file_size: 'The file must be at most {{n}}.',
    malformed_upload: 'The file upload arrived incomplete or malformed. Send it again.',
    password: 'The password must have 8 to 128 characters, with at least one letter and one digit.',
    email_taken: 'An account with this email already exists.',
    user_exists: 'User already exists!',
    current_password: 'The current password is incorrect.',
    password_weak:
      'This password is easy to guess (common, leaked or built on the product name). Hint: use 3 or 4 unrelated words, such as "horse-paint-volcano-9".',
    password_personal:
      'The password cannot contain your name, email or username. Hint: use 3 or 4 unrelated words.',
    employer_taken: 'A company with this document is already registered.',
    last_owner: 'The company needs at least one owner.',
    role_rank: 'You cannot assign or change a role above your own.',
    role_unknown: 'Unknown role.',
    role_name_taken: 'A role with this name already exists.',
    role_in_use: 'Members of the company still have this role.',
    permission_unknown: 'Unknown permissions: {{n}}.',
    already_member: 'This person is already a member of the company.',
    name_taken: 'A record with this name already exists.',
    sibling_name_taken: 'A department with this name already exists at the same level.',
    in_use: 'It cannot be deleted: still used by {{n}}.',
    cpf_taken: 'An employee with this CPF already exists in the company.',
    registration_taken: 'An employee with this registration number already exists.',
    pin_taken: 'An employee with this PIN already exists.',
    badge_taken: 'An employee with this badge already exists.',
    cno: 'Invalid CNO: enter 12 digits.',
    caepf: 'Invalid CAEPF: enter 14 digits.',
    cbo: 'Invalid CBO: enter 6 digits.',
    inpi: 'Invalid INPI number: enter 17 digits.',
    latitude: 'Invalid latitude (from -90 to 90).',
    longitude: 'Invalid longitude (from -180 to 180).',
    date_order: 'The termination date cannot be before the admission date.',
    department_cycle: 'A department cannot be placed under itself.',
    not_found_ref: 'Record not found.',
    birth_date: 'Invalid birth date.',
    in_use_employees: 'It cannot be deleted: {{n}} employee(s) are still linked to it.',
    in_use_departments: 'It cannot be deleted: {{n}} department(s) are still linked to it.',
    in_use_children: 'It cannot be deleted: there are {{n}} sub-department(s) under it.',
    import_unreadable:
      'The spreadsheet could not be read. Send a valid .xlsx file, like the template.',
    import_missing_columns: 'Required columns are missing from the first row: {{n}}.',
    import_unknown_columns:
      "Unrecognized columns in the first row: {{n}}. Use the template's headers.",
    import_repeated_columns: 'Repeated columns in the first row: {{n}}.',
    import_too_many_rows: 'The spreadsheet may have at most {{n}} employee rows.',
    import_unzipped_too_large:
      'The spreadsheet is over {{n}} once unzipped. Send only the employee rows, without images or bulk formatting.',
    import_too_complex:
      'The file is too complex to read. Copy just the data into the template and send it again.',
    import_running:
      'An employee import is already running for this company. Wait for it to finish and try again.',
    import_busy: 'Too many imports are running right now. Try again in a minute.',
    ambiguous_ref: 'More than one record has this name.',
    department_ambiguous:
      'More than one department has this name: give its path, e.g. Operations / Logistics.',
    employee_linked: 'This employee is already linked to a user.',
    employee_email_required: 'Enter the employee’s email to send the invitation.',
    import_conflict:
      'Employees were changed by someone else during the import. Import the file again.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['pt'];

const PREFIX = 'validation.';

/**
 * `validation.cpf` → the message in `lang`; any other text is returned as it is. A parameter may
 * travel inside the key as `validation.file_size|200 KB`, since zod and AppError carry one string.
 */
export function translateValidation(message: string, lang: Language, n?: string | number): string {
  if (!message.startsWith(PREFIX)) return message;
  const [rawKey = '', param] = message.slice(PREFIX.length).split('|', 2);
  if (param !== undefined && n === undefined) n = param;
  const key = rawKey as ValidationKey;
  const text: string | undefined = VALIDATION_MESSAGES[lang][key];
  if (text === undefined) return message;
  return text.replace('{{n}}', n === undefined ? '' : String(n));
}

/** Minimal structural view of a zod 4 issue, so this file needs no zod import. */
export interface IssueLike {
  code: string;
  message: string;
  path: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
  keys?: string[];
  expected?: string;
}

/**
 * A zod issue → the user-facing message in `lang`. Our schemas carry `validation.*` keys; zod's
 * built-in issues (missing, too short, wrong type) are mapped by their code so no English default
 * message ever reaches a Portuguese user.
 */
export function translateIssue(issue: IssueLike, lang: Language): string {
  if (issue.message.startsWith(PREFIX)) return translateValidation(issue.message, lang);
  const v = VALIDATION_MESSAGES[lang];
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves `input` out of issues unless asked; its default message names it instead.
      if ('input' in issue ? issue.input == null : /received (undefined|null)/.test(issue.message))
        return v.required;
      if (issue.expected === 'int') return v.not_integer;
      return v.invalid_type;
    case 'too_small': {
      const n = String(issue.minimum ?? '');
      if (issue.origin === 'string')
        return issue.minimum === 1 ? v.required : v.too_short.replace('{{n}}', n);
      if (issue.origin === 'array' && issue.minimum === 1) return v.required;
      return v.too_small.replace('{{n}}', n);
    }
    case 'too_big': {
      const n = String(issue.maximum ?? '');
      return (issue.origin === 'string' ? v.too_long : v.too_big).replace('{{n}}', n);
    }
    case 'invalid_format':
      if (issue.format === 'email') return v.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return v.uuid;
      if (issue.format === 'date') return v.date;
      if (issue.format === 'datetime') return v.datetime;
      return v.invalid_value;
    case 'unrecognized_keys':
      return v.unknown_field.replace('{{n}}', (issue.keys ?? []).join(', '));
    default:
      return v.invalid_value;
  }
}
