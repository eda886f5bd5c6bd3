import type { Language } from '@ponteiro/shared';

// The example file of the opening balances import, written in the browser (no request): one
// employee named by CPF with a debit, one by registration (matrícula) with a credit, both on the
// last day of the year before `year`. BOM and `;` as in the holiday example, for Excel.

const WORDS = {
  pt: {
    header: ['CPF', 'Matrícula', 'Data', 'Saldo', 'Observação'],
    date: (year: number) => `31/12/${year}`,
    note: 'Saldo do sistema anterior',
    filename: 'exemplo-saldos-banco-de-horas.csv',
  },
  'en-US': {
    header: ['CPF', 'Registration', 'Date', 'Balance', 'Note'],
    date: (year: number) => `${year}-12-31`,
    note: 'Balance from the previous system',
    filename: 'hours-bank-balances-example.csv',
  },
} as const;

/** The example CSV for `language`, dated at the end of `year - 1`: its file name and text. */
export function openingExampleCsv(
  language: Language,
  year: number,
): { filename: string; text: string } {
  const words = WORDS[language];
  const date = words.date(year - 1);
  const lines = [
    words.header.join(';'),
    ['123.456.789-09', '', date, '-12:30', words.note].join(';'),
    ['', 'M-0042', date, '+08:00', ''].join(';'),
  ];
  return { filename: words.filename, text: `\uFEFF${lines.join('\r\n')}\r\n` };
}
