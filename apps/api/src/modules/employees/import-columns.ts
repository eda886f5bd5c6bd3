import { EMPLOYEE_FIELDS, type Language } from '@ponteiro/shared';

// The columns of the import spreadsheet: one per field of the employee form, in form order.
// Subsidiary, department, position and location are given by NAME (people do not know ids); the
// service resolves them to the `*_id` fields of employeeBodySchema.

import type { EmployeeField } from './fields.js';

/** How a cell is read: `date` accepts real Excel dates, serials and DD/MM/YYYY text. */
export type ColumnKind = 'text' | 'date' | 'digits' | 'dial' | 'ref';
export type RefKind = 'subsidiary' | 'department' | 'position' | 'location';

export interface ImportColumn {
  field: EmployeeField;
  kind: ColumnKind;
  /** Set for the name columns of subsidiary/department/position/location. */
  ref?: RefKind;
  /** Required by employeeBodySchema; the header row must have these. */
  required: boolean;
  header: Record<Language, string>;
  help: Record<Language, string>;
  /** Other header spellings people use (compared after folding). */
  aliases?: readonly string[];
  width: number;
}

const DATE_HELP = {
  pt: 'Data do Excel ou texto DD/MM/AAAA (ex.: 31/01/2024).',
  'en-US': 'An Excel date or DD/MM/YYYY text (e.g. 31/01/2024).',
};

const SPECS: Record<EmployeeField, Omit<ImportColumn, 'field'>> = {
  name: {
    kind: 'text',
    required: true,
    header: { pt: 'Nome', 'en-US': 'Name' },
    help: {
      pt: 'Nome completo: letras e espaços, de 2 a 120 caracteres.',
      'en-US': 'Full name: letters and spaces, 2 to 120 characters.',
    },
    aliases: ['nome completo', 'full name'],
    width: 32,
  },
  cpf: {
    kind: 'digits',
    required: true,
    header: { pt: 'CPF', 'en-US': 'CPF' },
    help: {
      pt: '11 dígitos, com ou sem pontuação (123.456.789-09). Identifica o colaborador: se o CPF já estiver cadastrado, o cadastro é atualizado.',
      'en-US':
        '11 digits, with or without punctuation (123.456.789-09). It identifies the employee: when the CPF is already registered, that employee is updated.',
    },
    width: 16,
  },
  pis: {
    kind: 'digits',
    required: false,
    header: { pt: 'PIS/NIS', 'en-US': 'PIS/NIS' },
    help: {
      pt: '11 dígitos, com ou sem pontuação.',
      'en-US': '11 digits, with or without punctuation.',
    },
    aliases: ['pis', 'nis', 'pis pasep'],
    width: 16,
  },
  birth_date: {
    kind: 'date',
    required: false,
    header: { pt: 'Data de nascimento', 'en-US': 'Birth date' },
    help: DATE_HELP,
    aliases: ['nascimento', 'date of birth'],
    width: 18,
  },
  email: {
    kind: 'text',
    required: false,
    header: { pt: 'E-mail', 'en-US': 'Email' },
    help: { pt: 'Endereço de e-mail.', 'en-US': 'Email address.' },
    width: 28,
  },
  country_code: {
    kind: 'dial',
    required: false,
    header: { pt: 'DDI', 'en-US': 'Country code' },
    help: {
      pt: 'Código do país do telefone: +55, +91, +86 ou +1.',
      'en-US': 'Country calling code of the phone: +55, +91, +86 or +1.',
    },
    aliases: ['codigo do pais', 'dial code'],
    width: 12,
  },
  phone: {
    kind: 'text',
    required: false,
    header: { pt: 'Telefone', 'en-US': 'Phone' },
    help: {
      pt: 'Com DDD, sem o DDI: (11) 98765-4321 ou 11987654321.',
      'en-US': 'With the area code, without the country code: (11) 98765-4321 or 11987654321.',
    },
    aliases: ['celular', 'mobile'],
    width: 18,
  },
  registration: {
    kind: 'text',
    required: false,
    header: { pt: 'Matrícula', 'en-US': 'Registration' },
    help: {
      pt: 'Letras sem acento e números, até 30 caracteres. Única na empresa.',
      'en-US': 'Letters without accents and digits, up to 30 characters. Unique in the company.',
    },
    aliases: ['registration number'],
    width: 14,
  },
  esocial_registration: {
    kind: 'text',
    required: false,
    header: { pt: 'Matrícula eSocial', 'en-US': 'eSocial registration' },
    help: { pt: 'Até 30 caracteres.', 'en-US': 'Up to 30 characters.' },
    width: 20,
  },
  admission_date: {
    kind: 'date',
    required: true,
    header: { pt: 'Data de admissão', 'en-US': 'Admission date' },
    help: DATE_HELP,
    aliases: ['admissao', 'admission'],
    width: 18,
  },
  termination_date: {
    kind: 'date',
    required: false,
    header: { pt: 'Data de desligamento', 'en-US': 'Termination date' },
    help: {
      pt: `${DATE_HELP.pt} Não pode ser anterior à admissão.`,
      'en-US': `${DATE_HELP['en-US']} It cannot be before the admission date.`,
    },
    aliases: ['desligamento', 'termination'],
    width: 20,
  },
  subsidiary_id: {
    kind: 'ref',
    ref: 'subsidiary',
    required: true,
    header: { pt: 'Estabelecimento', 'en-US': 'Subsidiary' },
    help: {
      pt: 'Nome de um estabelecimento cadastrado (veja a aba Listas).',
      'en-US': 'Name of a registered subsidiary (see the Lists sheet).',
    },
    aliases: ['filial', 'workplace'],
    width: 26,
  },
  department_id: {
    kind: 'ref',
    ref: 'department',
    required: false,
    header: { pt: 'Departamento', 'en-US': 'Department' },
    help: {
      pt: 'Nome de um departamento cadastrado. Se o nome existir em mais de um lugar, informe o caminho: Operações / Logística.',
      'en-US':
        'Name of a registered department. When the name exists in more than one place, give its path: Operations / Logistics.',
    },
    width: 30,
  },
  position_id: {
    kind: 'ref',
    ref: 'position',
    required: false,
    header: { pt: 'Cargo', 'en-US': 'Position' },
    help: {
      pt: 'Nome de um cargo cadastrado.',
      'en-US': 'Name of a registered position.',
    },
    aliases: ['funcao', 'job title'],
    width: 24,
  },
  location_id: {
    kind: 'ref',
    ref: 'location',
    required: false,
    header: { pt: 'Local de trabalho', 'en-US': 'Work location' },
    help: {
      pt: 'Nome de um local cadastrado.',
      'en-US': 'Name of a registered location.',
    },
    aliases: ['local', 'location'],
    width: 24,
  },
  device_pin: {
    kind: 'text',
    required: false,
    header: { pt: 'PIN no relógio', 'en-US': 'Time clock PIN' },
    help: {
      pt: 'Identificação no relógio de ponto: letras sem acento e números, até 20 caracteres. Único na empresa.',
      'en-US':
        'Identification on the time clock: letters without accents and digits, up to 20 characters. Unique in the company.',
    },
    aliases: ['pin', 'device pin'],
    width: 16,
  },
  badge: {
    kind: 'text',
    required: false,
    header: { pt: 'Crachá', 'en-US': 'Badge' },
    help: {
      pt: 'Número do crachá: letras sem acento e números, até 30 caracteres. Único na empresa.',
      'en-US':
        'Badge number: letters without accents and digits, up to 30 characters. Unique in the company.',
    },
    width: 16,
  },
  monthly_salary: {
    kind: 'text',
    required: false,
    header: { pt: 'Salário mensal', 'en-US': 'Monthly salary' },
    help: {
      pt: 'Em reais, como 3500 ou 3.500,00. Opcional: o simulador de regras estima custos com ele.',
      'en-US':
        'In reais, such as 3500 or 3,500.00. Optional: the rules simulator estimates costs with it.',
    },
    aliases: ['salario', 'salary'],
    width: 16,
  },
};

