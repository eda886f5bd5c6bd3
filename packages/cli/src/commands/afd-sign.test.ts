import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoPkcs12, verifyDetached } from '@ponteiro/rep-files';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../command.js';
import { capture } from '../test-support.js';
import { afdSign, afdVerify } from './afd-sign.js';

const PASSWORD = 'senha-do-certificado';
const dir = mkdtempSync(join(tmpdir(), 'ponteiro-afd-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const path = (name: string) => join(dir, name);
const AFD = '000000000112345678000195\r\n999999999000000000000000000000001\r\n';

beforeAll(() => {
  writeFileSync(path('AFD.txt'), AFD);
  writeFileSync(path('cert.p12'), createDemoPkcs12({ password: PASSWORD }).pkcs12);
  writeFileSync(
    path('other.p12'),
    createDemoPkcs12({ password: PASSWORD, commonName: 'OUTRA EMPRESA SA:11222333000181' }).pkcs12,
  );
});

describe('ponteiro afd sign', () => {
  it('signs to <file>.p7s with the password from PONTEIRO_P12_PASSWORD', async () => {
    vi.stubEnv('PONTEIRO_P12_PASSWORD', PASSWORD);
    const r = await capture(() => afdSign([path('AFD.txt'), '--p12', path('cert.p12')]));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`signature: ${path('AFD.txt.p7s')}`);
    expect(r.stdout).toContain('CN=EMPRESA DEMO LTDA:12345678000195');
    const result = verifyDetached(readFileSync(path('AFD.txt')), readFileSync(path('AFD.txt.p7s')));
    expect(result.valid).toBe(true);
  });

  it('takes --password-env and --out (also in --name=value form)', async () => {
    vi.stubEnv('MY_P12_PASS', PASSWORD);
    const r = await capture(() =>
      afdSign([
        path('AFD.txt'),
        '--p12',
        path('cert.p12'),
        '--password-env=MY_P12_PASS',
        '--out',
        path('custom.p7s'),
      ]),
    );
    expect(r.code).toBe(0);
    expect(existsSync(path('custom.p7s'))).toBe(true);
  });

  it('exits 2 with a clear message for a wrong password', async () => {
    vi.stubEnv('PONTEIRO_P12_PASSWORD', 'errada');
    const r = await capture(() =>
      afdSign([path('AFD.txt'), '--p12', path('cert.p12'), '--out', path('bad.p7s')]),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ponteiro afd sign: .*cert\.p12: wrong password/);
    expect(existsSync(path('bad.p7s'))).toBe(false);
  });

  it('exits 2 when the password variable is not set', async () => {
    vi.stubEnv('PONTEIRO_P12_PASSWORD', undefined);
    const r = await capture(() => afdSign([path('AFD.txt'), '--p12', path('cert.p12')]));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('PONTEIRO_P12_PASSWORD is not set');
  });

  it('exits 2 for a missing file or certificate', async () => {
    vi.stubEnv('PONTEIRO_P12_PASSWORD', PASSWORD);
    const noFile = await capture(() => afdSign([path('nope.txt'), '--p12', path('cert.p12')]));
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('nope.txt: cannot read (file not found)');
    const noP12 = await capture(() => afdSign([path('AFD.txt'), '--p12', path('nope.p12')]));
    expect(noP12.code).toBe(2);
    expect(noP12.stderr).toContain('nope.p12: cannot read (file not found)');
  });

  it('throws UsageError for wrong arguments, and never takes a password on argv', async () => {
    await expect(afdSign([])).rejects.toThrow(UsageError);
    await expect(afdSign([path('AFD.txt')])).rejects.toThrow(/missing --p12/);
    await expect(afdSign([path('AFD.txt'), '--p12'])).rejects.toThrow(/--p12 needs a value/);
    await expect(afdSign([path('AFD.txt'), '--p12', 'x', '--bogus', 'y'])).rejects.toThrow(
      /unknown option --bogus/,
    );
    await expect(afdSign([path('AFD.txt'), '--p12', 'x', '--password', 'secret'])).rejects.toThrow(
      /never read from the command line/,
    );
    await expect(afdSign(['a', 'b', '--p12', 'x'])).rejects.toThrow(/expected one file/);
  });
});

describe('ponteiro afd verify', () => {
  beforeAll(async () => {
    vi.stubEnv('PONTEIRO_P12_PASSWORD', PASSWORD);
    await capture(() =>
      afdSign([path('AFD.txt'), '--p12', path('cert.p12'), '--out', path('v.p7s')]),
    );
    await capture(() =>
      afdSign([path('AFD.txt'), '--p12', path('other.p12'), '--out', path('other.p7s')]),
    );
    vi.unstubAllEnvs();
  });

  it('exits 0 for a valid signature and prints the signer', async () => {
    const r = await capture(() => afdVerify([path('AFD.txt'), path('v.p7s')]));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^valid signature\n/);
    expect(r.stdout).toContain('signer: ');
    expect(r.stdout).toContain('CN=EMPRESA DEMO LTDA:12345678000195');
    expect(r.stdout).toContain('signed at: ');
    expect(r.stdout).toContain('not checked: certificate chain');
  });

  it('exits 1 listing the errors when the file was changed', async () => {
    writeFileSync(path('AFD-changed.txt'), AFD.replace('12345678', '12345679'));
    const r = await capture(() => afdVerify([path('AFD-changed.txt'), path('v.p7s')]));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^INVALID signature\n/);
    expect(r.stdout).toMatch(/error: the file does not match the signature/);
  });

  it('exits 1 for something that is not a signature', async () => {
    const r = await capture(() => afdVerify([path('AFD.txt'), path('AFD.txt')]));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error: not a CMS detached signature');
  });

  it('still verifies a valid signature by another certificate, naming that signer', async () => {
    const r = await capture(() => afdVerify([path('AFD.txt'), path('other.p7s')]));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('OUTRA EMPRESA SA');
  });

  it('exits 2 for a missing file and throws UsageError for wrong arguments', async () => {
    const r = await capture(() => afdVerify([path('AFD.txt'), path('missing.p7s')]));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing.p7s: cannot read (file not found)');
    await expect(afdVerify([path('AFD.txt')])).rejects.toThrow(UsageError);
    await expect(afdVerify([path('AFD.txt'), 'a', 'b'])).rejects.toThrow(UsageError);
  });
});
