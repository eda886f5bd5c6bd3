// Writes .br and .gz next to every text asset of the built SPA, so the server sends compressed
// files without compressing on each request (@fastify/static `preCompressed`).
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dir = process.argv[2] ?? 'apps/web/dist';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function walk(folder, files = []) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (COMPRESSIBLE.test(name)) files.push(path);
  }
  return files;
}

async function compress(path) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return;
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
}

// Brotli at quality 11 is the slow part of a build. The async zlib calls run on libuv's thread
// pool, so a few files at a time keep every core busy; the bytes written are the same.
const files = walk(dir);
let next = 0;
const worker = async () => {
  while (next < files.length) await compress(files[next++]);
};
await Promise.all(Array.from({ length: 4 }, worker));
