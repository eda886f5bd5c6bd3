/** A sub-command of `npx ponteiro`. Exit codes: 0 ok, 1 failure, 2 bad input. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

/** Bad input: printed to stderr without a stack trace, exit code 2. */
export class UsageError extends Error {}
