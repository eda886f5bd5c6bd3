import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAfd } from './parser.js';
import { afdPunchHash } from './record-chain.js';
import { EXAMPLE_HEADER, EXAMPLE_RECORDS, REP_P_HEADER, REP_P_RECORDS } from './test-fixtures.js';
import type { AfdPunchRecord, AfdRecord } from './types.js';
import { validateAfd } from './validator.js';
import { AfdWriteError, writeAfd, writeAfdToBuffer } from './writer.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const withoutHashes = (records: AfdRecord[]) =>
  records.map((r) => (r.type === '7' ? { ...r, hash: undefined } : r));

describe('writeAfd: golden files', () => {
  it('reproduces the worked example of brazil-legal.md §1.5 byte for byte (CRCs and hash chain)', async () => {
    const bytes = await writeAfdToBuffer(EXAMPLE_HEADER, withoutHashes(EXAMPLE_RECORDS));
    expect(bytes.equals(fixture('afd-671-example.txt'))).toBe(true);
    const text = bytes.toString('latin1');
    expect(text.split('\r\n')[0]).toMatch(/44555666000181 {30}7A19$/);
    expect(text).toContain(
      '0107b1a30d61e122f1a7d99a058e42b7da9cb93c93355b778df23f42791af6e264b\r\n',
    );
    // A correct file validates with no problem at all.
    expect(validateAfd(bytes)).toMatchObject({ valid: true, errors: [] });
  });

  it('writes our REP-P golden file (accents as one ISO-8859-1 byte, CR LF, no blank lines)', async () => {
    const bytes = await writeAfdToBuffer(REP_P_HEADER, REP_P_RECORDS);
    expect(bytes.equals(fixture('afd-671-rep-p.txt'))).toBe(true);
    expect(bytes.includes(Buffer.from([0xc7, 0xc3, 0x4f]))).toBe(true); // "ÇÃO" in Latin-1
    const lines = bytes.toString('latin1').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.every((l) => l.length > 0 && !l.includes('\n'))).toBe(true);
    expect(lines.map((l) => l.length)).toEqual([
      302, 331, 36, 118, 118, 137, 137, 36, 36, 73, 137, 118, 64, 100,
    ]);
    expect(lines.at(-2)).toBe(
      '999999999000000001000000000000000001000000003000000003000000003' + '9',
    );
    expect(lines.at(-1)).toBe('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100));
    expect(validateAfd(bytes)).toEqual({
      valid: true,
      errors: [],
      counts: {
        type1: 1,
        type2: 1,
        type3: 0,
        type4: 1,
        type5: 3,
        type6: 3,
        type7: 3,
        type9: 1,
        lines: 14,
      },
      warnings: [],
      summary: {
        layout: 'afd-671',
        rep: 'REP-P',
        crc: 'CRC-16/KERMIT',
        partial: false,
        errorsByField: {},
        warningsByField: {},
      },
    });
  });
});

