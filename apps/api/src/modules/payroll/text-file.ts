import {
  type PayrollLayoutSpec,
  type PayrollLineValues,
  payrollHeaderLine,
  payrollLine,
} from '@ponteiro/shared';

// The CSV and fixed-width files: the layout's lines (written by the contract's `payrollLine`, the
// same the screen previews), its line ending after every line, the last included, and its text
// encoding. UTF-8 by default, without a byte-order mark (payroll importers read it as data);
// ISO-8859-1 (`latin1`) when the layout says so, since many Brazilian payroll systems import
// Latin-1. Widths count characters: in latin1 each is one byte, so fixed positions hold even
// with accents; in UTF-8 an accented letter takes two bytes.

/** The CSV a payroll export writes when no layout is named: `;`, a header, HH:MM, UTF-8. */
export const DEFAULT_CSV_LAYOUT: PayrollLayoutSpec = {
  format: 'csv',
  encoding: 'utf-8',
  line_ending: 'crlf',
  hours_format: 'hhmm',
  decimal_separator: ',',
  separator: ';',
  header: true,
  columns: (
    [
      'registration',
      'cpf',
      'name',
      'event_code',
      'event',
      'description',
      'quantity',
      'period_start',
      'period_end',
    ] as const
  ).map((field) => ({
    field,
    width: null,
    align: 'left' as const,
    pad: 'space' as const,
    value: null,
    date_format:
      field === 'period_start' || field === 'period_end' ? ('yyyy-mm-dd' as const) : null,
    label: null,
  })),
};

/** Letters and punctuation past U+00FF that no accent removal brings into Latin-1. */
const LATIN1_LOOKALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/**
 * Text as ISO-8859-1 can carry it: characters past U+00FF lose their accents (`ő` → `o`) or take
 * their look-alike (`Ł` → `L`, `—` → `-`), and what still does not fit becomes `?` — never the
 * wrong letter Node's `latin1` encoding would write for them.
 */
export function toLatin1(text: string): string {
  let out = '';
  for (const char of text) {
    if (char.codePointAt(0)! <= 0xff) {
      out += char;
      continue;
    }
    const lookalike = LATIN1_LOOKALIKES[char];
    if (lookalike) {
      out += lookalike;
      continue;
    }
    const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += bare.length > 0 && [...bare].every((c) => c.codePointAt(0)! <= 0xff) ? bare : '?';
  }
  return out;
}

/** The bytes of `text` in the layout's encoding. */
export function encodePayrollText(text: string, encoding: PayrollLayoutSpec['encoding']): Buffer {
  return encoding === 'latin1' ? Buffer.from(toLatin1(text), 'latin1') : Buffer.from(text, 'utf8');
}

/** Writes a layout's lines as bytes, each with its line ending. */
export function payrollTextWriter(layout: PayrollLayoutSpec) {
  const eol = layout.line_ending === 'crlf' ? '\r\n' : '\n';
  // A value with a line break would split a fixed-width record; CSV quotes it instead.
  const oneLine = (line: string) =>
    layout.format === 'fixed' ? line.replace(/[\r\n]+/g, ' ') : line;
  const bytes = (line: string) => encodePayrollText(oneLine(line) + eol, layout.encoding);
  return {
    /** The CSV header line, when the layout has one. */
    header: (): Buffer | null =>
      layout.format === 'csv' && layout.header ? bytes(payrollHeaderLine(layout)) : null,
    line: (values: PayrollLineValues): Buffer => bytes(payrollLine(layout, values)),
  };
}

/** The content type of a layout's file, with its charset. */
export function payrollTextContentType(layout: PayrollLayoutSpec): string {
  const charset = layout.encoding === 'latin1' ? 'iso-8859-1' : 'utf-8';
  return `${layout.format === 'csv' ? 'text/csv' : 'text/plain'}; charset=${charset}`;
}
