import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './client.js';
import { appSecrets } from './schema/index.js';

// Secrets the app must read back (a company's certificate and its password) are kept sealed:
// AES-256-GCM under one installation key — SEALING_KEY when configured (kept apart from the
// database), else one generated on first use and kept in app_secrets (the database then holds
// both, which still keeps them out of backups of single tables, logs and answers).

const NAME = 'sealing_key';
const VERSION = 'v1';

/** The 32-byte key: `configured` (base64, 32 bytes) or the installation's own. */
export async function loadSealingKey(db: Executor, configured?: string): Promise<Buffer> {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.byteLength !== 32) throw new Error('SEALING_KEY must be 32 bytes in base64');
    return key;
  }
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('sealing key missing');
  return Buffer.from(row.value, 'base64');
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url parts): `plain` sealed under `key`. */
export function seal(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain bytes of `sealed`; throws when the key is not the one that sealed it. */
export function unseal(key: Buffer, sealed: string): Buffer {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined)
    throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}

/** A company's certificate as sealed: the PKCS#12 bytes and its password. */
export interface SealedCertificate {
  pkcs12: Uint8Array;
  password: string;
}

export function sealCertificate(key: Buffer, certificate: SealedCertificate): string {
  return seal(
    key,
    Buffer.from(
      JSON.stringify({
        p12: Buffer.from(certificate.pkcs12).toString('base64'),
        password: certificate.password,
      }),
    ),
  );
}

export function unsealCertificate(key: Buffer, sealed: string): SealedCertificate {
  const { p12, password } = JSON.parse(unseal(key, sealed).toString('utf8')) as {
    p12: string;
    password: string;
  };
  return { pkcs12: new Uint8Array(Buffer.from(p12, 'base64')), password };
}
