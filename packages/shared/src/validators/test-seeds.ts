// Deterministic pseudo-random strings for cross-checking against @brazilian-utils (tests only).

const DIGITS = '0123456789';
export const CNPJ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `count` strings of `length` characters from `alphabet`, the same on every run. */
export function seededStrings(count: number, length: number, alphabet = DIGITS): string[] {
  let state = 0x2545f491;
  const next = () => {
    // xorshift32: enough spread for test inputs, and reproducible.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % alphabet.length;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => alphabet[next()]).join(''),
  );
}

/** `00`..`99` or `0`..`9`: every candidate check-digit suffix. */
export function allSuffixes(digits: 1 | 2): string[] {
  const n = 10 ** digits;
  return Array.from({ length: n }, (_, i) => String(i).padStart(digits, '0'));
}
