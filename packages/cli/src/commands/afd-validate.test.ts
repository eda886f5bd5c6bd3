import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../command.js';
import { capture } from '../test-support.js';
import { afdValidate } from './afd-validate.js';

const dir = mkdtempSync(join(tmpdir(), 'ponteiro-afd-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const fixtures = fileURLToPath(new URL('../../../rep-files/src/afd/fixtures/', import.meta.url));
const good = join(dir, 'good.txt');
copyFileSync(join(fixtures, 'afd-671-rep-p.txt'), good);
const legacy = join(dir, 'legacy.txt');
copyFileSync(join(fixtures, 'afd-1510.txt'), legacy);
// The §1.5 example is valid; give its developer CNPJ wrong check digits and a bare LF.
const broken = join(dir, 'broken.txt');
const example = Buffer.from(
  readFileSync(join(fixtures, 'afd-671-example.txt'))
    .toString('latin1')
    // (the CRC written for the wrong CNPJ, so the check digits are the only fault of line 1)
    .replace(/44555666000181( {30})7A19/, '44555666000199$114BD')
    .replace('\r\n9999', '\n9999'),
  'latin1',
);
writeFileSync(broken, example);

const run = (...args: string[]) => capture(() => afdValidate(args));

describe('ponteiro afd validate', () => {
  it('exits 0 on a valid 671 file: the summary first, then the verdict', async () => {
    const { code, stdout, stderr } = await run(good);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const counts =
      '14 lines (type 1: 1, type 2: 1, type 3: 0, type 4: 1, type 5: 3, type 6: 3, type 7: 3, type 9: 1)';
    expect(stdout).toBe(
      [
        'layout: Portaria 671 AFD, REP-P, CRC-16/KERMIT',
        `records: ${counts}`,
        'problems: 0 errors, 0 warnings',
        `${good}: valid AFD, ${counts}`,
        '',
      ].join('\n'),
    );
  });

  it('exits 0 on a valid legacy 1510 file', async () => {
    const { code, stdout } = await run(legacy);
    expect(code).toBe(0);
    expect(stdout).toContain('valid AFD, 9 lines');
  });

  it('exits 1 and lists every problem as "line N, field F: message"', async () => {
    const { code, stdout, stderr } = await run(broken);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(stdout).toBe(
      [
        'layout: Portaria 671 AFD, REP-P, CRC-16/KERMIT',
        'records: 9 lines (type 1: 1, type 2: 1, type 3: 0, type 4: 1, type 5: 1, type 6: 1, type 7: 2, type 9: 1)',
        'problems: 2 errors (developerId: 1, line: 1), 0 warnings',
        'errors:',
        'line 1, field developerId: invalid CNPJ (check digits): 44555666000199',
        'line 7, field line: ends with LF alone; lines end with CR LF',
        `${broken}: 2 problem(s), not a valid AFD`,
        '',
      ].join('\n'),
    );
  });

  it('--json prints valid, errors and counts, then warnings and the summary', async () => {
    const { code, stdout } = await run('--json', broken);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      valid: false,
      errors: [
        { line: 1, field: 'developerId', message: 'invalid CNPJ (check digits): 44555666000199' },
        { line: 7, field: 'line', message: 'ends with LF alone; lines end with CR LF' },
      ],
      counts: {
        type1: 1,
        type2: 1,
        type3: 0,
        type4: 1,
        type5: 1,
        type6: 1,
        type7: 2,
        type9: 1,
        lines: 9,
      },
      warnings: [],
      summary: {
        layout: 'afd-671',
        rep: 'REP-P',
        crc: 'CRC-16/KERMIT',
        partial: false,
        errorsByField: { developerId: 1, line: 1 },
        warningsByField: {},
      },
    });
    const ok = await run(good, '--json');
    expect(ok.code).toBe(0);
    expect(Object.keys(JSON.parse(ok.stdout))).toEqual([
      'valid',
      'errors',
      'counts',
      'warnings',
      'summary',
    ]);
    expect(JSON.parse(ok.stdout)).toMatchObject({ valid: true, errors: [] });
  });

  it('--partial accepts a file that starts after NSR 1', async () => {
    const text = readFileSync(legacy).toString('latin1');
    // NSRs 101… instead of 1…: a file cut by period.
    const cut = text.replace(/^(\d{9})(?=[2-5])/gm, (n) =>
      String(Number(n) + 100).padStart(9, '0'),
    );
    const path = join(dir, 'cut.txt');
    writeFileSync(path, Buffer.from(cut, 'latin1'));
    expect((await run(path)).code).toBe(1);
    expect((await run(path, '--partial')).code).toBe(0);
  });

  it('lists warnings apart from errors; they leave the file valid (exit 0)', async () => {
    // The REP-C file of the parser tests, its CRCs in MODBUS: accepted, with a warning.
    const lines = readFileSync(join(fixtures, 'afd-671-rep-c-modbus.txt'))
      .toString('latin1')
      .split('\r\n');
    const path = join(dir, 'rep-c.txt');
    writeFileSync(path, Buffer.from(lines.join('\r\n'), 'latin1'));
    const { code, stdout } = await run(path);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^layout: Portaria 671 AFD, REP-C, CRC-16\/MODBUS\nrecords: .*\nproblems: 0 errors, 1 warning \(crc: 1\)\nwarnings:\nline 1, field crc: the CRCs are CRC-16\/MODBUS.*\n.*: valid AFD, /,
    );
    expect(stdout).not.toContain('errors:');
  });

  it('reads the REP from the file name (gov.br item 10) or --name: a REP-A keeps KERMIT', async () => {
    const bytes = readFileSync(join(fixtures, 'afd-671-rep-c-modbus.txt'));
    // Without its model the header no longer says REP-C; the name then decides.
    const text = bytes.toString('latin1').replace('RELOGIO XPTO 2000', '                 ');
    const repA = join(dir, 'AFD11222333000181REP_A.txt');
    writeFileSync(repA, Buffer.from(text, 'latin1'));
    const strict = await run(repA, '--json');
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout).summary).toMatchObject({ rep: 'REP-A' });
    const renamed = await run(repA, '--name=AFD0000400030001234511222333000181REP_C', '--json');
    expect(JSON.parse(renamed.stdout).summary).toMatchObject({ rep: 'REP-C' });
  });

  it('--partial checks a records-only download and says so in the summary', async () => {
    const text = readFileSync(legacy).toString('latin1').split('\r\n');
    const path = join(dir, 'records-only.txt');
    writeFileSync(path, Buffer.from(`${text.slice(1, -2).join('\r\n')}\r\n`, 'latin1'));
    expect((await run(path)).code).toBe(1);
    const { code, stdout } = await run(path, '--partial');
    expect(code).toBe(0);
    expect(stdout).toContain('layout: Portaria 1510 AFD, REP-C, partial (records only)\n');
  });

  it.each([
    [
      'a missing file',
      () => join(dir, 'nope.txt'),
      /^ponteiro afd: .*nope\.txt: cannot read \(file not found\)\n$/,
    ],
    ['a directory', () => dir, /cannot read \(is a directory, not a file\)\n$/],
  ])('exits 2 with a message on stderr for %s', async (_, path, message) => {
    const { code, stdout, stderr } = await run(path());
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it.each([
    [[], 'missing the AFD file'],
    [[good, legacy], 'expected one AFD file, got 2'],
    [[good, '--xml'], 'unknown option "--xml"'],
    [[good, '--json', '--json'], '--json given more than once'],
    [[good, '--name=a', '--name=b'], '--name given more than once'],
  ])('throws UsageError for wrong arguments %j', async (args, message) => {
    await expect(afdValidate(args)).rejects.toThrow(UsageError);
    await expect(afdValidate(args)).rejects.toThrow(message);
  });
});
