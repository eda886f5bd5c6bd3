import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** A PKCS#12 (.p12/.pfx) file that cannot be used: wrong password, damaged, no key, … */
export class Pkcs12Error extends Error {}

/** What signing needs from a PKCS#12 file. */
export interface SigningIdentity {
  privateKey: KeyObject;
  /** The certificate of the private key, DER. */
  certificate: Uint8Array;
  /** The other certificates in the file (the chain), DER. */
  chain: Uint8Array[];
}

const toBinary = (bytes: Uint8Array): string => Buffer.from(bytes).toString('binary');
const fromBinary = (binary: string): Uint8Array => new Uint8Array(Buffer.from(binary, 'binary'));

/**
 * Opens a PKCS#12 file (node-forge decrypts it: Node's crypto cannot) and returns the private key,
 * its certificate and the rest of the chain. RSA keys are decoded by forge; other key types (EC)
 * are handed to Node as PKCS#8.
 */
export function loadPkcs12(pkcs12: Uint8Array, password: string): SigningIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(toBinary(pkcs12)), false);
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    if (/password|MAC could not be verified|decrypt/i.test(message)) {
      throw new Pkcs12Error('wrong password for the PKCS#12 certificate (or the file is damaged)');
    }
    throw new Pkcs12Error(`not a readable PKCS#12 (.p12/.pfx) file: ${message}`);
  }

  const keys: KeyObject[] = [];
  for (const bagType of [forge.pki.oids.pkcs8ShroudedKeyBag!, forge.pki.oids.keyBag!]) {
    for (const bag of p12.getBags({ bagType })[bagType] ?? []) {
      try {
        if (bag.key) {
          const der = forge.asn1.toDer(forge.pki.privateKeyToAsn1(bag.key)).getBytes();
          keys.push(
            createPrivateKey({ key: Buffer.from(der, 'binary'), format: 'der', type: 'pkcs1' }),
          );
        } else if (bag.asn1) {
          const der = forge.asn1.toDer(bag.asn1).getBytes();
          keys.push(
            createPrivateKey({ key: Buffer.from(der, 'binary'), format: 'der', type: 'pkcs8' }),
          );
        }
      } catch (error) {
        throw new Pkcs12Error(`cannot read the private key: ${(error as Error).message}`);
      }
    }
  }
  if (keys.length === 0) {
    throw new Pkcs12Error(
      'the PKCS#12 file has no private key (wrong password, or a certificate-only file)',
    );
  }

  const certBag = forge.pki.oids.certBag!;
  const certificates: Uint8Array[] = [];
  for (const bag of p12.getBags({ bagType: certBag })[certBag] ?? []) {
    // forge re-encodes from the TBSCertificate it parsed, so the bytes are the original DER.
    const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    if (asn1) certificates.push(fromBinary(forge.asn1.toDer(asn1).getBytes()));
  }

  for (const privateKey of keys) {
    const index = certificates.findIndex((der) => {
      try {
        return new X509Certificate(der).checkPrivateKey(privateKey);
      } catch {
        return false;
      }
    });
    if (index >= 0) {
      return {
        privateKey,
        certificate: certificates[index]!,
        chain: certificates.filter((_, i) => i !== index),
      };
    }
  }
  throw new Pkcs12Error('the PKCS#12 file has no certificate matching its private key');
}
