import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of issue 12: the sign-in page's JavaScript, gzip. */
export const SIGNIN_MANIFEST_BUDGET_KIB = 150;

/**
 * What /signin requests: index.html's entry module, then the two lazy chunks its route loads (the
 * auth layout and the auth area, which holds the sign-in screen). Other lazy imports (the language
 * menu, the cookie settings dialog, the en-US catalogue) wait for a click or another language.
 */
export const SIGNIN_ROOTS = [
  'index.html',
  'src/layouts/auth-layout.tsx',
  'src/routes/auth/pages.tsx',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk key a root needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * "sign-in bundle gzip KiB": the JavaScript the sign-in page requests, read from the built files
 * through the Vite manifest (apps/web/dist/.vite/manifest.json), each file gzip level 9 (what
 * scripts/precompress.js serves). No browser or server needed; `npm run build:web` first.
 */
export function benchSigninManifest(root: string) {
  const dist = join(root, 'apps/web/dist');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run npm run build:web`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = staticClosure(manifest, SIGNIN_ROOTS)
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(dist, file));
      return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    });
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const gzipKiB = Number((gzipBytes / 1024).toFixed(1));
  return {
    metric: 'sign-in bundle gzip KiB',
    roots: SIGNIN_ROOTS,
    gzipKiB,
    budgetKiB: SIGNIN_MANIFEST_BUDGET_KIB,
    withinBudget: gzipKiB <= SIGNIN_MANIFEST_BUDGET_KIB,
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
