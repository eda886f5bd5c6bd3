import { COUNTRY_CODES, type Language, PRODUCT_NAME } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import { headerLabel, IMPORT_COLUMNS, type ImportColumn, type RefKind } from './import-columns.js';
import { MAX_IMPORT_ROWS } from './import-parse.js';
import { departmentPaths, PATH_SEPARATOR } from './import-refs.js';
import type { CompanyReferences } from './import-repository.js';

// The xlsx people fill in: a data sheet with only the header row (re-importing the blank template
// imports nothing), an instructions sheet, and a sheet listing the company's names that the
// name columns offer as drop-downs.

const TEXT = {
  pt: {
    filename: 'modelo-importacao-colaboradores.xlsx',
    data: 'Colaboradores',
    instructions: 'Instruções',
    lists: 'Listas',
    column: 'Coluna',
    required: 'Obrigatória',
    yes: 'Sim',
    no: 'Não',
    howTo: 'Como preencher',
    title: 'Importação de colaboradores',
    notes: [
      'Preencha a aba Colaboradores: a primeira linha é o cabeçalho e não deve ser alterada; cada linha abaixo dela é um colaborador.',
      'Colunas marcadas com * são obrigatórias. Linhas vazias são ignoradas.',
      `No máximo ${MAX_IMPORT_ROWS.toLocaleString('pt-BR')} colaboradores por arquivo (até 5 MB).`,
      'O CPF identifica o colaborador: se já estiver cadastrado, o cadastro é atualizado com os valores da planilha; senão, é criado.',
      'Numa atualização, uma célula vazia apaga o valor guardado; uma coluna retirada da planilha mantém o que está cadastrado.',
      'Estabelecimento, departamento, cargo e local são informados pelo nome, como aparecem na aba Listas (maiúsculas e acentos não importam).',
      'Ao importar, você escolhe entre importar as linhas válidas ou só importar se todas forem válidas. O resultado mostra cada linha recusada com os motivos.',
      'Importar de novo o mesmo arquivo não altera nada.',
    ],
    invalidTitle: 'Valor fora da lista',
    invalid: 'Use um nome da aba Listas.',
  },
  'en-US': {
    filename: 'employee-import-template.xlsx',
    data: 'Employees',
    instructions: 'Instructions',
    lists: 'Lists',
    column: 'Column',
    required: 'Required',
    yes: 'Yes',
    no: 'No',
    howTo: 'How to fill it in',
    title: 'Employee import',
    notes: [
      'Fill in the Employees sheet: the first row is the header and must not be changed; each row below it is one employee.',
      'Columns marked with * are required. Empty rows are skipped.',
      `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} employees per file (up to 5 MB).`,
      'The CPF identifies the employee: when it is already registered, that employee is updated with the values of the sheet; otherwise one is created.',
      'On an update, an empty cell clears the stored value; a column removed from the sheet keeps what is stored.',
      'Subsidiary, department, position and location are given by name, as the Lists sheet shows them (case and accents do not matter).',
      'When importing you choose between importing the valid rows or importing only if every row is valid. The result shows each rejected row with its reasons.',
      'Importing the same file again changes nothing.',
    ],
    invalidTitle: 'Value not in the list',
    invalid: 'Use a name from the Lists sheet.',
  },
} as const;

type ListKind = RefKind | 'dial';

const LIST_HEADERS: Record<ListKind, Record<Language, string>> = {
  subsidiary: { pt: 'Estabelecimentos', 'en-US': 'Subsidiaries' },
  department: { pt: 'Departamentos', 'en-US': 'Departments' },
  position: { pt: 'Cargos', 'en-US': 'Positions' },
  location: { pt: 'Locais de trabalho', 'en-US': 'Work locations' },
  dial: { pt: 'DDI', 'en-US': 'Country codes' },
};
/** The Lists sheet's columns, left to right (A, B, …). */
const LIST_KINDS = Object.keys(LIST_HEADERS) as ListKind[];

/** exceljs keeps sheet-wide data validations in this model, which its typings leave out. */
interface SheetValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE8EEF7' },
};

