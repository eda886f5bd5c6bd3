import type { Language } from '@ponteiro/shared';

// The example file the import dialog offers, written in the browser (no request): the columns the
// API reads, in the user's language, with one row of each scope for the year on screen. Excel
// opens it as UTF-8 thanks to the byte-order mark and splits `;` in Portuguese, as it saves them.

interface ExampleRow {
  /** Month and day, `MM-DD`. */
  day: string;
  name: string;
  scope: 'state' | 'municipal' | 'company';
  state: string;
  city: string;
  recurring: boolean;
}

const ROWS: ExampleRow[] = [
  {
    day: '07-09',
    name: 'Revolução Constitucionalista',
    scope: 'state',
    state: 'SP',
    city: '',
    recurring: true,
  },
  {
    day: '01-25',
    name: 'Aniversário de São Paulo',
    scope: 'municipal',
    state: 'SP',
    city: 'São Paulo',
    recurring: true,
  },
  {
    day: '12-24',
    name: 'Véspera de Natal',
    scope: 'company',
    state: '',
    city: '',
    recurring: false,
  },
];

/** Each language's header, scope words, yes/no and date order (the API reads both). */
const WORDS = {
  pt: {
    header: ['Data', 'Nome', 'Abrangência', 'UF', 'Cidade', 'Recorrente'],
    scope: { state: 'estadual', municipal: 'municipal', company: 'empresa' },
    yes: 'sim',
    no: 'não',
    date: (year: number, day: string) => `${day.slice(3)}/${day.slice(0, 2)}/${year}`,
    filename: 'exemplo-feriados.csv',
  },
  'en-US': {
    header: ['Date', 'Name', 'Scope', 'State', 'City', 'Recurring'],
    scope: { state: 'state', municipal: 'municipal', company: 'company' },
    yes: 'yes',
    no: 'no',
    // ISO dates: an American reader would take 07/09 for July 9th either way, so spell it out.
    date: (year: number, day: string) => `${year}-${day}`,
    filename: 'holidays-example.csv',
  },
} as const;

/** The example CSV for `language`, dated in `year`: its file name and text. */
export function exampleCsv(language: Language, year: number): { filename: string; text: string } {
  const words = WORDS[language];
  const lines = [
    words.header.join(';'),
    ...ROWS.map((row) =>
      [
        words.date(year, row.day),
        row.name,
        words.scope[row.scope],
        row.state,
        row.city,
        row.recurring ? words.yes : words.no,
      ].join(';'),
    ),
  ];
  return { filename: words.filename, text: `\uFEFF${lines.join('\r\n')}\r\n` };
}