describe('writeAfd: round trip and options', () => {
  it('write → parse gives back the same header and records (hashes filled in)', async () => {
    const parsed = parseAfd(await writeAfdToBuffer(REP_P_HEADER, REP_P_RECORDS));
    expect(parsed.layout).toBe('671');
    expect(parsed.problems).toEqual([]);
    expect(parsed.header).toEqual(REP_P_HEADER);
    const hashes = parsed.records.map((r) => (r.type === '7' ? r.hash : undefined));
    expect(parsed.records).toEqual(
      REP_P_RECORDS.map((r, i) => (r.type === '7' ? { ...r, hash: hashes[i] } : r)),
    );
    expect(parsed.trailer).toEqual({
      count2: 1,
      count3: 0,
      count4: 1,
      count5: 3,
      count6: 3,
      count7: 3,
    });
  });

  it('writes stored hashes as given and continues a chain from options.previousHash', async () => {
    const previousHash = 'a'.repeat(64);
    const punch = REP_P_RECORDS[4] as AfdPunchRecord;
    const records: AfdRecord[] = [
      { ...punch, nsr: 100 },
      { ...punch, nsr: 101, hash: 'B'.repeat(64) },
    ];
    const text = (await writeAfdToBuffer(REP_P_HEADER, records, { previousHash })).toString(
      'latin1',
    );
    const [, first, second] = text.split('\r\n');
    expect(first!.slice(73)).toBe(afdPunchHash(first!.slice(0, 73), previousHash));
    expect(second!.slice(73)).toBe('B'.repeat(64));
  });

  it('writes layout version "004" with an alphanumeric CNPJ', async () => {
    const header = { ...REP_P_HEADER, version: '004', employerId: '12ABC34501DE35' };
    const bytes = await writeAfdToBuffer(header, []);
    const text = bytes.toString('latin1');
    expect(text.slice(11, 25)).toBe('12ABC34501DE35');
    expect(text.slice(250, 253)).toBe('004');
    expect(validateAfd(bytes).errors).toEqual([]);
  });

  it.each<[string, AfdRecord[], Partial<typeof REP_P_HEADER>, RegExp]>([
    ['an NSR out of order', [REP_P_RECORDS[0]!, REP_P_RECORDS[2]!], {}, /NSR 3: NSR must follow 1/],
    [
      'a CPF with wrong check digits',
      [{ ...REP_P_RECORDS[4]!, cpf: '11144477736' } as AfdRecord],
      {},
      /field cpf: invalid CPF/,
    ],
    [
      'a bad date-time',
      [{ ...REP_P_RECORDS[1]!, recordedAt: '2026-08-01 07:01' } as AfdRecord],
      {},
      /record NSR 2, field recordedAt/,
    ],
    [
      'a name outside ISO-8859-1',
      [{ ...REP_P_RECORDS[2]!, name: 'ZOË “ZÉ”' } as AfdRecord],
      {},
      /U\+201C is not ISO-8859-1/,
    ],
    [
      'an unknown event',
      [{ ...REP_P_RECORDS[1]!, event: '09' } as AfdRecord],
      {},
      /field event: "09" is not one of/,
    ],
    [
      'a CNPJ with wrong check digits',
      [],
      { employerId: '11222333000180' },
      /header, field employerId: invalid CNPJ/,
    ],
    [
      'a record outside the header period',
      [{ ...REP_P_RECORDS[1]!, recordedAt: '2026-09-01T07:01:00-0400' } as AfdRecord],
      {},
      /outside the header's period/,
    ],
    ['a version that does not fit', [], { version: '0003' }, /field version/],
  ])('refuses %s', async (_, records, header, error) => {
    const write = writeAfdToBuffer({ ...REP_P_HEADER, ...header }, records);
    await expect(write).rejects.toThrow(AfdWriteError);
    await expect(writeAfdToBuffer({ ...REP_P_HEADER, ...header }, records)).rejects.toThrow(error);
  });

  it('cuts text longer than its field (names of 52 characters)', async () => {
    const name = 'N'.repeat(60);
    const records = [{ ...REP_P_RECORDS[2]!, nsr: 1, name } as AfdRecord];
    const parsed = parseAfd(await writeAfdToBuffer(REP_P_HEADER, records));
    expect(parsed.records[0]).toMatchObject({ name: 'N'.repeat(52) });
  });
});

describe('writeAfd: streaming', () => {
  // 200,000 records in the unit suite (a few seconds on a busy CI box); AFD_STREAM_RECORDS=1000000
  // runs the million (10–15 s on one core). Nothing is kept: the sink only counts bytes.
  const total = Number(process.env.AFD_STREAM_RECORDS ?? 200_000);
  it(`writes ${total.toLocaleString('en')} type-7 records in bounded chunks; the trailer counts them`, async () => {
    const base = REP_P_RECORDS[4] as AfdPunchRecord;
    function* punches(): Generator<AfdRecord> {
      for (let nsr = 1; nsr <= total; nsr++) yield { ...base, nsr };
    }
    let bytes = 0;
    let chunks = 0;
    let largest = 0;
    let tail = '';
    for await (const chunk of writeAfd(REP_P_HEADER, punches())) {
      bytes += chunk.length;
      chunks++;
      largest = Math.max(largest, chunk.length);
      tail = (tail + chunk.toString('latin1')).slice(-168); // trailer + signature lines, CR LF each
    }
    expect(bytes).toBe(304 + total * 139 + 66 + 102);
    expect(largest).toBeLessThan(64 * 1024 + 200); // no chunk holds more than ~64 KiB
    expect(chunks).toBeGreaterThanOrEqual(Math.floor(bytes / (64 * 1024 + 200)));
    expect(tail.slice(0, 64)).toBe(`999999999${'0'.repeat(45)}${String(total).padStart(9, '0')}9`);
  }, 300_000);
});
