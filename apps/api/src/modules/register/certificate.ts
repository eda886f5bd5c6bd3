import { X509Certificate } from 'node:crypto';
import { loadPkcs12, Pkcs12Error } from '@ponteiro/rep-files';
import { AppError } from '@ponteiro/shared';

/** The issuer of the demo certificate (packages/rep-files demo-certificate.ts). */
export const DEMO_ISSUER = 'AC DEMO PONTEIRO';

export interface CertificateFacts {
  subject: string;
  issuer: string;
  validUntil: Date;
}

/** The CN of an X.509 distinguished name as Node prints it (`C=BR\nO=…\nCN=…`). */
function commonName(dn: string): string {
  const line = dn.split('\n').find((l) => l.startsWith('CN='));
  return (line ?? dn).replace(/^CN=/, '').trim();
}

/**
 * Opens an uploaded PKCS#12 with its password and tells who it is: 422 on the `password` field when
 * the password is wrong, 422 when it holds no usable key and certificate or has expired.
 */
export function readCertificate(
  pkcs12: Uint8Array,
  password: string,
  now = new Date(),
): CertificateFacts {
  let der: Uint8Array;
  try {
    der = loadPkcs12(pkcs12, password).certificate;
  } catch (error) {
    if (error instanceof Pkcs12Error && /password/i.test(error.message)) {
      throw new AppError('business_rule', {
        message: 'validation.certificate_password',
        fieldErrors: { password: ['validation.certificate_password'] },
      });
    }
    throw new AppError('business_rule', {
      message: 'validation.certificate_unreadable',
      fieldErrors: { file: ['validation.certificate_unreadable'] },
    });
  }
  const x509 = new X509Certificate(der);
  const validUntil = new Date(x509.validTo);
  if (validUntil.getTime() <= now.getTime()) {
    const day = validUntil.toISOString().slice(0, 10);
    throw new AppError('business_rule', {
      message: `validation.certificate_expired|${day}`,
      fieldErrors: { file: [`validation.certificate_expired|${day}`] },
    });
  }
  return { subject: commonName(x509.subject), issuer: commonName(x509.issuer), validUntil };
}
