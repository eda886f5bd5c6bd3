import { validateAej } from '@ponteiro/rep-files';
import { type Command, UsageError } from '../command.js';
import { printReport, readInput } from '../files.js';

/** `ponteiro aej validate <file> [--json]`: exit 0 valid, 1 invalid, 2 unreadable file. */
async function aejValidate(args: string[]): Promise<number> {
  const options = args.filter((a) => a.startsWith('-'));
  const files = args.filter((a) => !a.startsWith('-'));
  const unknown = options.find((o) => o !== '--json');
  if (unknown) throw new UsageError(`unknown option "${unknown}"`);
  if (options.length > 1) throw new UsageError('--json given more than once');
  if (files.length !== 1) {
    throw new UsageError(
      files.length === 0 ? 'missing the AEJ file' : `expected one AEJ file, got ${files.length}`,
    );
  }
  const path = files[0]!;
  const json = options.length === 1;

  const bytes = await readInput(path);
  if (typeof bytes === 'string') {
    process.stderr.write(`ponteiro aej: ${bytes}\n`);
    return 2;
  }

  const report = validateAej(bytes);
  const records = Object.entries(report.counts)
    .filter(([type]) => type !== '99')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type}: ${n}`)
    .join(', ');
  return printReport(report, {
    json,
    path,
    kind: 'AEJ',
    counts: records,
    valid: `valid AEJ (records ${records})`,
  });
}

/** `ponteiro aej validate …`: checks an AEJ (Portaria 671, layout 001) from any PTRP. */
export const aejCommand: Command = {
  name: 'aej',
  summary: 'AEJ files: validate (Portaria 671 Arquivo Eletrônico de Jornada, layout 001)',
  usage: 'ponteiro aej validate <file> [--json]',
  async run(args) {
    const [sub, ...rest] = args;
    if (sub === 'validate') return aejValidate(rest);
    throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing the subcommand');
  },
};
