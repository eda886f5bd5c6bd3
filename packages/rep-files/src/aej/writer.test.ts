import { describe, expect, it } from 'vitest';
import { AejParseError, parseAej } from './parser.js';
import { exampleInput, fullInput, golden, v002Input } from './test-fixtures.js';
import type { AejFile, AejInput } from './types.js';
import { validateAej } from './validator.js';
import { AejWriteError, formatAejDateTime, writeAej } from './writer.js';

/** What parseAej gives back for an input: version filled in, every list present. */
const asFile = (input: AejInput): AejFile => ({
  version: input.version ?? '001',
  header: input.header,
  reps: input.reps ?? [],
  vinculos: input.vinculos,
  horarios: input.horarios ?? [],
  marcacoes: input.marcacoes ?? [],
  matriculas: input.matriculas ?? [],
  ausencias: input.ausencias ?? [],
  ptrp: input.ptrp,
});

const goldens: [string, AejInput][] = [
  ['example.aej', exampleInput],
  ['full.aej', fullInput],
  ['v002-cnpj-alfanumerico.aej', v002Input],
];

describe('golden files', () => {
  it.each(goldens)('writeAej → the bytes of %s', (name, input) => {
    expect(writeAej(input).equals(golden(name))).toBe(true);
  });

  it.each(goldens)('parseAej(%s) → the same records', (name, input) => {
    expect(parseAej(golden(name))).toEqual(asFile(input));
  });

  it.each(goldens)('round trip: writeAej(parseAej(%s)) gives the same bytes', (name) => {
    expect(writeAej(parseAej(golden(name))).equals(golden(name))).toBe(true);
  });

  it('§2 example, byte for byte (with the corrected developer CNPJ)', () => {
    const text = golden('example.aej').toString('latin1');
    expect(text).toBe(
      [
        '01|1|11222333000181|||EMPRESA EXEMPLO LTDA|2026-08-01|2026-08-31|2026-09-01T08:00:00-0300|001',
        '02|1|3|00000512022123456',
        '03|1|11144477735|JOAO DA SILVA',
        '04|CH01|480|0800|1200|1300|1700',
        '05|1|2026-08-03T08:00:00-0300|1|E|001|O|CH01|',
        '05|1|2026-08-03T12:00:00-0300|1|S|001|O||',
        '05|1|2026-08-03T13:00:00-0300||E|002|I||Esqueceu de registrar; aprovado pelo gestor',
        '05|1|2026-08-03T13:02:00-0300|1|D|002|O||Marcação em duplicidade',
        '05|1|2026-08-03T17:30:00-0300|1|S|002|O||',
        '07|1|1|2026-08-02||',
        '07|1|3|2026-08-03|30|1',
        '08|PONTO SAAS|1.0.0|1|44555666000181|DEV LTDA|dev@example.com',
        '99|1|1|1|1|5|0|2|1',
        `ASSINATURA_DIGITAL_EM_ARQUIVO_P7S${' '.repeat(67)}`,
        '',
      ].join('\r\n'),
    );
  });

  it('ISO-8859-1: one byte per accented letter', () => {
    const bytes = golden('full.aej');
    expect(bytes.includes(Buffer.from('JOSÉ CONCEIÇÃO', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('JOSÉ', 'utf8'))).toBe(false);
  });
});

describe('writeAej', () => {
  it('a one-pair schedule still emits empty hrEntrada02/hrSaida02', () => {
    expect(writeAej(fullInput).toString('latin1')).toContain('\r\n04|MEIO|240|0800|1200||\r\n');
  });

  it('writes the configured layout version', () => {
    expect(writeAej({ ...exampleInput, version: '002' }).toString('latin1')).toMatch(/\|002\r\n/);
  });

  it('strips "|", CR and LF from free text (§2)', () => {
    const input = {
      ...exampleInput,
      vinculos: [{ idtVinculoAej: 1, cpf: '11144477735', nomeEmp: 'JOAO|DA\r\nSILVA' }],
    };
    expect(parseAej(writeAej(input)).vinculos[0]!.nomeEmp).toBe('JOAODASILVA');
  });

  it('round trip of generated inputs', () => {
    for (let n = 1; n <= 20; n++) {
      const marcacoes = Array.from({ length: n }, (_, i) => ({
        idtVinculoAej: 1,
        dataHoraMarc: `2026-08-${String((i % 28) + 1).padStart(2, '0')}T0${i % 10}:${String(i % 60).padStart(2, '0')}:00-0300`,
        idRepAej: 1,
        tpMarc: (i % 2 === 0 ? 'E' : 'S') as 'E' | 'S',
        seqEntSaida: 1 + (i % 5),
        fonteMarc: 'O' as const,
        codHorContratual: 'CH01',
        motivo: i % 3 === 0 ? `motivo ${'çã'.repeat(i)}` : undefined,
      }));
      const input: AejInput = { ...exampleInput, marcacoes: marcacoes.map(clean) };
      const bytes = writeAej(input);
      expect(validateAej(bytes).valid).toBe(true);
      expect(parseAej(bytes)).toEqual(asFile(input));
    }
  });

  const mark = exampleInput.marcacoes![0]!;
  const withMark = (changes: Partial<typeof mark>, extra: Partial<AejInput> = {}): AejInput => ({
    ...exampleInput,
    ...extra,
    marcacoes: [clean({ ...mark, ...changes })],
  });

  // The mandatory-field rules are enforced on write: a typed error naming record, index and field.
  it.each<[string, AejInput, string, number, string, RegExp]>([
    [
      'character outside ISO-8859-1',
      {
        ...exampleInput,
        vinculos: [{ idtVinculoAej: 1, cpf: '11144477735', nomeEmp: 'JOÃO — SILVA' }],
      },
      '03',
      0,
      'nomeEmp',
      /"—" \(U\+2014\) is outside ISO-8859-1/,
    ],
    ['emoji', withMark({ motivo: 'ok 😀', tpMarc: 'D' }), '05', 0, 'motivo', /outside ISO-8859-1/],
    [
      'control character',
      { ...exampleInput, header: { ...exampleInput.header, razaoOuNome: 'A\tB' } },
      '01',
      0,
      'razaoOuNome',
      /control character U\+0009/,
    ],
    [
      'codHorContratual on the first entry',
      withMark({ codHorContratual: undefined }),
      '05',
      0,
      'codHorContratual',
      /first entry/,
    ],
    ['motivo when tpMarc is D', withMark({ tpMarc: 'D' }), '05', 0, 'motivo', /tpMarc is "D"/],
    [
      'motivo when fonteMarc is I',
      withMark({ fonteMarc: 'I', idRepAej: undefined }),
      '05',
      0,
      'motivo',
      /fonteMarc is "I"/,
    ],
    [
      'undeclared vínculo',
      withMark({ idtVinculoAej: 2 }),
      '05',
      0,
      'idtVinculoAej',
      /not declared by a type-03/,
    ],
    [
      'undeclared schedule',
      withMark({ codHorContratual: 'X' }),
      '05',
      0,
      'codHorContratual',
      /not declared by a type-04/,
    ],
    [
      'nrRep when a mark is original',
      { ...exampleInput, reps: [{ idRepAej: 1, tpRep: 3 }] },
      '02',
      0,
      'nrRep',
      /fonteMarc "O"/,
    ],
    [
      'banco de horas without minutes',
      {
        ...exampleInput,
        ausencias: [{ idtVinculoAej: 1, tipoAusenOuComp: 3, data: '2026-08-03', tipoMovBH: 1 }],
      },
      '07',
      0,
      'qtMinutos',
      /mandatory when tipoAusenOuComp is 3/,
    ],
    [
      'invalid CPF',
      { ...exampleInput, vinculos: [{ idtVinculoAej: 1, cpf: '11144477736', nomeEmp: 'X' }] },
      '03',
      0,
      'cpf',
      /not a valid CPF/,
    ],
    [
      'invalid developer CNPJ (§2 example)',
      { ...exampleInput, ptrp: { ...exampleInput.ptrp, idtDesenv: '44555666000199' } },
      '08',
      0,
      'idtDesenv',
      /not a valid CNPJ/,
    ],
    [
      'bad date-time',
      withMark({ dataHoraMarc: '2026-08-03T08:00:00-03:00' }),
      '05',
      0,
      'dataHoraMarc',
      /length 25/,
    ],
    [
      'empty mandatory text',
      { ...exampleInput, header: { ...exampleInput.header, razaoOuNome: '' } },
      '01',
      0,
      'razaoOuNome',
      /mandatory field is empty/,
    ],
    [
      'schedule without pairs',
      { ...exampleInput, horarios: [{ codHorContratual: 'CH01', durJornada: 480, pares: [] }] },
      '04',
      0,
      'hrEntrada01',
      /at least one pair/,
    ],
    [
      'second mark of the list',
      { ...exampleInput, marcacoes: [mark, clean({ ...mark, tpMarc: 'D', seqEntSaida: 2 })] },
      '05',
      1,
      'motivo',
      /tpMarc is "D"/,
    ],
  ])('%s', (_rule, input, record, index, field, reason) => {
    let error: unknown;
    try {
      writeAej(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AejWriteError);
    expect(error).toMatchObject({ record, index, field, reason: expect.stringMatching(reason) });
    expect((error as Error).message).toMatch(
      new RegExp(`^AEJ record ${record} #${index + 1}, field ${field}: `),
    );
  });
});

describe('parseAej', () => {
  it('throws AejParseError with the full report when the file is invalid', () => {
    const bytes = Buffer.from(
      golden('example.aej').toString('latin1').replace('|CH01|\r\n', '||\r\n'),
      'latin1',
    );
    expect(() => parseAej(bytes)).toThrow(AejParseError);
    try {
      parseAej(bytes);
    } catch (e) {
      expect((e as AejParseError).report.errors).toEqual([
        { line: 5, field: 'codHorContratual', message: expect.stringMatching(/first entry/) },
      ]);
    }
  });
});

describe('formatAejDateTime', () => {
  it.each([
    ['2026-08-03T11:00:00Z', -180, '2026-08-03T08:00:00-0300'],
    ['2026-08-03T02:30:45Z', -300, '2026-08-02T21:30:00-0500'],
    ['2026-08-03T12:00:00Z', 0, '2026-08-03T12:00:00+0000'],
  ])('%s at %i → %s', (iso, offset, expected) => {
    expect(formatAejDateTime(new Date(iso), offset)).toBe(expected);
  });
});

/** Drops undefined keys (as parseAej does). */
function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
