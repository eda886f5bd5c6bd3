import { readFileSync } from 'node:fs';
import { isValidCpf, isValidPis } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { type Crc16Variant, crc16Hex } from '../crc16.js';
import { HEADER_595_WITH_CRC, LAYOUT_671, LAYOUT_1510_595, type RecordSpec } from './layout.js';
import { LEGACY_1510_LINES, REP_P_HEADER } from './test-fixtures.js';
import { validateAfd } from './validator.js';
import { formatAfdLine } from './writer.js';

// One synthetic file per REP generation (issue 11): legacy 1510, 1510 with the 595/2013 CRC
// (CCITT-FALSE and MODBUS), a 671 REP-C with MODBUS CRCs and PIS forms in its CPF field, and the
// 671 REP-P golden file; then signature lines, records-only downloads and REP-A/REP-P strictness.
// Every CPF/PIS/CNPJ is a well-known test number, checked below to have right check digits.

const CPF = '11144477735';
const RESPONSIBLE = '52998224725';
const PIS = '12054403026';
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('latin1');
const file = (lines: string[]) => Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1');
const SIGNATURE = 'MIIG'.padEnd(100, 'A');
const ZEROS = '0'.repeat(100);

/** Rewrites the CRC (last 4 characters) of every line that has one with `variant`. */
function seal(
  lines: string[],
  variant: Crc16Variant,
  specs: (l: string) => RecordSpec | undefined,
  lower = true,
) {
  return lines.map((line) => {
    const spec = specs(line);
    if (!spec?.crc || line.length !== spec.length) return line;
    const value = crc16Hex(variant, line.slice(0, -4));
    return line.slice(0, -4) + (lower ? value.toLowerCase() : value);
  });
}
const typeOf = (l: string) =>
  l.startsWith('000000000') ? '1' : l.startsWith('999999999') ? '9' : l[9]!;
const spec595 = (l: string) => LAYOUT_1510_595[typeOf(l)];
const spec671 = (l: string) => LAYOUT_671[typeOf(l)];
/** Flips one character of a record, after its CRC was written (a real bit flip). */
const flip = (line: string, at: number) =>
  line.slice(0, at - 1) + (line[at - 1] === '1' ? '2' : '1') + line.slice(at);

/** A 595 REP-C file: the 1510 records + the responsible's CPF and a CRC, type 6, signature. */
function file595(variant: Crc16Variant, signature = SIGNATURE): string[] {
  const [header, employer] = [LEGACY_1510_LINES[0]![1], LEGACY_1510_LINES[1]![1]];
  const line = (type: string, values: Record<string, unknown>) =>
    formatAfdLine(LAYOUT_1510_595[type]!, values as never, `type ${type}`);
  const lines = [
    line('1', header),
    line('2', { ...employer, responsibleCpf: RESPONSIBLE }),
    line('5', {
      nsr: 2,
      date: '01032021',
      time: '0705',
      operation: 'I',
      pis: `0${PIS}`,
      name: 'ANA DE SOUZA',
      responsibleCpf: RESPONSIBLE,
      otherData: '',
    }),
    line('3', { nsr: 3, date: '02032021', time: '0758', pis: `0${PIS}` }),
    line('4', {
      nsr: 4,
      beforeDate: '02032021',
      beforeTime: '1200',
      adjustedDate: '02032021',
      adjustedTime: '1202',
      responsibleCpf: RESPONSIBLE,
    }),
    line('6', { nsr: 5, date: '02032021', time: '1210', event: '02' }),
    line('3', { nsr: 6, date: '02032021', time: '1203', pis: '811144477730' }),
    line('9', { count2: 1, count3: 2, count4: 1, count5: 1, count6: 1 }),
    signature,
  ];
  return seal(lines, variant, spec595);
}

