import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afdFileName } from './file-name.js';
import { LAYOUT_671 } from './layout.js';
import { parseAfd } from './parser.js';
import { EXAMPLE_HEADER, EXAMPLE_RECORDS, REP_P_HEADER } from './test-fixtures.js';
import { validateAfd } from './validator.js';
import { formatAfdLine } from './writer.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('parseAfd: golden files', () => {
  it('reads the §1.5 example into the records it was written from', () => {
    const parsed = parseAfd(fixture('afd-671-example.txt'));
    expect(parsed.layout).toBe('671');
    expect(parsed.version).toBe('003');
    expect(parsed.header).toEqual(EXAMPLE_HEADER);
    expect(parsed.records).toEqual(EXAMPLE_RECORDS);
    expect(parsed.trailer).toEqual({
      count2: 1,
      count3: 0,
      count4: 1,
      count5: 1,
      count6: 1,
      count7: 2,
    });
    expect(parsed.signature).toBe('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S');
  });

  it('reads the legacy Portaria 1510 golden file (dates ddmmaaaa, PIS, type 3 punches)', () => {
    const parsed = parseAfd(fixture('afd-1510.txt'));
    expect(parsed.layout).toBe('1510');
    expect(parsed.problems).toEqual([]);
    expect(parsed.header).toEqual({
      employerIdType: 'cnpj',
      employerId: '11222333000181',
      cei: '',
      employerName: 'COMÉRCIO ANTIGO LTDA',
      repId: '00004000300012345',
      firstDate: '2021-03-01',
      lastDate: '2021-03-31',
      generatedDate: '2021-04-01',
      generatedTime: '09:30',
    });
    expect(parsed.records).toEqual([
      {
        type: '2',
        nsr: 1,
        date: '2021-03-01',
        time: '07:00',
        employerIdType: 'cnpj',
        employerId: '11222333000181',
        cei: '',
        employerName: 'COMÉRCIO ANTIGO LTDA',
        serviceLocation: 'RUA VELHA 1, RECIFE/PE',
      },
      {
        type: '5',
        nsr: 2,
        date: '2021-03-01',
        time: '07:05',
        operation: 'I',
        pis: '012054403026',
        name: 'ANA DE SOUZA',
      },
      {
        type: '5',
        nsr: 3,
        date: '2021-03-01',
        time: '07:06',
        operation: 'I',
        pis: '911144477735',
        name: 'IVO',
      },
      { type: '3', nsr: 4, date: '2021-03-02', time: '07:58', pis: '012054403026' },
      { type: '3', nsr: 5, date: '2021-03-02', time: '08:01', pis: '811144477730' },
      {
        type: '4',
        nsr: 6,
        beforeDate: '2021-03-02',
        beforeTime: '12:00',
        adjustedDate: '2021-03-02',
        adjustedTime: '12:02',
      },
      { type: '3', nsr: 7, date: '2021-03-02', time: '12:03', pis: '911144477735' },
    ]);
    expect(parsed.trailer).toEqual({ count2: 1, count3: 3, count4: 1, count5: 2 });
  });

  it('reads another vendor’s 671 REP-C file with type-3 punches, model and a real signature line', () => {
    const header = formatAfdLine(
      LAYOUT_671['1']!,
      { ...REP_P_HEADER, model: 'RELOGIO XPTO 2000' },
      'h',
    );
    const punch = (nsr: number, at: string) =>
      formatAfdLine(LAYOUT_671['3']!, { nsr, punchedAt: at, cpf: '11144477735' }, 'p');
    const trailer = '999999999000000000000000002000000000000000000000000000000000000' + '9';
    const text = [
      header,
      punch(1, '2026-08-03T08:00:00-0300'),
      punch(2, '2026-08-03T12:00:00-0300'),
      trailer,
      'MIIG'.padEnd(100, 'A'),
    ]
      .map((l) => `${l}\r\n`)
      .join('');
    const parsed = parseAfd(Buffer.from(text, 'latin1'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.header).toMatchObject({ model: 'RELOGIO XPTO 2000' });
    expect(parsed.records).toEqual([
      { type: '3', nsr: 1, punchedAt: '2026-08-03T08:00:00-0300', cpf: '11144477735' },
      { type: '3', nsr: 2, punchedAt: '2026-08-03T12:00:00-0300', cpf: '11144477735' },
    ]);
    expect(validateAfd(Buffer.from(text, 'latin1')).counts).toMatchObject({
      type3: 2,
      type7: 0,
      lines: 5,
    });
  });

  it('keeps the records it can read when others are broken, with the problems', () => {
    const lines = fixture('afd-671-example.txt').toString('latin1').split('\r\n');
    lines[2] = lines[2]!.slice(0, 50); // type 5 cut short
    const parsed = parseAfd(Buffer.from(lines.join('\r\n'), 'latin1'));
    expect(parsed.records.map((r) => r.nsr)).toEqual([1, 3, 4, 5, 6]);
    expect(parsed.problems.map((p) => [p.line, p.field])).toEqual([[3, 'line']]);
  });
});

describe('afdFileName (gov.br item 10)', () => {
  it.each([
    [
      { rep: 'REP_P' as const, repId: 'BR 51 2022 001234-5', employerId: '11.222.333/0001-81' },
      'AFD0000512022001234511222333000181REP_P.txt',
    ],
    [{ rep: 'REP_A' as const, employerId: '12.ABC.345/01DE-35' }, 'AFD12ABC34501DE35REP_A.txt'],
    [
      {
        rep: 'REP_C' as const,
        repId: '00004000300012345',
        employerId: '529.982.247-25',
        extension: '',
      },
      'AFD0000400030001234552998224725REP_C',
    ],
  ])('%j → %s', (input, name) => {
    expect(afdFileName(input)).toBe(name);
  });

  it('refuses a REP-P without its INPI number and a malformed employer id', () => {
    expect(() => afdFileName({ rep: 'REP_P', employerId: '11222333000181' })).toThrow(/REP id/);
    expect(() => afdFileName({ rep: 'REP_A', employerId: '123' })).toThrow(/not a CNPJ or CPF/);
  });
});
