import { createHash, type KeyObject, sign, verify, X509Certificate } from 'node:crypto';
import {
  concat,
  contextTag,
  DerError,
  derNull,
  equalBytes,
  integer,
  type Node,
  octetString,
  oid,
  parseDer,
  readOid,
  readTime,
  sequence,
  setOf,
  TAG,
  time,
  tlv,
} from './der.js';
import { loadPkcs12 } from './pkcs12.js';

/**
 * Detached CAdES-BES signatures (ETSI EN 319 122-1 / RFC 5652 CMS SignedData with the ESS
 * signingCertificateV2 attribute, RFC 5035), the form Portaria 671 asks for the AFD and the AEJ
 * (a `.p7s` file next to the signed file).
 */

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const DIGESTS: Record<string, string> = {
  [OID.sha1]: 'sha1',
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
};

/** Signature algorithms verify accepts, with the hash they imply (undefined: the digestAlgorithm's). */
const SIGNATURE_ALGORITHMS: Record<string, string | undefined> = {
  [OID.rsaEncryption]: undefined,
  '1.2.840.113549.1.1.5': 'sha1', // sha1WithRSAEncryption
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  [OID.ecdsaWithSha256]: 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};

export interface SignOptions {
  /** The signingTime attribute; default now. */
  signingTime?: Date;
}

export interface SignerInfoSummary {
  /** The certificate's subject, e.g. `C=BR, O=ICP-Brasil, CN=EMPRESA DEMO LTDA:12345678000195`. */
  subject: string;
  /** Serial number, hexadecimal. */
  serial: string;
  /** ISO 8601. */
  notBefore: string;
  notAfter: string;
}

export interface VerifyResult {
  valid: boolean;
  signer?: SignerInfoSummary;
  /** The signingTime attribute (the signer's clock, not a trusted timestamp), ISO 8601. */
  signedAt?: string;
  /**
   * Information only: whether signedAt falls within the certificate's validity period. Not an
   * error, and not a trust decision (no chain, revocation or ICP-Brasil policy check is made).
   */
  certificateValidAtSigningTime?: boolean;
  errors: string[];
}

const sha = (algorithm: string, bytes: Uint8Array): Uint8Array =>
  new Uint8Array(createHash(algorithm).update(bytes).digest());

interface CertificateIds {
  issuer: Uint8Array;
  serial: Uint8Array;
}

/** The issuer Name and serialNumber INTEGER of a DER certificate, as encoded. */
function certificateIds(der: Uint8Array): CertificateIds {
  const tbs = parseDer(der).children[0];
  if (!tbs || tbs.tag !== TAG.SEQUENCE) throw new DerError('not an X.509 certificate');
  const first = tbs.children[0]?.tag === contextTag(0) ? 1 : 0;
  const serial = tbs.children[first];
  const issuer = tbs.children[first + 2];
  if (serial?.tag !== TAG.INTEGER || issuer?.tag !== TAG.SEQUENCE) {
    throw new DerError('not an X.509 certificate');
  }
  return { issuer: issuer.bytes, serial: serial.bytes };
}

const attribute = (type: string, value: Uint8Array): Uint8Array =>
  sequence(oid(type), setOf(value));

function signatureAlgorithm(key: KeyObject): Uint8Array {
  switch (key.asymmetricKeyType) {
    case 'rsa':
      return sequence(oid(OID.rsaEncryption), derNull());
    case 'ec':
      return sequence(oid(OID.ecdsaWithSha256));
    default:
      throw new Error(`unsupported key type for signing: ${key.asymmetricKeyType}`);
  }
}

/**
 * Signs `content` with the key and certificate of a PKCS#12 file, returning a DER detached
 * CAdES-BES signature (.p7s): CMS SignedData, SHA-256, signed attributes contentType,
 * messageDigest, signingTime and signingCertificateV2, with the signer certificate and the chain
 * found in the PKCS#12 file. Throws `Pkcs12Error` for a wrong password or an unusable file.
 */
export function signDetached(
  content: Uint8Array,
  pkcs12: Uint8Array,
  password: string,
  options: SignOptions = {},
): Uint8Array {
  return signDetachedDigest(sha('sha256', content), pkcs12, password, options);
}

/**
 * `signDetached` given the SHA-256 of the content instead of the content: a large file (an AFD of
 * a million records) is hashed as it streams and never held whole in memory.
 */