/** A 671 REP-C file (model in the header, type-3 punches, PIS forms of art. 96 §2). */
function file671RepC(
  variant: Crc16Variant,
  signature = ZEROS,
  model = 'RELOGIO XPTO 2000',
): string[] {
  const line = (type: string, values: Record<string, unknown>) =>
    formatAfdLine(LAYOUT_671[type]!, values as never, `type ${type}`);
  const punch = (nsr: number, at: string, cpf: string) =>
    line('3', { nsr, punchedAt: `2026-08-03T${at}:00-0300`, cpf });
  const lines = [
    line('1', { ...REP_P_HEADER, repId: '00004000300012345', model }),
    line('5', {
      nsr: 1,
      recordedAt: '2026-08-01T07:05:00-0300',
      operation: 'I',
      cpf: CPF,
      name: 'IVO',
      otherData: '',
      responsibleCpf: RESPONSIBLE,
    }),
    punch(2, '08:00', CPF),
    punch(3, '08:01', CPF),
    punch(4, '08:02', CPF),
    punch(5, '08:03', CPF),
    line('9', { count2: 0, count3: 4, count4: 0, count5: 1, count6: 0, count7: 0 }),
    signature,
  ];
  return seal(lines, variant, spec671);
}
const PIS_PUNCHES: [number, string][] = [
  [4, `0${PIS}`],
  [5, '811144477730'],
  [6, `9${CPF}`],
];
/** The 671 REP-C file with the PIS forms written over three CPFs (the writer takes CPFs only). */
function repC(variant: Crc16Variant, change: (lines: string[]) => void = () => {}, model?: string) {
  const lines = file671RepC(variant, ZEROS, model);
  for (const [index, value] of PIS_PUNCHES)
    lines[index - 1] = lines[index - 1]!.slice(0, 34) + value + lines[index - 1]!.slice(46);
  change(lines);
  return seal(lines, variant, spec671);
}

describe('fixtures (written by the builders above, kept as files for the CLI and people)', () => {
  it.each<[string, () => string[]]>([
    ['afd-1510-595-ccitt.txt', () => file595('CRC-16/CCITT-FALSE')],
    ['afd-1510-595-modbus.txt', () => file595('CRC-16/MODBUS', ZEROS)],
    ['afd-671-rep-c-modbus.txt', () => repC('CRC-16/MODBUS')],
  ])('%s', (name, build) => {
    expect(fixture(name)).toBe(file(build()).toString('latin1'));
  });
});

