import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDer, readOid, readTime } from './der.js';
import {
  createDemoPkcs12,
  type DemoPkcs12,
  Pkcs12Error,
  signDetached,
  signDetachedDigest,
  verifyDetached,
} from './index.js';

const PASSWORD = 'senha-de-teste';
const CONTENT = new TextEncoder().encode(
  '0000000001123456780001950000000000000000000000000000EMPRESA DEMO LTDA\r\n',
);
const SIGNED_AT = new Date('2026-11-23T12:00:00Z');

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const openssl = (args: string[]): Buffer => execFileSync('openssl', args, { stdio: 'pipe' });

let demo: DemoPkcs12;
let other: DemoPkcs12;
beforeAll(() => {
  demo = createDemoPkcs12({ password: PASSWORD, notBefore: new Date('2026-01-01T00:00:00Z') });
  other = createDemoPkcs12({ password: 'outra', commonName: 'OUTRA EMPRESA SA:11222333000181' });
});

describe('signDetached / verifyDetached', () => {
  it('signs and verifies, reporting the signer and the signing time', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD, { signingTime: SIGNED_AT });
    const result = verifyDetached(CONTENT, p7s);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.signer?.subject).toContain('CN=EMPRESA DEMO LTDA:12345678000195');
    expect(result.signer?.serial).toMatch(/^[0-9A-F]+$/);
    expect(result.signer?.notBefore).toBe('2026-01-01T00:00:00.000Z');
    expect(result.signedAt).toBe('2026-11-23T12:00:00.000Z');
    expect(result.certificateValidAtSigningTime).toBe(true);
  });

  it('reports a signing time outside the certificate validity as information only', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD, {
      signingTime: new Date('2030-01-01T00:00:00Z'),
    });
    const result = verifyDetached(CONTENT, p7s);
    expect(result.valid).toBe(true);
    expect(result.certificateValidAtSigningTime).toBe(false);
  });

  it('is invalid when one byte of the content changed', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD);
    const changed = CONTENT.slice();
    changed[5] = changed[5]! ^ 0x01;
    const result = verifyDetached(changed, p7s);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/file does not match the signature/);
    expect(result.signer?.subject).toContain('EMPRESA DEMO LTDA');
  });

  it('rejects a wrong password with a clear error', () => {
    expect(() => signDetached(CONTENT, demo.pkcs12, 'errada')).toThrow(Pkcs12Error);
    expect(() => signDetached(CONTENT, demo.pkcs12, 'errada')).toThrow(/wrong password/);
  });

  it('rejects a file that is not PKCS#12', () => {
    expect(() => signDetached(CONTENT, CONTENT, PASSWORD)).toThrow(/not a readable PKCS#12/);
  });

  it('is invalid when the signature value comes from another certificate', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD, { signingTime: SIGNED_AT });
    const foreign = signDetached(CONTENT, other.pkcs12, 'outra', { signingTime: SIGNED_AT });
    // Swap the signature value (last OCTET STRING of the SignerInfo) into our .p7s.
    const signatureOf = (bytes: Uint8Array) => {
      const signerInfo = parseDer(bytes).children[1]!.children[0]!.children.at(-1)!.children[0]!;
      return signerInfo.children.at(-1)!;
    };
    const mine = signatureOf(p7s);
    const theirs = signatureOf(foreign);
    expect(theirs.content.length).toBe(mine.content.length);
    const swapped = p7s.slice();
    swapped.set(theirs.content, mine.contentStart);
    const result = verifyDetached(CONTENT, swapped);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/signature value does not verify/);
  });

  it('is invalid when verified against another certificate’s whole .p7s of other content', () => {
    const foreign = signDetached(new TextEncoder().encode('outro arquivo'), other.pkcs12, 'outra');
    const result = verifyDetached(CONTENT, foreign);
    expect(result.valid).toBe(false);
    expect(result.signer?.subject).toContain('OUTRA EMPRESA SA');
  });

  it('checks the signingCertificateV2 hash against the certificate', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD);
    const certificate = parseDer(p7s).children[1]!.children[0]!.children[3]!.children.find((cert) =>
      Buffer.from(cert.bytes).toString('latin1').includes('EMPRESA DEMO LTDA'),
    )!;
    const certHash = createHash('sha256').update(certificate.bytes).digest();
    const at = Buffer.from(p7s).indexOf(certHash);
    expect(at).toBeGreaterThan(0);
    const tampered = p7s.slice();
    tampered[at] = tampered[at]! ^ 0xff;
    const result = verifyDetached(CONTENT, tampered);
    expect(result.valid).toBe(false);
    expect(result.errors).toContain(
      'the signingCertificateV2 hash does not match the signer certificate',
    );
  });

  it('reads a PKCS#12 encrypted with legacy 3DES, as many .pfx files are', () => {
    const legacy = createDemoPkcs12({ password: PASSWORD, algorithm: '3des' });
    const p7s = signDetached(CONTENT, legacy.pkcs12, PASSWORD);
    expect(verifyDetached(CONTENT, p7s).errors).toEqual([]);
  });

  it('reports garbage as not a CMS signature', () => {
    const result = verifyDetached(CONTENT, new Uint8Array([1, 2, 3]));
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/not a CMS detached signature/);
  });

  it('produces CMS SignedData with the four CAdES-BES signed attributes and the chain', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD, { signingTime: SIGNED_AT });
    const contentInfo = parseDer(p7s);
    expect(readOid(contentInfo.children[0]!)).toBe('1.2.840.113549.1.7.2');
    const signedData = contentInfo.children[1]!.children[0]!;
    const [version, digestAlgorithms, encap, certificates, signerInfos] = signedData.children;
    expect(version!.content).toEqual(Uint8Array.of(1));
    expect(readOid(digestAlgorithms!.children[0]!.children[0]!)).toBe('2.16.840.1.101.3.4.2.1');
    expect(encap!.children).toHaveLength(1); // detached: no eContent
    expect(readOid(encap!.children[0]!)).toBe('1.2.840.113549.1.7.1');
    expect(certificates!.children).toHaveLength(2); // end-entity + CA
    const signerInfo = signerInfos!.children[0]!;
    const signedAttrs = signerInfo.children[3]!;
    expect(signedAttrs.tag).toBe(0xa0);
    const byOid = new Map(
      signedAttrs.children.map((attr) => [readOid(attr.children[0]!), attr.children[1]!]),
    );
    expect([...byOid.keys()].sort()).toEqual(
      [
        '1.2.840.113549.1.9.3', // contentType
        '1.2.840.113549.1.9.4', // messageDigest
        '1.2.840.113549.1.9.5', // signingTime
        '1.2.840.113549.1.9.16.2.47', // signingCertificateV2
      ].sort(),
    );
    expect(readTime(byOid.get('1.2.840.113549.1.9.5')!.children[0]!)).toBe(SIGNED_AT.toISOString());
  });
});

