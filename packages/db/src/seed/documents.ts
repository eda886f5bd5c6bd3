import { isValidCnpj, isValidCpf, isValidPis } from '@ponteiro/shared';

// Valid registration numbers for demo data. Each is found by trying the 100 (or 10) possible
// check digits against the shared validator, so the seed can never disagree with validation.

/** A deterministic pseudo-random generator (mulberry32): same seed, same demo company. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function digits(random: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(random() * 10).toString();
  return out;
}

function completeWith(base: string, checkLength: number, isValid: (v: string) => boolean): string {
  const tries = 10 ** checkLength;
  for (let n = 0; n < tries; n++) {
    const candidate = base + n.toString().padStart(checkLength, '0');
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`no check digits complete ${base}`);
}

export function generateCpf(random: () => number): string {
  let base = digits(random, 9);
  while (/^(\d)\1+$/.test(base)) base = digits(random, 9);
  return completeWith(base, 2, isValidCpf);
}

/** `base12` may hold letters (alphanumeric CNPJ); default: 8 random digits + branch 0001. */
export function generateCnpj(random: () => number, base12?: string): string {
  return completeWith(base12 ?? `${digits(random, 8)}0001`, 2, isValidCnpj);
}

export function generatePis(random: () => number): string {
  return completeWith(`1${digits(random, 9)}`, 1, isValidPis);
}
