// Reading a holiday list from CSV (or an xlsx's first sheet, read by the import worker), as
// spreadsheets export it: `;` (Excel in Portuguese) or `,`
// separated, quoted fields with "" for a quote, a header row naming the columns in pt or en-US.
// Pure: rows out, no validation of their meaning (holidays.service.ts checks each row).

export const MAX_HOLIDAY_ROWS = 2000;

export type HolidayColumn = 'date' | 'name' | 'scope' | 'state' | 'city' | 'recurring';

const HEADERS: Record<string, HolidayColumn> = {
  data: 'date',
  date: 'date',
  nome: 'name',
  name: 'name',
  feriado: 'name',
  holiday: 'name',
  abrangencia: 'scope',
  tipo: 'scope',
  scope: 'scope',
  uf: 'state',
  estado: 'state',
  state: 'state',
  cidade: 'city',
  municipio: 'city',
  city: 'city',
  recorrente: 'recurring',
  'todo ano': 'recurring',
  recurring: 'recurring',
};

const SCOPES: Record<string, 'state' | 'municipal' | 'company'> = {
  estadual: 'state',
  state: 'state',
  municipal: 'municipal',
  empresa: 'company',
  company: 'company',
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Splits CSV text into records of fields (RFC 4180 quoting, either separator). */
export function splitCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

export interface CsvHolidayRow {
  /** The line in the file (the header is 1). */
  row: number;
  values: Partial<Record<HolidayColumn, string>>;
}

export type CsvReading =
  | { ok: true; rows: CsvHolidayRow[] }
  | { ok: false; problem: 'missing_columns' | 'unknown_columns' | 'too_many_rows'; detail: string };

/** The header mapped to columns and every non-empty row below it, trimmed. */
export function readHolidayCsv(text: string): CsvReading {
  const [header = [], ...records] = splitCsv(text);
  return readHolidayTable(
    header,
    records.map((fields, k): [number, string[]] => [k + 2, fields]),
  );
}

/** A table (CSV, or an xlsx's first sheet) → holiday rows: its header names the columns. */
export function readHolidayTable(header: string[], records: [number, string[]][]): CsvReading {
  const columns = header.map((h) => HEADERS[fold(h)]);
  const unknown = header.filter((h, k) => h.trim() !== '' && columns[k] === undefined);
  if (unknown.length > 0)
    return { ok: false, problem: 'unknown_columns', detail: unknown.join(', ') };
  const missing = (['date', 'name', 'scope'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return { ok: false, problem: 'missing_columns', detail: missing.join(', ') };
  const rows: CsvHolidayRow[] = [];
  for (const [row, fields] of records) {
    if (fields.every((f) => f.trim() === '')) continue;
    const values: CsvHolidayRow['values'] = {};
    columns.forEach((column, i) => {
      if (column) values[column] = (fields[i] ?? '').trim();
    });
    rows.push({ row, values });
  }
  if (rows.length > MAX_HOLIDAY_ROWS) {
    return { ok: false, problem: 'too_many_rows', detail: String(MAX_HOLIDAY_ROWS) };
  }
  return { ok: true, rows };
}

/** A CSV row → the API body (before the contract's checks): dates DD/MM/AAAA or ISO, sim/não. */
export function bodyOfRow(values: CsvHolidayRow['values']): Record<string, unknown> {
  const date = values.date ?? '';
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  const recurring = fold(values.recurring ?? '');
  return {
    date: br ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}` : date,
    name: values.name ?? '',
    scope: SCOPES[fold(values.scope ?? '')] ?? values.scope ?? '',
    state: values.state || null,
    city: values.city || null,
    recurring: ['sim', 's', 'yes', 'y', 'true', '1', 'x'].includes(recurring),
  };
}
