import { readFileSync } from 'node:fs';

/** The API's version, from its package.json (same file whether run from src/ or dist/). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
