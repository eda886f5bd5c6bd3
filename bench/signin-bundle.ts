import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/chromium.js';
import { startProcess } from './support.js';

export const SIGNIN_JS_BUDGET_BYTES = 250 * 1024;

/**
 * Loads /signin in Chromium and adds up the gzip size of every JavaScript file the page
 * fetched: the entry, its preloads and the lazy chunks of the route.
 */
export async function benchSigninBundle(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-bench-'));
  const app = await startProcess([join(root, 'apps/api/dist/index.js')], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${app.url}/signin`, { waitUntil: 'networkidle' });
    const files = [...scripts].sort().map((path) => {
      const bytes = readFileSync(join(root, 'apps/web/dist', path));
      return { path, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    });
    const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return {
      gzipBytes,
      gzipKiB: Number((gzipBytes / 1024).toFixed(1)),
      budgetBytes: SIGNIN_JS_BUDGET_BYTES,
      withinBudget: gzipBytes <= SIGNIN_JS_BUDGET_BYTES,
      files,
    };
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