export const IMPORT_COLUMNS: readonly ImportColumn[] = EMPLOYEE_FIELDS.map((field) => ({
  field,
  ...SPECS[field],
}));

/** Marks required columns in the template header; ignored when reading headers back. */
export const REQUIRED_MARK = ' *';

export function headerLabel(column: ImportColumn, lang: Language): string {
  return column.header[lang] + (column.required ? REQUIRED_MARK : '');
}

/**
 * Case-, accent- and punctuation-insensitive form of a header or a name: `Matrícula *` →
 * `matricula`, `E-mail` → `e mail`.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every accepted spelling of every column: both languages, the API field name and aliases. */
const HEADER_INDEX: ReadonlyMap<string, ImportColumn> = (() => {
  const index = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    const spellings = [
      column.header.pt,
      column.header['en-US'],
      column.field,
      column.ref ?? '',
      ...(column.aliases ?? []),
    ];
    for (const spelling of spellings) {
      const key = foldText(spelling);
      if (!key) continue;
      // Two columns answering to one spelling would make a header mean either: fail at start-up.
      const taken = index.get(key);
      if (taken && taken !== column) throw new Error(`import header "${key}" is ambiguous`);
      index.set(key, column);
    }
  }
  // `E-mail` folds to `e mail`; people also write `email`.
  index.set('email', index.get('e mail')!);
  return index;
})();

export function columnForHeader(header: string): ImportColumn | undefined {
  return HEADER_INDEX.get(foldText(header));
}

export interface HeaderMapping {
  /** Spreadsheet column number (1-based) → the column it holds. */
  columns: Map<number, ImportColumn>;
  /** Required columns that no header names. */
  missing: ImportColumn[];
  /** Header texts that name no column. */
  unknown: string[];
  /** Columns named by more than one header. */
  repeated: ImportColumn[];
}

/** Reads the header row: `headers` maps each non-empty header cell's column number to its text. */
export function mapHeaders(headers: ReadonlyMap<number, string>): HeaderMapping {
  const columns = new Map<number, ImportColumn>();
  const seen = new Set<EmployeeField>();
  const unknown: string[] = [];
  const repeated: ImportColumn[] = [];
  for (const [col, text] of headers) {
    if (!text.trim()) continue;
    const column = columnForHeader(text);
    if (!column) unknown.push(text.trim());
    else if (seen.has(column.field)) repeated.push(column);
    else {
      seen.add(column.field);
      columns.set(col, column);
    }
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !seen.has(c.field));
  return { columns, missing, unknown, repeated };
}
