import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoPkcs12, type DemoPkcs12, Pkcs12Error } from '../signature/index.js';
import { type PunchReceipt, signedPunchReceiptPdf, verifySignedReceipt } from './index.js';

const PASSWORD = 'senha-de-teste';
const SIGNED_AT = new Date('2026-11-23T11:01:08Z');

const RECEIPT: PunchReceipt = {
  nsr: 123,
  employer: { name: 'Padaria São João Ltda', documentType: 'CNPJ', document: '11222333000181' },
  serviceLocation: 'Rua da Conceição, 100 — Centro, São Paulo/SP',
  employee: { name: 'Joana Conceição', cpf: '52998224725' },
  punchedAt: '2026-11-23T08:01:07-03:00',
  repInpiNumber: 'BR512026001234-5',
  hash: createHash('sha256').update('0000001237202611230801-0300529982247250001').digest('hex'),
};

const hasPdfsig = spawnSync('pdfsig', ['-v']).error === undefined;

let demo: DemoPkcs12;
let signed: Buffer;
const directory = mkdtempSync(join(tmpdir(), 'signed-receipt-'));
beforeAll(async () => {
  demo = createDemoPkcs12({ password: PASSWORD, notBefore: new Date('2026-01-01T00:00:00Z') });
  signed = await signedPunchReceiptPdf(
    RECEIPT,
    { pkcs12: demo.pkcs12, password: PASSWORD },
    { signingTime: SIGNED_AT },
  );
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function byteRange(pdf: Buffer): number[] {
  const match = pdf.toString('latin1').match(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/);
  return match!.slice(1).map(Number);
}

describe('signedPunchReceiptPdf', () => {
  it('makes a PDF with a PAdES signature dictionary and a signature field', () => {
    const text = signed.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toMatch(
      /\/Type \/Sig\s+\/Filter \/Adobe\.PPKLite\s+\/SubFilter \/ETSI\.CAdES\.detached/,
    );
    expect(text).toMatch(/\/FT \/Sig/);
    expect(text).toMatch(/\/SigFlags 3/);
    expect(text).not.toMatch(/NeedAppearances/);
  });

  it('verifies, reporting the signer and the signing time', () => {
    const result = verifySignedReceipt(signed);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.signer?.subject).toContain('CN=EMPRESA DEMO LTDA:12345678000195');
    expect(result.signedAt).toBe(SIGNED_AT.toISOString());
  });

  it('covers the whole file except the /Contents value with the /ByteRange', () => {
    const [start, gapStart, gapEnd, tail] = byteRange(signed) as [number, number, number, number];
    expect(start).toBe(0);
    expect(gapEnd + tail).toBe(signed.length);
    const gap = signed.subarray(gapStart, gapEnd).toString('latin1');
    expect(gap).toMatch(/^<[0-9a-f]+>$/);
    expect(signed.subarray(gapStart - '/Contents '.length, gapStart).toString('latin1')).toBe(
      '/Contents ',
    );
    // The gap holds the CMS (a DER SEQUENCE) followed by zero padding.
    expect(gap.slice(1, 3)).toBe('30');
    expect(gap).toMatch(/0+>$/);
  });

  it('is invalid when one byte inside a signed range changed', () => {
    const [, gapStart, gapEnd] = byteRange(signed) as [number, number, number];
    const text = signed.toString('latin1');
    // A byte of the first object (first range) and one of the /Reason (second range).
    const inReason = text.indexOf('(Comprovante de Registro', gapEnd) + 5;
    expect(inReason).toBeGreaterThan(gapEnd);
    for (const at of [text.indexOf('obj') + 10, inReason]) {
      const changed = Buffer.from(signed);
      changed[at] = changed[at]! ^ 0x01;
      const result = verifySignedReceipt(changed);
      expect(result.valid).toBe(false);
      expect(result.errors.join('\n')).toMatch(/file does not match the signature/);
    }
    // Touching the /Contents itself breaks the CMS or its signature too.
    const changed = Buffer.from(signed);
    changed[gapStart + 200] = changed[gapStart + 200] === 0x30 ? 0x31 : 0x30;
    expect(verifySignedReceipt(changed).valid).toBe(false);
  });

  it('is invalid when bytes were appended after signing', () => {
    const appended = Buffer.concat([signed, Buffer.from('\n% appended\n', 'latin1')]);
    const result = verifySignedReceipt(appended);
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/does not cover the whole file/);
  });

  it('reports an unsigned PDF', () => {
    const result = verifySignedReceipt(Buffer.from('%PDF-1.3\n%%EOF\n', 'latin1'));
    expect(result).toEqual({ valid: false, errors: [expect.stringMatching(/no signature/)] });
  });

  it('rejects a wrong PKCS#12 password before rendering', async () => {
    await expect(
      signedPunchReceiptPdf(RECEIPT, { pkcs12: demo.pkcs12, password: 'errada' }),
    ).rejects.toThrow(Pkcs12Error);
  });

  it.skipIf(!hasPdfsig)('is accepted by poppler pdfsig (only the demo CA is untrusted)', () => {
    const file = join(directory, 'comprovante.pdf');
    writeFileSync(file, signed);
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    expect(output.match(/Signature #\d+:/g), output).toHaveLength(1);
    expect(output).toMatch(/Signature Type: ETSI\.CAdES\.detached/);
    expect(output).toMatch(/Signature Validation: Signature is Valid\./);
    expect(output).toMatch(/Total document signed/);
    const certificate = output.match(/Certificate Validation: (.*)/)?.[1] ?? '';
    expect(certificate, output).toMatch(
      /^Certificate (is Trusted|issuer isn't Trusted|issuer is unknown)\./,
    );
  });
});
