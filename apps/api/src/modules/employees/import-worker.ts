import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { parseImportWorkbook } from './import-parse.js';
import { readSheetTable } from './import-table.js';
import {
  errorToMessage,
  sheetToMessage,
  type WorkerInput,
  type WorkerOutput,
} from './import-worker-protocol.js';

// Entry of the parse worker (started by import-sandbox.ts): checks the ZIP by really inflating
// it, reads the first sheet and posts the rows back. Runs under memory limits and a deadline.

/**
 * Parsing is batch work: on Linux this thread lowers its own priority (a thread id works as a
 * pid there) so the thread that answers requests wins the CPU on a small machine. Best effort.
 */
function yieldCpu(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux, or not allowed: the worker still runs, at normal priority.
  }
}

yieldCpu();
const input = workerData as WorkerInput;
let output: WorkerOutput;
try {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  output =
    input.tableRows === undefined
      ? sheetToMessage(await parseImportWorkbook(bytes, input.lang))
      : { ok: true, table: await readSheetTable(bytes, input.lang, input.tableRows) };
} catch (error) {
  output = errorToMessage(error);
}
parentPort?.postMessage(output);
