import type {
  PayrollDateFormat,
  PayrollLayout,
  PayrollLayoutBody,
  PayrollLayoutField,
  PayrollLineValues,
} from '@ponteiro/shared';

// The layout form's values and the body the contract takes, both ways.

export interface ColumnValues {
  field: PayrollLayoutField;
  width?: number | null;
  align?: 'left' | 'right';
  pad?: 'space' | 'zero';
  value?: string | null;
  date_format?: PayrollDateFormat | null;
  label?: string | null;
}

export interface LayoutFormValues {
  name?: string;
  format: 'fixed' | 'csv';
  encoding: 'utf-8' | 'latin1';
  line_ending: 'crlf' | 'lf';
  hours_format: 'hhmm' | 'decimal';
  decimal_separator: ',' | '.';
  separator: ';' | ',' | 'tab';
  header: boolean;
  columns?: ColumnValues[];
}

export const DATE_FIELDS: readonly PayrollLayoutField[] = [
  'period_start',
  'period_end',
  'competence',
];

/** The format a date column writes when none is chosen. */
export const defaultDateFormat = (field: PayrollLayoutField): PayrollDateFormat =>
  field === 'competence' ? 'mmyyyy' : 'ddmmyyyy';

export const NEW_COLUMN: ColumnValues = {
  field: 'registration',
  width: null,
  align: 'left',
  pad: 'space',
  value: null,
  date_format: null,
  label: null,
};

/** A new layout starts as a small fixed-width record: registration, event code, quantity. */
export function layoutValuesOf(layout: PayrollLayout | null): LayoutFormValues {
  if (layout) {
    const { id: _id, created_at: _c, updated_at: _u, ...values } = layout;
    return { ...values, columns: values.columns.map((c) => ({ ...c })) };
  }
  return {
    name: '',
    format: 'fixed',
    encoding: 'utf-8',
    line_ending: 'crlf',
    hours_format: 'hhmm',
    decimal_separator: ',',
    separator: ';',
    header: false,
    columns: [
      { ...NEW_COLUMN, width: 10, align: 'right', pad: 'zero' },
      { ...NEW_COLUMN, field: 'event_code', width: 4, align: 'right', pad: 'zero' },
      { ...NEW_COLUMN, field: 'quantity', width: 6, align: 'right', pad: 'zero' },
    ],
  };
}

/** The body: only what each column's field and the format use. */
export function layoutBodyOf(values: LayoutFormValues): PayrollLayoutBody {
  const csv = values.format === 'csv';
  return {
    name: values.name ?? '',
    format: values.format,
    encoding: values.encoding,
    line_ending: values.line_ending,
    hours_format: values.hours_format,
    decimal_separator: values.decimal_separator,
    separator: values.separator,
    header: csv ? values.header : false,
    columns: (values.columns ?? []).map((c) => ({
      field: c.field,
      width: c.width ?? null,
      align: c.align ?? 'left',
      pad: c.pad ?? 'space',
      value: c.field === 'constant' ? (c.value ?? null) : null,
      date_format: DATE_FIELDS.includes(c.field) ? (c.date_format ?? null) : null,
      label: csv && values.header ? c.label?.trim() || null : null,
    })),
  };
}

/** The line the preview writes. */
export const SAMPLE_LINE: PayrollLineValues = {
  registration: '123',
  cpf: '52998224725',
  pis: '12056412547',
  name: 'Maria Conceição',
  eventCode: '150',
  event: 'overtime_50',
  description: 'Horas extras 50%',
  unit: 'minutes',
  quantity: 90,
  periodStart: '2026-06-01',
  periodEnd: '2026-06-30',
};