/** Column letter(s) of a 1-based column number: 1 → A, 28 → AB. */
function letters(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26))
    s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

function listValues(references: CompanyReferences, lang: Language): Record<ListKind, string[]> {
  const collator = new Intl.Collator(lang === 'pt' ? 'pt-BR' : 'en-US', { sensitivity: 'base' });
  const sorted = (names: string[]) => [...names].sort(collator.compare);
  const paths = departmentPaths(references.departments);
  return {
    subsidiary: sorted(references.subsidiaries.map((r) => r.name)),
    department: sorted(
      references.departments.map((r) => (paths.get(r.id) ?? [r.name]).join(PATH_SEPARATOR)),
    ),
    position: sorted(references.positions.map((r) => r.name)),
    location: sorted(references.locations.map((r) => r.name)),
    dial: COUNTRY_CODES.map((c) => c.dialCode),
  };
}

function addDataSheet(
  workbook: ExcelJS.Workbook,
  lang: Language,
  lists: Record<ListKind, string[]>,
): void {
  const t = TEXT[lang];
  const sheet = workbook.addWorksheet(t.data, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: headerLabel(column, lang),
    width: column.width,
    // Text cells keep CPF leading zeros and a typed "+55"; date cells make Excel offer dates.
    style: { numFmt: column.kind === 'date' ? 'dd/mm/yyyy' : '@' },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.numFmt = 'General';
  });

  const validations = (sheet as unknown as SheetValidations).dataValidations;
  IMPORT_COLUMNS.forEach((column: ImportColumn, index) => {
    const list = column.ref ?? (column.kind === 'dial' ? 'dial' : undefined);
    if (!list || lists[list].length === 0) return;
    const source = letters(LIST_KINDS.indexOf(list) + 1);
    const col = letters(index + 1);
    validations.add(`${col}2:${col}${MAX_IMPORT_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${t.lists}'!$${source}$2:$${source}$${lists[list].length + 1}`],
      // A warning, not a stop: a department may also be written by its name alone.
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: t.invalidTitle,
      error: t.invalid,
    });
  });
}

function addInstructionsSheet(workbook: ExcelJS.Workbook, lang: Language): void {
  const t = TEXT[lang];
  const sheet = workbook.addWorksheet(t.instructions);
  sheet.columns = [{ width: 28 }, { width: 14 }, { width: 100 }];
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  for (const note of t.notes) sheet.addRow([note]);
  sheet.addRow([]);
  const header = sheet.addRow([t.column, t.required, t.howTo]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const column of IMPORT_COLUMNS) {
    const row = sheet.addRow([
      headerLabel(column, lang),
      column.required ? t.yes : t.no,
      column.help[lang],
    ]);
    row.getCell(3).alignment = { wrapText: true, vertical: 'top' };
  }
}

function addListsSheet(
  workbook: ExcelJS.Workbook,
  lang: Language,
  lists: Record<ListKind, string[]>,
): void {
  const sheet = workbook.addWorksheet(TEXT[lang].lists);
  sheet.columns = LIST_KINDS.map((kind) => ({ header: LIST_HEADERS[kind][lang], width: 36 }));
  sheet.getRow(1).font = { bold: true };
  LIST_KINDS.forEach((kind, index) => {
    const col = letters(index + 1);
    // Plain strings are stored as text, never as formulas, whatever a name starts with.
    lists[kind].forEach((value, i) => {
      sheet.getCell(`${col}${i + 2}`).value = value;
    });
  });
}

export interface TemplateFile {
  filename: string;
  bytes: Buffer;
}

export async function buildImportTemplate(
  references: CompanyReferences,
  lang: Language,
): Promise<TemplateFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = PRODUCT_NAME;
  const lists = listValues(references, lang);
  addDataSheet(workbook, lang, lists);
  addInstructionsSheet(workbook, lang);
  addListsSheet(workbook, lang, lists);
  const bytes = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return { filename: TEXT[lang].filename, bytes };
}
