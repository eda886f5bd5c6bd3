import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../command.js';
import { capture } from '../test-support.js';
import { aejCommand } from './aej.js';

const dir = mkdtempSync(join(tmpdir(), 'ponteiro-aej-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const fixtures = new URL('../../../rep-files/src/aej/fixtures/', import.meta.url);
const good = new URL('example.aej', fixtures).pathname;
const goodText = readFileSync(good, 'latin1');

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content, 'latin1');
  return path;
}

// Two problems: no codHorContratual on the first entry (line 5), no motivo on a D mark (line 8).
const broken = file(
  'broken.aej',
  goodText
    .replace('|E|001|O|CH01|\r\n', '|E|001|O||\r\n')
    .replace('|O||Marcação em duplicidade', '|O||'),
);

const run = (...args: string[]) => capture(() => aejCommand.run(args));

describe('ponteiro aej validate', () => {
  it('a valid file: exit 0, the summary, then the verdict', async () => {
    const { code, stdout, stderr } = await run('validate', good);
    expect(code).toBe(0);
    const records = '01: 1, 02: 1, 03: 1, 04: 1, 05: 5, 06: 0, 07: 2, 08: 1';
    expect(stdout).toMatch(/^layout: AEJ layout 00[12]/);
    expect(stdout).toContain(`\nrecords: ${records}\nproblems: 0 errors, `);
    expect(stdout.endsWith(`${good}: valid AEJ (records ${records})\n`)).toBe(true);
    expect(stderr).toBe('');
  });

  it('an invalid file: exit 1, "line N, field F: message" per error', async () => {
    const { code, stdout, stderr } = await run('validate', broken);
    expect(code).toBe(1);
    expect(stdout).toContain(
      [
        'errors:',
        'line 5, field codHorContratual: mandatory on the first entry (tpMarc "E", seqEntSaida 001)',
        'line 8, field motivo: mandatory when tpMarc is "D" (desconsiderada)',
        '',
      ].join('\n'),
    );
    expect(stdout.endsWith(`${broken}: 2 problem(s), not a valid AEJ\n`)).toBe(true);
    expect(stderr).toBe('');
  });

  it('--json on an invalid file prints valid, errors, counts, then warnings and the summary', async () => {
    const { code, stdout } = await run('validate', broken, '--json');
    expect(code).toBe(1);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['valid', 'errors', 'counts', 'warnings', 'summary']);
    expect(out).toEqual({
      valid: false,
      errors: [
        { line: 5, field: 'codHorContratual', message: expect.stringMatching(/first entry/) },
        { line: 8, field: 'motivo', message: expect.stringMatching(/tpMarc is "D"/) },
      ],
      counts: { '01': 1, '02': 1, '03': 1, '04': 1, '05': 5, '06': 0, '07': 2, '08': 1, '99': 1 },
      warnings: expect.any(Array),
      summary: expect.objectContaining({
        layout: expect.stringMatching(/^aej-/),
        errorsByField: expect.objectContaining({ codHorContratual: 1, motivo: 1 }),
      }),
    });
    for (const error of out.errors)
      expect(Object.keys(error)).toEqual(['line', 'field', 'message']);
  });

  it('--json on a valid file (option before the file)', async () => {
    const { code, stdout } = await run('validate', '--json', good);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ valid: true, errors: [] });
  });

  it('line endings and encoding problems are reported too', async () => {
    const path = file('lf.aej', goodText.replaceAll('\r\n', '\n'));
    const { code, stdout } = await run('validate', path, '--json');
    expect(code).toBe(1);
    const errors = JSON.parse(stdout).errors as { line: number; field: string }[];
    expect(errors).toHaveLength(14);
    expect(errors.every((e) => e.field === 'lineEnding')).toBe(true);
  });
});

describe('ponteiro aej: bad input exits 2', () => {
  it.each([
    [
      'a missing file',
      () => join(dir, 'nope.aej'),
      /^ponteiro aej: .*nope\.aej: cannot read \(file not found\)\n$/,
    ],
    ['a directory', () => dir, /cannot read \(is a directory, not a file\)\n$/],
  ])('%s', async (_name, path, message) => {
    const { code, stdout, stderr } = await run('validate', path());
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it.each([
    [[], /missing the subcommand/],
    [['check', good], /unknown subcommand "check"/],
    [['validate'], /missing the AEJ file/],
    [['validate', good, good], /expected one AEJ file, got 2/],
    [['validate', good, '--yaml'], /unknown option "--yaml"/],
    [['validate', good, '--json', '--json'], /--json given more than once/],
  ])('arguments %j → UsageError', async (args, message) => {
    await expect(aejCommand.run(args)).rejects.toThrow(UsageError);
    await expect(aejCommand.run(args)).rejects.toThrow(message);
  });

  it('is named "aej" with its usage', () => {
    expect(aejCommand.name).toBe('aej');
    expect(aejCommand.usage).toBe('ponteiro aej validate <file> [--json]');
  });
});
