import { readFile } from 'node:fs/promises';
import { computeTimesheet, parseScenario, ScenarioError } from '@ponteiro/time-engine';
import { type Command, UsageError } from '../command.js';
import { fileProblem } from '../files.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Bad input: one line on stderr, exit 2 (no usage text: the arguments were right, the content was not). */
function badInput(message: string): number {
  process.stderr.write(`ponteiro timesheet: ${message}\n`);
  return 2;
}

export const timesheetCommand: Command = {
  name: 'timesheet',
  summary: 'Compute a timesheet from a scenario JSON file ("-" reads stdin) and print the result',
  usage: 'ponteiro timesheet <scenario.json | ->',
  async run(args) {
    if (args.length !== 1) {
      throw new UsageError(
        args.length === 0
          ? 'missing the scenario file'
          : `expected one scenario file, got ${args.length} arguments`,
      );
    }
    const path = args[0]!;
    const label = path === '-' ? 'stdin' : path;

    let text: string;
    try {
      text = path === '-' ? await readStdin() : await readFile(path, 'utf8');
    } catch (error) {
      return badInput(`${label}: cannot read (${fileProblem(error)})`);
    }

    let raw: unknown;
    try {
      // Editors on Windows may save a byte-order mark, which JSON.parse refuses.
      raw = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      return badInput(`${label}: invalid JSON (${(error as Error).message})`);
    }

    let scenario: ReturnType<typeof parseScenario>;
    try {
      scenario = parseScenario(raw);
    } catch (error) {
      if (error instanceof ScenarioError) return badInput(`${label}: ${error.message}`);
      throw error;
    }

    // A failure inside the engine is a bug, not bad input: main() reports it with exit 1.
    const result = computeTimesheet(scenario);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  },
};
