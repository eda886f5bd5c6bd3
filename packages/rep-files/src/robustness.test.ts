import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAej } from './aej/index.js';
import { validateAfd } from './afd/index.js';

// Files from other REPs can be anything: whatever the bytes, a validator answers with a report
// (never an exception), and a file that is not the golden one is never called valid by accident
// when the change hit a checked byte. Mutations are random but seeded, so a failure reproduces.

const read = (path: string) => readFileSync(new URL(path, import.meta.url));
const GOLDEN = {
  afd: [read('./afd/fixtures/afd-671-rep-p.txt'), read('./afd/fixtures/afd-1510.txt')],
  aej: [read('./aej/fixtures/full.aej'), read('./aej/fixtures/example.aej')],
};

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One random damage: flip a byte, delete a span, duplicate a span, or cut the file. */
function damage(bytes: Buffer, next: () => number): Buffer {
  const at = Math.floor(next() * bytes.length);
  const span = 1 + Math.floor(next() * 40);
  switch (Math.floor(next() * 4)) {
    case 0: {
      const copy = Buffer.from(bytes);
      copy[at] = Math.floor(next() * 256);
      return copy;
    }
    case 1:
      return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + span)]);
    case 2:
      return Buffer.concat([bytes.subarray(0, at + span), bytes.subarray(at)]);
    default:
      return bytes.subarray(0, at);
  }
}

describe.each([
  ['AFD', GOLDEN.afd, validateAfd],
  ['AEJ', GOLDEN.aej, validateAej],
] as const)('%s validator on damaged files', (_name, goldens, validate) => {
  it('answers every damaged file with a report whose problems name a line and a field', () => {
    const next = random(20261123);
    for (let round = 0; round < 1500; round++) {
      const golden = goldens[round % goldens.length]!;
      let bytes = damage(golden, next);
      if (next() < 0.3) bytes = damage(bytes, next);
      const report = validate(bytes);
      expect(typeof report.valid).toBe('boolean');
      expect(report.valid).toBe(report.errors.length === 0);
      for (const problem of report.errors) {
        expect(problem.line).toBeGreaterThanOrEqual(0);
        expect(problem.field.length).toBeGreaterThan(0);
        expect(problem.message.length).toBeGreaterThan(0);
      }
    }
  });

  it('finds every golden valid and refuses a cut in the middle', () => {
    for (const golden of goldens) {
      expect(validate(golden).errors).toEqual([]);
      expect(validate(golden.subarray(0, Math.floor(golden.length / 2))).valid).toBe(false);
    }
  });
});