export function signDetachedDigest(
  contentSha256: Uint8Array,
  pkcs12: Uint8Array,
  password: string,
  options: SignOptions = {},
): Uint8Array {
  const { privateKey, certificate, chain } = loadPkcs12(pkcs12, password);
  const ids = certificateIds(certificate);
  const sha256Algorithm = sequence(oid(OID.sha256));

  // ESSCertIDv2 with hashAlgorithm omitted (DEFAULT id-sha256) and issuerSerial present.
  const issuerSerial = sequence(sequence(tlv(contextTag(4), ids.issuer)), ids.serial);
  const essCertId = sequence(octetString(sha('sha256', certificate)), issuerSerial);
  const signingCertificateV2 = sequence(sequence(essCertId));

  const signedAttributes = setOf(
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octetString(contentSha256)),
    attribute(OID.signingTime, time(options.signingTime ?? new Date())),
    attribute(OID.signingCertificateV2, signingCertificateV2),
  );
  // The signature covers the DER SET OF; the SignerInfo carries the same bytes tagged [0].
  const signature = new Uint8Array(sign('sha256', signedAttributes, privateKey));
  const signedAttributesContent = parseDer(signedAttributes).content;

  const signerInfo = sequence(
    integer(1),
    sequence(ids.issuer, ids.serial),
    sha256Algorithm,
    tlv(contextTag(0), signedAttributesContent),
    signatureAlgorithm(privateKey),
    octetString(signature),
  );
  const signedData = sequence(
    integer(1),
    setOf(sha256Algorithm),
    sequence(oid(OID.data)), // detached: no eContent
    tlv(contextTag(0), concat([certificate, ...chain])),
    setOf(signerInfo),
  );
  return sequence(oid(OID.signedData), tlv(contextTag(0), signedData));
}

function summary(certificate: X509Certificate): SignerInfoSummary {
  return {
    subject: certificate.subject.split('\n').join(', '),
    serial: certificate.serialNumber,
    notBefore: new Date(certificate.validFrom).toISOString(),
    notAfter: new Date(certificate.validTo).toISOString(),
  };
}

interface ParsedSignature {
  certificates: Uint8Array[];
  signerInfo: Node;
  eContentType: string;
}

function parseSignedData(p7s: Uint8Array): ParsedSignature {
  const contentInfo = parseDer(p7s);
  const [type, explicit] = contentInfo.children;
  if (contentInfo.tag !== TAG.SEQUENCE || !type || readOid(type) !== OID.signedData) {
    throw new DerError('not a CMS SignedData');
  }
  const signedData = explicit?.children[0];
  if (explicit?.tag !== contextTag(0) || signedData?.tag !== TAG.SEQUENCE) {
    throw new DerError('SignedData is missing');
  }
  const items = signedData.children;
  const encapContentInfo = items[2];
  if (encapContentInfo?.tag !== TAG.SEQUENCE || !encapContentInfo.children[0]) {
    throw new DerError('encapContentInfo is missing');
  }
  if (encapContentInfo.children.length > 1) {
    throw new DerError(
      'the signature embeds its content (attached); expected a detached signature',
    );
  }
  const certificates =
    items.find((item) => item.tag === contextTag(0))?.children.map((cert) => cert.bytes) ?? [];
  const signerInfos = items[items.length - 1];
  if (signerInfos?.tag !== TAG.SET || signerInfos === encapContentInfo) {
    throw new DerError('signerInfos is missing');
  }
  if (signerInfos.children.length !== 1) {
    throw new DerError(`expected one signer, found ${signerInfos.children.length}`);
  }
  return {
    certificates,
    signerInfo: signerInfos.children[0]!,
    eContentType: readOid(encapContentInfo.children[0]),
  };
}

/**
 * Verifies a detached CAdES-BES signature over `content`. Checks: the structure (CMS SignedData,
 * detached, one signer); the signer certificate is in the .p7s; messageDigest equals the content's
 * hash; the signature over the signed attributes verifies with the certificate's public key;
 * signingCertificateV2 is present and its hash matches the certificate. Does NOT check the
 * certificate chain, trust in ICP-Brasil roots, revocation (CRL/OCSP) or signature policies; it
 * makes no network access.
 */
export function verifyDetached(content: Uint8Array, p7s: Uint8Array): VerifyResult {
  let parsed: ParsedSignature;
  try {
    parsed = parseSignedData(p7s);
  } catch (error) {
    return { valid: false, errors: [`not a CMS detached signature: ${(error as Error).message}`] };
  }
  try {
    return verifyParsed(content, parsed);
  } catch (error) {
    return { valid: false, errors: [`malformed signature: ${(error as Error).message}`] };
  }
}

