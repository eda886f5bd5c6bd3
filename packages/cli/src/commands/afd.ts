import { type Command, UsageError } from '../command.js';
import { afdSign, afdVerify } from './afd-sign.js';
import { afdValidate } from './afd-validate.js';
import { afdVerifyChain } from './afd-verify-chain.js';

const SUBCOMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  validate: afdValidate,
  sign: afdSign,
  verify: afdVerify,
  'verify-chain': afdVerifyChain,
};

/** `ponteiro afd validate|sign|verify …`: the AFD tools HR also uses on files from any REP. */
export const afdCommand: Command = {
  name: 'afd',
  summary:
    'AFD files: validate (Portaria 671, 1510 or 1510/595), sign (detached CAdES .p7s), verify; verify-chain (the punch registers)',
  usage: [
    'ponteiro afd validate <file> [--json] [--partial] [--name=<file name at the REP>]',
    'ponteiro afd sign <file> --p12 <certificate.p12> [--password-env NAME] [--out <file.p7s>]',
    'ponteiro afd verify <file> <file.p7s>',
    'ponteiro afd verify-chain [--company <id>] [--subsidiary <id>] [--json]   (the punch registers in the database)',
  ].join('\n       '),
  async run(args) {
    const [sub, ...rest] = args;
    const run = sub ? SUBCOMMANDS[sub] : undefined;
    if (!run) throw new UsageError(sub ? `unknown subcommand "${sub}"` : 'missing the subcommand');
    return run(rest);
  },
};
