import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createDemoPkcs12, type ReceiptSigner } from '@ponteiro/rep-files';

const DEMO_PASSWORD = 'ponteiro-demo';
const DEMO_FILE = 'rep-signing-demo.p12';

/**
 * The certificate that signs punch receipts: the configured PKCS#12, or a demo one made on first
 * use and kept in the data folder (so receipts of one installation keep one signer). Loaded once.
 */
export function receiptSignerSource(config: {
  file?: string;
  password: string;
  dataDir: string;
}): () => ReceiptSigner {
  let signer: ReceiptSigner | undefined;
  return () => {
    if (signer) return signer;
    if (config.file) {
      signer = { pkcs12: readFileSync(config.file), password: config.password };
      return signer;
    }
    const path = join(config.dataDir, DEMO_FILE);
    if (!existsSync(path)) {
      const demo = createDemoPkcs12({
        password: DEMO_PASSWORD,
        commonName: 'PONTEIRO REP-P DEMONSTRACAO:12345678000195',
        days: 3650,
      });
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, demo.pkcs12, { mode: 0o600 });
    }
    signer = { pkcs12: readFileSync(path), password: DEMO_PASSWORD };
    return signer;
  };
}
