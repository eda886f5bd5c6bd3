#!/usr/bin/env node
// `npx ponteiro …`: runs the TypeScript command-line entry straight from the workspace sources,
// so it works right after `npm install`, with no build step.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--conditions=@ponteiro/source', '--import', 'tsx', entry, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (result.error) {
  console.error(`ponteiro: ${result.error.message}`);
  process.exit(2);
}
process.exit(result.status ?? 1);
