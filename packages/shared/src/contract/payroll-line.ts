import type {
  PayrollDateFormat,
  PayrollEventUnit,
  PayrollLayoutColumn,
  PayrollLayoutSpec,
} from './payroll.js';

// The line a payroll layout writes (pure): the export and the layout screen's live preview write
// with the same functions, so what the preview shows is what the file holds.

/** What one line of the file says: an employee's event with its code. */
export interface PayrollLineValues {
  registration: string | null;
  cpf: string;
  pis: string | null;
  name: string;
  eventCode: string;
  event: string;
  description: string | null;
  unit: PayrollEventUnit;
  quantity: number;
  periodStart: string;
  periodEnd: string;
}

type LineLayout = Pick<
  PayrollLayoutSpec,
  'format' | 'hours_format' | 'decimal_separator' | 'separator' | 'columns'
>;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A quantity as the layout says: minutes as `HH:MM` (`08:30`, `125:05`) or decimal hours rounded
 * to two places (`1,50`, `0,17`); days as a whole number (`2`), or `2,00` with decimal hours so
 * the column keeps one shape.
 */
export function formatPayrollQuantity(
  quantity: number,
  unit: PayrollEventUnit,
  layout: Pick<PayrollLayoutSpec, 'hours_format' | 'decimal_separator'>,
): string {
  const sep = layout.decimal_separator;
  if (unit === 'days')
    return layout.hours_format === 'decimal' ? `${quantity}${sep}00` : `${quantity}`;
  if (layout.hours_format === 'hhmm')
    return `${two(Math.floor(quantity / 60))}:${two(quantity % 60)}`;
  // Hundredths of an hour in integers: never round through a float's decimal places.
  const hundredths = Math.round((quantity * 100) / 60);
  return `${Math.floor(hundredths / 100)}${sep}${two(hundredths % 100)}`;
}

/** `2026-06-30` in one of the layout's date formats. */
export function formatPayrollDate(date: string, format: PayrollDateFormat): string {
  const [y, m, d] = [date.slice(0, 4), date.slice(5, 7), date.slice(8, 10)];
  const formats: Record<PayrollDateFormat, string> = {
    ddmmyyyy: `${d}${m}${y}`,
    yyyymmdd: `${y}${m}${d}`,
    'dd/mm/yyyy': `${d}/${m}/${y}`,
    'yyyy-mm-dd': `${y}-${m}-${d}`,
    mmyyyy: `${m}${y}`,
    yyyymm: `${y}${m}`,
    'mm/yyyy': `${m}/${y}`,
  };
  return formats[format];
}

/**
 * A value fitted to a width (characters): padded on the side away from the alignment with spaces
 * or zeros, or cut to its first `width` characters when longer.
 */
export function fitPayrollCell(
  value: string,
  column: Pick<PayrollLayoutColumn, 'width' | 'align' | 'pad'>,
): string {
  if (column.width === null) return value;
  const chars = [...value];
  if (chars.length >= column.width) return chars.slice(0, column.width).join('');
  const fill = (column.pad === 'zero' ? '0' : ' ').repeat(column.width - chars.length);
  return column.align === 'right' ? fill + value : value + fill;
}

/** A column's value before it is fitted. */
export function payrollCellValue(
  column: PayrollLayoutColumn,
  values: PayrollLineValues,
  layout: LineLayout,
) {
  switch (column.field) {
    case 'registration':
      return values.registration ?? '';
    case 'cpf':
      return values.cpf;
    case 'pis':
      return values.pis ?? '';
    case 'name':
      return values.name;
    case 'event_code':
      return values.eventCode;
    case 'event':
      return values.event;
    case 'description':
      return values.description ?? '';
    case 'quantity':
      return formatPayrollQuantity(values.quantity, values.unit, layout);
    case 'period_start':
      return formatPayrollDate(values.periodStart, column.date_format ?? 'ddmmyyyy');
    case 'period_end':
      return formatPayrollDate(values.periodEnd, column.date_format ?? 'ddmmyyyy');
    case 'competence':
      return formatPayrollDate(values.periodEnd, column.date_format ?? 'mmyyyy');
    case 'constant':
      return column.value ?? '';
  }
}

const SEPARATOR_CHARS = { ';': ';', ',': ',', tab: '\t' } as const;

/** RFC 4180: a value with the separator, a quote or a line break goes in quotes, quotes doubled. */
export function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

/** One line of the file, without its line ending. */
export function payrollLine(layout: LineLayout, values: PayrollLineValues): string {
  const cells = layout.columns.map((column) =>
    fitPayrollCell(payrollCellValue(column, values, layout), column),
  );
  if (layout.format === 'fixed') return cells.join('');
  const separator = SEPARATOR_CHARS[layout.separator];
  return cells.map((cell) => csvField(cell, separator)).join(separator);
}

/** The CSV header line: each column's label, else its field's key. */
export function payrollHeaderLine(layout: LineLayout): string {
  const separator = SEPARATOR_CHARS[layout.separator];
  return layout.columns
    .map((column) => csvField(column.label ?? column.field, separator))
    .join(separator);
}
