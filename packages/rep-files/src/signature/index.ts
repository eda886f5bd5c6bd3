export {
  type SignerInfoSummary,
  type SignOptions,
  signDetached,
  signDetachedDigest,
  type VerifyResult,
  verifyDetached,
} from './cades.js';
export { createDemoPkcs12, type DemoPkcs12, type DemoPkcs12Options } from './demo-certificate.js';
export { loadPkcs12, Pkcs12Error, type SigningIdentity } from './pkcs12.js';
