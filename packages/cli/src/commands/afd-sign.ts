import { writeFile } from 'node:fs/promises';
import { Pkcs12Error, signDetached, verifyDetached } from '@ponteiro/rep-files';
import { UsageError } from '../command.js';
import { fileProblem, readInput } from '../files.js';

const DEFAULT_PASSWORD_ENV = 'PONTEIRO_P12_PASSWORD';

/** Bad input: one line on stderr, exit 2. */
function badInput(sub: string, message: string): number {
  process.stderr.write(`ponteiro afd ${sub}: ${message}\n`);
  return 2;
}

interface Parsed {
  positional: string[];
  options: Map<string, string>;
}

/** `--name value` or `--name=value`; only the names in `known` are accepted. */
function parseArgs(args: string[], known: readonly string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (name === '--password') {
      throw new UsageError(
        `the password is never read from the command line; put it in an environment variable and name it with --password-env (default ${DEFAULT_PASSWORD_ENV})`,
      );
    }
    if (!known.includes(name)) throw new UsageError(`unknown option ${name}`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    if (options.has(name)) throw new UsageError(`${name} given twice`);
    options.set(name, value);
  }
  return { positional, options };
}

/**
 * `ponteiro afd sign <file> --p12 <certificate.p12> [--password-env NAME] [--out <file.p7s>]`:
 * writes a detached CAdES-BES signature of the file (default `<file>.p7s`). The PKCS#12 password
 * comes from the environment variable NAME (default PONTEIRO_P12_PASSWORD), never from argv.
 */
export async function afdSign(args: string[]): Promise<number> {
  const { positional, options } = parseArgs(args, ['--p12', '--password-env', '--out']);
  if (positional.length !== 1) {
    throw new UsageError(
      positional.length === 0
        ? 'missing the file to sign'
        : `expected one file to sign, got ${positional.length}`,
    );
  }
  const file = positional[0]!;
  const p12Path = options.get('--p12');
  if (!p12Path) throw new UsageError('missing --p12 <certificate.p12>');
  const passwordEnv = options.get('--password-env') ?? DEFAULT_PASSWORD_ENV;
  const out = options.get('--out') ?? `${file}.p7s`;

  const password = process.env[passwordEnv];
  if (password === undefined) {
    return badInput(
      'sign',
      `the environment variable ${passwordEnv} is not set (it must hold the PKCS#12 password)`,
    );
  }
  const content = await readInput(file);
  if (typeof content === 'string') return badInput('sign', content);
  const pkcs12 = await readInput(p12Path);
  if (typeof pkcs12 === 'string') return badInput('sign', pkcs12);

  let p7s: Uint8Array;
  try {
    p7s = signDetached(content, pkcs12, password);
  } catch (error) {
    if (error instanceof Pkcs12Error) return badInput('sign', `${p12Path}: ${error.message}`);
    throw error;
  }
  try {
    await writeFile(out, p7s);
  } catch (error) {
    return badInput('sign', `${out}: cannot write (${fileProblem(error)})`);
  }
  const { signer } = verifyDetached(content, p7s);
  process.stdout.write(
    `signed ${file}\nsignature: ${out}\nsigner: ${signer?.subject ?? '?'} (serial ${signer?.serial ?? '?'})\n`,
  );
  return 0;
}

/**
 * `ponteiro afd verify <file> <file.p7s>`: exit 0 when the detached signature is valid (prints
 * the signer), 1 when not (lists the errors), 2 for bad input.
 */
export async function afdVerify(args: string[]): Promise<number> {
  const { positional } = parseArgs(args, []);
  if (positional.length !== 2) {
    throw new UsageError(
      `expected the signed file and its .p7s signature, got ${positional.length} argument(s)`,
    );
  }
  const [file, signature] = positional as [string, string];
  const content = await readInput(file);
  if (typeof content === 'string') return badInput('verify', content);
  const p7s = await readInput(signature);
  if (typeof p7s === 'string') return badInput('verify', p7s);

  const result = verifyDetached(content, p7s);
  const lines: string[] = [result.valid ? 'valid signature' : 'INVALID signature'];
  if (result.signer) {
    lines.push(
      `signer: ${result.signer.subject}`,
      `serial: ${result.signer.serial}`,
      `certificate valid from ${result.signer.notBefore} to ${result.signer.notAfter}`,
    );
  }
  if (result.signedAt) {
    const validity =
      result.certificateValidAtSigningTime === false
        ? ' (OUTSIDE the certificate validity period)'
        : '';
    lines.push(`signed at: ${result.signedAt} (signer's clock)${validity}`);
  }
  for (const error of result.errors) lines.push(`error: ${error}`);
  lines.push('not checked: certificate chain, ICP-Brasil trust, revocation (no network access)');
  process.stdout.write(`${lines.join('\n')}\n`);
  return result.valid ? 0 : 1;
}
