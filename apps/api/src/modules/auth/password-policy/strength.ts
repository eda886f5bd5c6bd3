import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { PRODUCT_WORDS } from './product-words.js';

/**
 * Score 3 of zxcvbn's 0–4 means an estimated 10^8+ guesses: out of reach of online guessing
 * behind the sign-in throttle, and costly offline against the slow password hash. Below that are
 * dictionary words with a year or a symbol tacked on, which is exactly what people try first.
 */
export const MIN_SCORE = 3;

export type PasswordProblem = 'password_weak' | 'password_personal';

export interface PasswordOwner {
  email?: string | null | undefined;
  name?: string | null | undefined;
  username?: string | null | undefined;
}

/** Case- and accent-folded, as people type the same word either way. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The letters of a password, with and without its digit-for-letter swaps undone. */
function cores(folded: string): string[] {
  const plain = folded.replace(/[^\p{L}]/gu, '');
  // Digits and symbols at the ends are decoration (a year, a "!"), not swapped letters.
  const middle = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const unleeted = middle.replace(/[013457@$]/g, (c) => LEET[c] ?? c).replace(/[^\p{L}]/gu, '');
  return [...new Set([plain, unleeted])].filter((c) => c.length >= 3);
}

/** The owner's own words (email, its local part, name parts, username), folded. */
function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const email = owner.email ? fold(owner.email) : '';
  if (email) {
    words.add(email);
    const local = email.split('@')[0] ?? '';
    words.add(local);
    for (const part of local.split(/[^\p{L}\p{N}]+/u)) words.add(part);
  }
  for (const part of fold(owner.name ?? '').split(/[^\p{L}]+/u)) words.add(part);
  if (owner.username) words.add(fold(owner.username));
  return [...words].filter((w) => w.length >= 3);
}

const COMMON = new Set(COMMON_PASSWORDS.map(fold));
const PRODUCT = new Set(PRODUCT_WORDS);
const COMMON_CORES = new Set(COMMON_PASSWORDS.flatMap((p) => cores(fold(p))));

/** A product word alone or with a short word around it ("meuponteiro", "pontoabc"). */
const isProductWord = (core: string) =>
  PRODUCT.has(core) || PRODUCT_WORDS.some((w) => core.includes(w) && core.length - w.length <= 4);

let factory: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take a moment to rank and are not needed before. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...ptBr.dictionary,
      product: [...PRODUCT_WORDS],
      commonBr: [...COMMON_PASSWORDS],
    },
    graphs: common.adjacencyGraphs,
    useLevenshteinDistance: true,
  });
  return factory;
}

/** Why a new password is refused, or null when it is acceptable. Length is the schema's job. */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
): PasswordProblem | null {
  const folded = fold(password);
  const personal = personalWords(owner);
  const passwordCores = cores(folded);
  if (
    personal.some((w) => folded === w || (w.length >= 4 && folded.includes(w))) ||
    passwordCores.some((c) => personal.includes(c))
  ) {
    return 'password_personal';
  }
  if (COMMON.has(folded) || passwordCores.some((c) => COMMON_CORES.has(c) || isProductWord(c))) {
    return 'password_weak';
  }
  const { score } = estimator().check(password.slice(0, 128), personal);
  return score < MIN_SCORE ? 'password_weak' : null;
}
