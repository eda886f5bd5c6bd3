import { basename } from 'node:path';
import { validateAfd } from '@ponteiro/rep-files';
import { UsageError } from '../command.js';
import { printReport, readInput } from '../files.js';

const OPTIONS = ['--json', '--partial'];
/** `--name=<file name>`: the name the file had at the REP (it tells REP_C/REP_A/REP_P). */
const NAME = '--name=';

/**
 * `ponteiro afd validate <file> [--json] [--partial] [--name=<file name>]`: checks an AFD of any
 * REP (Portaria 671 layout 003/004, legacy 1510, or 1510 with the 595/2013 CRC). Exit 0 valid, 1 invalid, 2 unreadable file or wrong arguments.
 * `--partial` accepts a file cut by period (first NSR above 1, hash chain anchored on its first punch)
 * and a records-only download (no header, no trailer).
 */
export async function afdValidate(args: string[]): Promise<number> {
  const options = args.filter((a) => a.startsWith('-') && a !== '-');
  const files = args.filter((a) => !options.includes(a));
  const unknown = options.find((o) => !OPTIONS.includes(o) && !o.startsWith(NAME));
  if (unknown) throw new UsageError(`unknown option "${unknown}"`);
  const repeated = options
    .map((o) => (o.startsWith(NAME) ? NAME.slice(0, -1) : o))
    .find((o, i, all) => all.indexOf(o) !== i);
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

  // The file name tells the REP (gov.br item 10) when the content does not; --name overrides it
  // for a file saved under another name.
  const named = options.find((o) => o.startsWith(NAME))?.slice(NAME.length);
  const report = validateAfd(bytes, {
    partial: options.includes('--partial'),
    fileName: named || basename(path),
  });
  const { lines, ...types } = report.counts;
  const records = Object.entries(types)
    .map(([type, n]) => `${type.replace('type', 'type ')}: ${n}`)
    .join(', ');
  return printReport(report, {
    json: options.includes('--json'),
    path,
    kind: 'AFD',
    counts: `${lines} lines (${records})`,
    valid: `valid AFD, ${lines} lines (${records})`,
  });
}
