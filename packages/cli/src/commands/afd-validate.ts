import { validateAfd } from '@ponteiro/rep-files';
import { UsageError } from '../command.js';
import { printReport, readInput } from '../files.js';

const OPTIONS = ['--json', '--partial'];

/**
 * `ponteiro afd validate <file> [--json] [--partial]`: checks an AFD of any REP (Portaria 671
 * layout 003/004, or legacy 1510). Exit 0 valid, 1 invalid, 2 unreadable file or wrong arguments.
 * `--partial` accepts a file cut by period (first NSR above 1, hash chain anchored on its first punch).
 */
export async function afdValidate(args: string[]): Promise<number> {
  const options = args.filter((a) => a.startsWith('-') && a !== '-');
  const files = args.filter((a) => !options.includes(a));
  const unknown = options.find((o) => !OPTIONS.includes(o));
  if (unknown) throw new UsageError(`unknown option "${unknown}"`);
  const repeated = options.find((o, i) => options.indexOf(o) !== i);
  if (repeated) throw new UsageError(`${repeated} given more than once`);
  if (files.length !== 1) {
    throw new UsageError(
      files.length === 0 ? 'missing the AFD file' : `expected one AFD file, got ${files.length}`,
    );
  }
  const path = files[0]!;

  const bytes = await readInput(path);
  if (typeof bytes === 'string') {
    process.stderr.write(`ponteiro afd: ${bytes}\n`);
    return 2;
  }

  const report = validateAfd(bytes, { partial: options.includes('--partial') });
  const { lines, ...types } = report.counts;
  const records = Object.entries(types)
    .map(([type, n]) => `${type.replace('type', 'type ')}: ${n}`)
    .join(', ');
  return printReport(report, {
    json: options.includes('--json'),
    path,
    kind: 'AFD',
    summary: `valid AFD, ${lines} lines (${records})`,
  });
}