describe('test numbers', () => {
  it('have right check digits (and the PIS is not a CPF)', () => {
    expect([isValidCpf(CPF), isValidCpf(RESPONSIBLE), isValidPis(PIS), isValidCpf(PIS)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('validateAfd: one file per REP generation', () => {
  it.each<[string, () => Buffer, object]>([
    [
      'legacy 1510 (no CRC)',
      () => Buffer.from(fixture('afd-1510.txt'), 'latin1'),
      { layout: 'afd-1510', rep: 'REP-C', crc: null },
    ],
    [
      '595 with CCITT-FALSE CRCs (lower case)',
      () => file(file595('CRC-16/CCITT-FALSE')),
      { layout: 'afd-1510-595', rep: 'REP-C', crc: 'CRC-16/CCITT-FALSE' },
    ],
    [
      '595 with MODBUS CRCs',
      () => file(file595('CRC-16/MODBUS')),
      { layout: 'afd-1510-595', rep: 'REP-C', crc: 'CRC-16/MODBUS' },
    ],
    [
      '595 with a signature line of zeros',
      () => file(file595('CRC-16/MODBUS', ZEROS)),
      { layout: 'afd-1510-595', crc: 'CRC-16/MODBUS' },
    ],
    [
      '671 REP-C with KERMIT CRCs in lower case and PIS forms in the CPF field',
      () => file(repC('CRC-16/KERMIT')),
      { layout: 'afd-671', rep: 'REP-C', crc: 'CRC-16/KERMIT', warningsByField: {} },
    ],
    [
      '671 REP-P (golden)',
      () => Buffer.from(fixture('afd-671-rep-p.txt'), 'latin1'),
      { layout: 'afd-671', rep: 'REP-P', crc: 'CRC-16/KERMIT', partial: false },
    ],
  ])('accepts %s', (_, bytes, summary) => {
    const report = validateAfd(bytes());
    expect(report.errors).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.summary).toMatchObject({ ...summary, errorsByField: {} });
  });

  it('reads a 595 header that carries a CRC too (236 characters)', () => {
    const specs = (l: string) => (l.startsWith('000000000') ? HEADER_595_WITH_CRC : spec595(l));
    const lines = seal(
      file595('CRC-16/MODBUS').map((l, i) => (i === 0 ? `${l}0000` : l)),
      'CRC-16/MODBUS',
      specs,
    );
    expect(validateAfd(file(lines)).errors).toEqual([]);
    lines[0] = flip(lines[0]!, 100);
    expect(validateAfd(file(lines)).errors.map((e) => [e.line, e.field])).toEqual([[1, 'crc']]);
  });

  it('counts the 595 records per type, type 6 included', () => {
    expect(validateAfd(file(file595('CRC-16/MODBUS'))).counts).toEqual({
      type1: 1,
      type2: 1,
      type3: 2,
      type4: 1,
      type5: 1,
      type6: 1,
      type9: 1,
      lines: 9,
    });
  });

  it.each<Crc16Variant>(['CRC-16/MODBUS', 'CRC-16/CCITT-FALSE'])(
    'accepts a 671 REP-C with %s CRCs, with one warning naming the variant',
    (variant) => {
      const report = validateAfd(file(repC(variant)));
      expect(report.errors).toEqual([]);
      expect(report.warnings).toEqual([
        { line: 1, field: 'crc', message: expect.stringContaining(`the CRCs are ${variant}`) },
      ]);
      expect(report.summary).toMatchObject({
        rep: 'REP-C',
        crc: variant,
        warningsByField: { crc: 1 },
      });
    },
  );
});

describe('validateAfd: CRC variants, failing cases', () => {
  it('595: a flipped bit is a CRC error naming the value expected in the file’s variant', () => {
    const lines = file595('CRC-16/MODBUS');
    lines[3] = flip(lines[3]!, 20);
    const expected = crc16Hex('CRC-16/MODBUS', lines[3]!.slice(0, 34));
    const report = validateAfd(file(lines));
    expect(report.errors).toEqual([
      {
        line: 4,
        field: 'crc',
        message: `CRC ${lines[3]!.slice(34)} does not match, expected ${expected} (CRC-16/MODBUS)`,
      },
    ]);
    expect(report.summary).toMatchObject({ crc: 'CRC-16/MODBUS', errorsByField: { crc: 1 } });
  });

  it('671 REP-C: a record matching no variant is an error in the detected variant', () => {
    const lines = repC('CRC-16/MODBUS');
    lines[2] = `${lines[2]!.slice(0, 46)}0000`;
    const report = validateAfd(file(lines));
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([[3, 'crc']]);
    expect(report.errors[0]!.message).toContain(
      `expected ${crc16Hex('CRC-16/MODBUS', lines[2]!.slice(0, 46))} (CRC-16/MODBUS)`,
    );
  });

  it('671 REP-P stays strict: MODBUS CRCs are errors on every record with a CRC', () => {
    const lines = fixture('afd-671-rep-p.txt').split('\r\n').slice(0, -1);
    const report = validateAfd(file(seal(lines, 'CRC-16/MODBUS', spec671, false)));
    expect(report.errors.length).toBe(1 + 1 + 3 + 1); // header, type 2, three type 5, type 4
    expect(report.errors.every((e) => e.field === 'crc')).toBe(true);
    expect(report.summary).toMatchObject({ rep: 'REP-P', crc: 'CRC-16/MODBUS' });
  });

  it.each<[string, (l: string[]) => string[], string | undefined, string | null]>([
    [
      'the file name ends in REP_A',
      (l) => l,
      'AFD0000400030001234511222333000181REP_A.txt',
      'REP-A',
    ],
    ['the header has no agreement (field 7 all nines)', (l) => l, undefined, 'REP-A'],
    [
      'the signature line is the placeholder of REP-A/REP-P',
      (l) => [...l.slice(0, -1), 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100)],
      undefined,
      'REP-A',
    ],
  ])('671 REP-A stays strict when %s', (name, change, fileName, rep) => {
    const lines = change(
      repC(
        'CRC-16/MODBUS',
        (l) => {
          if (name.includes('nines'))
            l[0] = l[0]!.slice(0, 189) + '9'.repeat(17) + l[0]!.slice(206);
        },
        name.includes('REP_A') || name.includes('placeholder') ? '' : undefined,
      ),
    );
    const report = validateAfd(file(lines), { fileName });
    expect(report.summary.rep).toBe(rep);
    expect(report.errors.some((e) => e.field === 'crc')).toBe(true);
    expect(report.warnings).toEqual([]);
  });

  it('a file named REP_C is read as a REP-C even without a model', () => {
    const lines = repC('CRC-16/MODBUS', () => {}, '');
    const named = validateAfd(file(lines), {
      fileName: 'AFD0000400030001234511222333000181REP_C.txt',
    });
    expect(named.errors).toEqual([]);
    expect(named.summary.rep).toBe('REP-C');
  });
});

describe('validateAfd: a PIS in a REP-C’s CPF field (art. 96 §2)', () => {
  it.each<[string, string, string]>([
    ['"0" + PIS with a wrong digit', `0${PIS.slice(0, 10)}9`, 'nor a PIS'],
    [
      '"8" + CPF10 + a wrong PIS digit',
      '811144477731',
      'invalid PIS (check digit) in the form "8"',
    ],
    ['"9" + a wrong CPF', '911144477736', 'invalid CPF (check digits) in the PIS form "9"'],
  ])('reports %s as a PIS problem', (_, value, words) => {
    const report = validateAfd(
      file(
        repC('CRC-16/KERMIT', (l) => {
          l[3] = l[3]!.slice(0, 34) + value + l[3]!.slice(46);
        }),
      ),
    );
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([[4, 'cpf']]);
    expect(report.errors[0]!.message).toContain(words);
  });

  it('a REP-P’s CPF field takes a CPF only', () => {
    const lines = fixture('afd-671-rep-p.txt').split('\r\n').slice(0, -1);
    lines[3] = seal(
      [`${lines[3]!.slice(0, 35)}0${PIS}${lines[3]!.slice(47)}`],
      'CRC-16/KERMIT',
      spec671,
      false,
    )[0]!;
    const report = validateAfd(file(lines));
    expect(report.errors).toEqual([
      { line: 4, field: 'cpf', message: `invalid CPF (check digits): ${PIS}` },
    ]);
  });
});

describe('validateAfd: signature line and records-only downloads', () => {
  it('reads a 100-character line of zeros after the trailer as the signature, not a header', () => {
    const lines = fixture('afd-671-rep-p.txt').split('\r\n').slice(0, -1);
    lines[lines.length - 1] = ZEROS;
    expect(validateAfd(file(lines)).errors).toEqual([]);
  });

  it('595: the signature line is required', () => {
    const report = validateAfd(file(file595('CRC-16/MODBUS').slice(0, -1)));
    expect(report.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [9, 'signature', 'missing the signature line'],
    ]);
  });

  it.each<[string, () => string[], string]>([
    ['671 REP-C', () => repC('CRC-16/MODBUS').slice(1, -2), 'afd-671'],
    ['595', () => file595('CRC-16/CCITT-FALSE').slice(1, -2), 'afd-1510-595'],
    ['1510', () => fixture('afd-1510.txt').split('\r\n').slice(1, -2), 'afd-1510'],
  ])('--partial checks a %s records-only download on its records alone', (_, records, layout) => {
    // NSRs 101… : an "AFD from a date", no header and no trailer.
    const lines = records().map(
      (l) => String(Number(l.slice(0, 9)) + 100).padStart(9, '0') + l.slice(9),
    );
    const sealed = file(
      seal(
        lines,
        layout === 'afd-671' ? 'CRC-16/MODBUS' : 'CRC-16/CCITT-FALSE',
        layout === 'afd-671' ? spec671 : spec595,
      ),
    );
    const partial = validateAfd(sealed, { partial: true });
    expect(partial.errors).toEqual([]);
    expect(partial.summary).toMatchObject({ layout, partial: true });
    const whole = validateAfd(sealed);
    expect(whole.summary.partial).toBe(false);
    expect(whole.errors.map((e) => e.message)).toEqual([
      'the file must start with the header (type 1)',
      'the first NSR must be 1, found 101',
      'missing the trailer (type 9)',
    ]);
  });

  it('--partial still reports NSR gaps and CRC errors in the records', () => {
    const lines = file595('CRC-16/CCITT-FALSE').slice(1, -2);
    lines.splice(2, 1); // NSR 3 missing
    lines[0] = flip(lines[0]!, 250); // in the service location
    const report = validateAfd(file(lines), { partial: true });
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [1, 'crc'],
      [3, 'nsr'],
    ]);
  });

  it('says the layout is unknown for an empty file', () => {
    expect(validateAfd(Buffer.alloc(0)).summary).toMatchObject({ layout: 'unknown', crc: null });
  });
});