describe.skipIf(!hasOpenssl)('interoperability with the openssl binary', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ponteiro-cades-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('openssl cms -verify accepts our signature, and rejects it for changed content', () => {
    const p7s = signDetached(CONTENT, demo.pkcs12, PASSWORD);
    writeFileSync(join(dir, 'AFD.txt'), CONTENT);
    writeFileSync(join(dir, 'AFD.txt.p7s'), p7s);
    const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-noverify'];
    const ok = spawnSync('openssl', [
      ...args,
      '-content',
      join(dir, 'AFD.txt'),
      '-in',
      join(dir, 'AFD.txt.p7s'),
      '-out',
      join(dir, 'out.txt'),
    ]);
    expect(ok.stderr.toString()).toMatch(/Verification successful/);
    expect(ok.status).toBe(0);

    writeFileSync(
      join(dir, 'changed.txt'),
      Buffer.concat([Buffer.from(CONTENT), Buffer.from('x')]),
    );
    const bad = spawnSync('openssl', [
      ...args,
      '-content',
      join(dir, 'changed.txt'),
      '-in',
      join(dir, 'AFD.txt.p7s'),
      '-out',
      join(dir, 'out2.txt'),
    ]);
    expect(bad.status).not.toBe(0);

    const printed = openssl([
      'cms',
      '-cmsout',
      '-print',
      '-inform',
      'DER',
      '-in',
      join(dir, 'AFD.txt.p7s'),
    ]).toString();
    expect(printed).toContain('id-smime-aa-signingCertificateV2');
    expect(printed).toContain('signingTime');
  });

  it('signs with a PKCS#12 made by openssl (AES-256, PBES2) and openssl’s own signature verifies here', () => {
    const pem = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    const p12 = join(dir, 'cert.p12');
    openssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      pem,
      '-days',
      '30',
      '-subj',
      '/C=BR/O=ICP-Brasil/CN=EMPRESA OPENSSL LTDA:12345678000195',
    ]);
    openssl([
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      pem,
      '-out',
      p12,
      '-passout',
      `pass:${PASSWORD}`,
    ]);
    const p7s = signDetached(CONTENT, readFileSync(p12), PASSWORD);
    const result = verifyDetached(CONTENT, p7s);
    expect(result.errors).toEqual([]);
    expect(result.signer?.subject).toContain('EMPRESA OPENSSL LTDA');
    // The certificate bytes in our .p7s are exactly openssl's.
    const der = openssl(['x509', '-in', pem, '-outform', 'DER']);
    expect(Buffer.from(p7s).includes(der)).toBe(true);

    // A CAdES-BES signature made by openssl itself verifies here too.
    const content = join(dir, 'content.txt');
    const out = join(dir, 'openssl.p7s');
    writeFileSync(content, CONTENT);
    openssl([
      'cms',
      '-sign',
      '-binary',
      '-cades',
      '-md',
      'sha256',
      '-signer',
      pem,
      '-inkey',
      key,
      '-in',
      content,
      '-outform',
      'DER',
      '-out',
      out,
    ]);
    const theirs = verifyDetached(CONTENT, readFileSync(out));
    expect(theirs.errors).toEqual([]);
    expect(theirs.valid).toBe(true);
  });

  it('signs with an EC (P-256) key from an openssl PKCS#12, and openssl verifies it', () => {
    const key = join(dir, 'ec-key.pem');
    const pem = join(dir, 'ec-cert.pem');
    const p12 = join(dir, 'ec.p12');
    openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', key]);
    openssl([
      'req',
      '-x509',
      '-new',
      '-key',
      key,
      '-out',
      pem,
      '-days',
      '30',
      '-subj',
      '/C=BR/O=ICP-Brasil/CN=EMPRESA EC LTDA:12345678000195',
    ]);
    openssl([
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      pem,
      '-out',
      p12,
      '-passout',
      `pass:${PASSWORD}`,
    ]);
    const p7s = signDetached(CONTENT, readFileSync(p12), PASSWORD);
    expect(verifyDetached(CONTENT, p7s).errors).toEqual([]);
    writeFileSync(join(dir, 'ec.txt'), CONTENT);
    writeFileSync(join(dir, 'ec.p7s'), p7s);
    const ok = spawnSync('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-noverify',
      '-content',
      join(dir, 'ec.txt'),
      '-in',
      join(dir, 'ec.p7s'),
      '-out',
      join(dir, 'ec-out.txt'),
    ]);
    expect(ok.status).toBe(0);
  });
});

describe('signDetachedDigest', () => {
  it('signs a SHA-256 computed elsewhere exactly as signDetached signs the content', () => {
    const content = Buffer.from('000000000112345678000195\r\n', 'latin1');
    const { pkcs12 } = createDemoPkcs12({ password: 'pw' });
    const digest = createHash('sha256').update(content).digest();
    const p7s = signDetachedDigest(digest, pkcs12, 'pw');
    expect(verifyDetached(content, p7s).valid).toBe(true);
    expect(verifyDetached(Buffer.from('other'), p7s).valid).toBe(false);
  });
});