function verifyParsed(content: Uint8Array, parsed: ParsedSignature): VerifyResult {
  const errors: string[] = [];
  const { signerInfo, certificates } = parsed;
  const [, sid, digestAlgorithm, signedAttrs, signatureAlgorithmNode, signatureNode] =
    signerInfo.children;
  if (
    !sid ||
    !digestAlgorithm?.children[0] ||
    signedAttrs?.tag !== contextTag(0) ||
    !signatureAlgorithmNode?.children[0] ||
    signatureNode?.tag !== TAG.OCTET_STRING
  ) {
    return {
      valid: false,
      errors: ['the SignerInfo is malformed or has no signed attributes (not CAdES)'],
    };
  }

  // The signer certificate.
  let certificate: Uint8Array | undefined;
  if (sid.tag === TAG.SEQUENCE && sid.children.length === 2) {
    const [issuer, serial] = sid.children as [Node, Node];
    certificate = certificates.find((der) => {
      try {
        const ids = certificateIds(der);
        return equalBytes(ids.issuer, issuer.bytes) && equalBytes(ids.serial, serial.bytes);
      } catch {
        return false;
      }
    });
  } else {
    errors.push('the signer is identified by subjectKeyIdentifier, which is not supported');
  }
  let x509: X509Certificate | undefined;
  if (certificate) {
    try {
      x509 = new X509Certificate(certificate);
    } catch (error) {
      errors.push(`the signer certificate cannot be read: ${(error as Error).message}`);
    }
  } else if (errors.length === 0) {
    errors.push('the signer certificate is not included in the signature');
  }

  // Signed attributes.
  const digestName = DIGESTS[readOid(digestAlgorithm.children[0])];
  if (!digestName) errors.push('unsupported digest algorithm');
  const attributes = new Map<string, Node>();
  for (const attr of signedAttrs.children) {
    const [type, values] = attr.children;
    if (type && values?.children[0]) attributes.set(readOid(type), values.children[0]);
  }

  const contentType = attributes.get(OID.contentType);
  if (!contentType) errors.push('the contentType signed attribute is missing');
  else if (readOid(contentType) !== parsed.eContentType) {
    errors.push('the contentType signed attribute does not match the encapsulated content type');
  }

  const messageDigest = attributes.get(OID.messageDigest);
  if (!messageDigest) errors.push('the messageDigest signed attribute is missing');
  else if (digestName && !equalBytes(messageDigest.content, sha(digestName, content))) {
    errors.push(
      'the file does not match the signature: its hash differs from the signed messageDigest (the file was changed after signing, or this is the signature of another file)',
    );
  }

  let signedAt: string | undefined;
  const signingTime = attributes.get(OID.signingTime);
  if (signingTime) {
    try {
      signedAt = readTime(signingTime);
    } catch (error) {
      errors.push(`the signingTime attribute is malformed: ${(error as Error).message}`);
    }
  } else {
    errors.push('the signingTime signed attribute is missing');
  }

  const signingCertificate = attributes.get(OID.signingCertificateV2);
  if (!signingCertificate) {
    errors.push('the signingCertificateV2 signed attribute is missing (not a CAdES-BES signature)');
  } else if (certificate) {
    const essCertId = signingCertificate.children[0]?.children[0];
    const first = essCertId?.children[0];
    const hashed = first?.tag === TAG.SEQUENCE ? essCertId?.children[1] : first;
    const hashAlgorithm =
      first?.tag === TAG.SEQUENCE && first.children[0]
        ? DIGESTS[readOid(first.children[0])]
        : 'sha256';
    if (!hashed || hashed.tag !== TAG.OCTET_STRING || !hashAlgorithm) {
      errors.push('the signingCertificateV2 attribute is malformed');
    } else if (!equalBytes(hashed.content, sha(hashAlgorithm, certificate))) {
      errors.push('the signingCertificateV2 hash does not match the signer certificate');
    }
  }

  // The signature over the DER SET OF signed attributes (the [0] tag replaced by SET).
  if (x509 && digestName) {
    const algorithm = readOid(signatureAlgorithmNode.children[0]);
    if (!(algorithm in SIGNATURE_ALGORITHMS)) {
      errors.push(`unsupported signature algorithm ${algorithm}`);
    } else {
      const signedBytes = concat([Uint8Array.of(TAG.SET), signedAttrs.bytes.subarray(1)]);
      const hash = SIGNATURE_ALGORITHMS[algorithm] ?? digestName;
      let ok = false;
      try {
        ok = verify(hash, signedBytes, x509.publicKey, signatureNode.content);
      } catch {
        ok = false;
      }
      if (!ok) {
        errors.push(
          'the signature value does not verify with the signer certificate key (the signed attributes were altered or the signature is from another key)',
        );
      }
    }
  }

  const result: VerifyResult = { valid: errors.length === 0, errors };
  if (x509) {
    result.signer = summary(x509);
    if (signedAt) {
      result.signedAt = signedAt;
      result.certificateValidAtSigningTime =
        signedAt >= result.signer.notBefore && signedAt <= result.signer.notAfter;
    }
  }
  return result;
}
