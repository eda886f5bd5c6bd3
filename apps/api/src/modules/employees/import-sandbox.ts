import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type Language } from '@ponteiro/shared';
import type { ParsedSheet } from './import-parse.js';
import type { SheetTable } from './import-table.js';
import {
  sheetFromMessage,
  tableFromMessage,
  type WorkerInput,
  type WorkerOutput,
} from './import-worker-protocol.js';

// Reading an xlsx is CPU and memory heavy (exceljs holds the whole sheet), so it never runs on
// the thread that answers requests (issue 10: one 169 KB file blocked every tenant for 5 s).
// Each import gets a fresh worker thread with its own heap limit and a deadline; past either,
// the worker is terminated and the user told the file is too complex. The worker also lowers its
// own thread priority (import-worker.ts), so parsing never outruns answering requests.

export interface SandboxLimits {
  /** Wall-clock time from the worker's start to its answer. */
  timeoutMs: number;
  /** V8 heap of the worker: exceljs keeps every cell of the sheet in it. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

export const SANDBOX_LIMITS: SandboxLimits = {
  timeoutMs: 30_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
};

/**
 * Workers one API process runs at once (memory: limit × this); others wait their turn. One core
 * always stays for answering requests.
 */
export const MAX_PARALLEL_PARSES = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Imports that may wait for a worker; past this the API answers 503 instead of queueing. */
export const MAX_WAITING_PARSES = 16;

const tooComplex = () =>
  new AppError('business_rule', {
    message: 'validation.import_too_complex',
    fieldErrors: { file: ['validation.import_too_complex'] },
  });

const busy = () => new AppError('service_unavailable', { message: 'validation.import_busy' });

/**
 * At most `parallel` holders at once, at most `waiting` in line (past that → 503, rather than
 * queueing without bound). A released slot passes straight to the next in line.
 */
export function createGate(parallel: number, waiting: number) {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    async acquire(): Promise<void> {
      if (running < parallel) {
        running++;
        return;
      }
      if (line.length >= waiting) throw busy();
      await new Promise<void>((resolve) => line.push(resolve));
    },
    release(): void {
      const next = line.shift();
      if (next) next();
      else running--;
    },
  };
}

const gate = createGate(MAX_PARALLEL_PARSES, MAX_WAITING_PARSES);

/**
 * Under vitest and `npm run dev` this module is TypeScript: the worker then loads tsx first (a
 * dev dependency) and resolves workspace packages to their sources, like the parent does. From
 * the compiled dist it starts the sibling .js.
 */
function startWorker(input: WorkerInput, limits: SandboxLimits): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
  };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./import-worker.js', import.meta.url), {
      workerData: input,
      resourceLimits,
    });
  }
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./import-worker.ts', import.meta.url).href;
  const boot = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    workerData: input,
    resourceLimits,
    execArgv: ['--conditions=@ponteiro/source'],
  });
}

function runWorker<T>(
  input: WorkerInput,
  limits: SandboxLimits,
  decode: (message: WorkerOutput) => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(input, limits);
    let settled = false;
    const settle = (outcome: () => T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      try {
        resolve(outcome());
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(
      () =>
        settle(() => {
          throw tooComplex();
        }),
      limits.timeoutMs,
    );
    worker.once('message', (message: WorkerOutput) => settle(() => decode(message)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => {
        // Out of heap (or stack) is the file's doing; anything else is ours → logged 500.
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' || error instanceof RangeError) {
          throw tooComplex();
        }
        throw error;
      }),
    );
    worker.once('exit', () =>
      settle(() => {
        throw tooComplex();
      }),
    );
  });
}

/**
 * parseImportWorkbook (ZIP check by real inflation, then exceljs) in a worker thread with
 * `limits`. Its AppErrors (400/413) come back as they are; past the heap limit or the deadline
 * → 422 "too complex"; more imports waiting than MAX_WAITING_PARSES → 503.
 */
export async function parseInWorker(
  bytes: Uint8Array,
  lang: Language,
  limits: SandboxLimits = SANDBOX_LIMITS,
): Promise<ParsedSheet> {
  await gate.acquire();
  try {
    return await runWorker({ bytes, lang }, limits, sheetFromMessage);
  } finally {
    gate.release();
  }
}

/**
 * The first sheet as a plain table (import-table.ts), under the same worker limits and gate: for
 * imports whose columns are their own (holidays).
 */
export async function readTableInWorker(
  bytes: Uint8Array,
  lang: Language,
  maxRows: number,
  limits: SandboxLimits = SANDBOX_LIMITS,
): Promise<SheetTable> {
  await gate.acquire();
  try {
    return await runWorker({ bytes, lang, tableRows: maxRows }, limits, tableFromMessage);
  } finally {
    gate.release();
  }
}
