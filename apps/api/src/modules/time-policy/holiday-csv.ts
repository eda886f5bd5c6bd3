// A holiday list's columns (headers in pt or en-US) and its rows as the API body; the file itself
// is read by table-file.ts. Pure: no validation of meaning (holidays.service.ts checks each row).

import { foldName } from '../employees/import-refs.js';
import { mapColumns, type SheetTable, type TableReading } from './table-file.js';

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

export type HolidayReading = TableReading<HolidayColumn>;

/** A table (CSV, or an xlsx's first sheet) → holiday rows: its header names the columns. */
export function readHolidayTable(table: SheetTable): HolidayReading {
  return mapColumns<HolidayColumn>(table, HEADERS, ['date', 'name', 'scope'], MAX_HOLIDAY_ROWS);
}

/** A CSV row → the API body (before the contract's checks): dates DD/MM/AAAA or ISO, sim/não. */
export function bodyOfRow(values: Partial<Record<HolidayColumn, string>>): Record<string, unknown> {
  const date = values.date ?? '';
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  const recurring = foldName(values.recurring ?? '');
  return {
    date: br ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}` : date,
    name: values.name ?? '',
    scope: Object.hasOwn(SCOPES, foldName(values.scope ?? ''))
      ? SCOPES[foldName(values.scope ?? '')]
      : (values.scope ?? ''),
    state: values.state || null,
    city: values.city || null,
    recurring: ['sim', 's', 'yes', 'y', 'true', '1', 'x'].includes(recurring),
  };
}
