import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, sealCertificate, unseal, unsealCertificate } from './sealing.js';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and nothing else', () => {
    const sealed = seal(key, Buffer.from('segredo'));
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('segredo');
    expect(unseal(key, sealed).toString()).toBe('segredo');
    expect(seal(key, Buffer.from('segredo'))).not.toBe(sealed);
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('adulterado').toString('base64url');
    expect(() => unseal(key, parts.join('.'))).toThrow();
    expect(() => unseal(key, 'texto')).toThrow(/not a sealed value/);
  });

  it('keeps a certificate and its password together', () => {
    const sealed = sealCertificate(key, { pkcs12: new Uint8Array([48, 130, 1]), password: 'pw' });
    expect(unsealCertificate(key, sealed)).toEqual({
      pkcs12: new Uint8Array([48, 130, 1]),
      password: 'pw',
    });
  });
});
