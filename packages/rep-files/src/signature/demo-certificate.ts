import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * A throw-away certificate for tests and demos: a self-signed CA and an end-entity certificate
 * with an ICP-Brasil-style subject, packed in a PKCS#12 file. NOT an ICP-Brasil certificate:
 * Portaria 671 art. 88 requires a real one for legal files.
 */
export interface DemoPkcs12Options {
  password: string;
  /** End-entity common name; default `EMPRESA DEMO LTDA:12345678000195` (name:CNPJ, as e-CNPJ). */
  commonName?: string;
  /** Validity start; default one day ago. */
  notBefore?: Date;
  /** Validity in days; default 365. */
  days?: number;
  /** PKCS#12 encryption: forge's default AES-128 (PBES2) or the legacy 3DES many .pfx use. */
  algorithm?: 'aes128' | 'aes256' | '3des';
}

export interface DemoPkcs12 {
  pkcs12: Uint8Array;
  /** The end-entity certificate, PEM. */
  certificatePem: string;
  /** The CA certificate, PEM. */
  caCertificatePem: string;
}

function rsaKeys(): forge.pki.rsa.KeyPair {
  // Node generates the key (fast, native); forge only needs it to build the certificates.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.rsa.setPublicKey(key.n, key.e) };
}

let serialCounter = 0;
function serial(): string {
  serialCounter += 1;
  return `${Date.now().toString(16)}${serialCounter.toString(16).padStart(4, '0')}`.replace(
    /^[89a-f]/,
    '1',
  );
}

export function createDemoPkcs12(options: DemoPkcs12Options): DemoPkcs12 {
  const notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  const notAfter = new Date(notBefore.getTime() + (options.days ?? 365) * 86_400_000);
  const sha256 = () => forge.md.sha256.create();

  const caKeys = rsaKeys();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = serial();
  ca.validity.notBefore = notBefore;
  ca.validity.notAfter = notAfter;
  const caSubject = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'OU', value: 'Ponteiro - somente testes' },
    { shortName: 'CN', value: 'AC DEMO PONTEIRO' },
  ];
  ca.setSubject(caSubject);
  ca.setIssuer(caSubject);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, sha256());

  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  cert.setSubject([
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'OU', value: 'Certificado PJ A1' },
    { shortName: 'CN', value: options.commonName ?? 'EMPRESA DEMO LTDA:12345678000195' },
  ]);
  cert.setIssuer(caSubject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(caKeys.privateKey, sha256());

  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca], options.password, {
    algorithm: options.algorithm ?? 'aes128',
    friendlyName: 'ponteiro-demo',
    generateLocalKeyId: true,
  });
  return {
    pkcs12: new Uint8Array(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')),
    certificatePem: forge.pki.certificateToPem(cert),
    caCertificatePem: forge.pki.certificateToPem(ca),
  };
}
