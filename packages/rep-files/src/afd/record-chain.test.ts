import { describe, expect, it } from 'vitest';
import { afdPunchHash, NsrSequence, PunchHashChain } from './record-chain.js';

// The one NSR/hash-chain module the writer, the reader and the punch register share: what each
// of them relies on (the file-level behaviour is in validator.test.ts and writer.test.ts).

const head = (nsr: number) => `${String(nsr).padStart(9, '0')}7${'x'.repeat(63)}`;

describe('NsrSequence', () => {
  it('accepts 1, 2, 3 and reports a first NSR other than 1 unless partial', () => {
    const whole = new NsrSequence();
    expect([1, 2, 3].map((n) => whole.accept(n).ok)).toEqual([true, true, true]);
    expect(new NsrSequence().accept(5)).toEqual({ ok: false, reason: 'not-one', value: 5 });
    expect(new NsrSequence({ partial: true }).accept(5)).toEqual({ ok: true });
  });

  it('reports gaps and repeats, resynchronising forward but never backwards', () => {
    const sequence = new NsrSequence();
    sequence.accept(1);
    expect(sequence.accept(3)).toEqual({ ok: false, reason: 'gap', value: 3, expected: 2 });
    expect(sequence.accept(4)).toEqual({ ok: true });
    expect(sequence.accept(2)).toEqual({ ok: false, reason: 'repeat', value: 2, expected: 5 });
    expect(sequence.accept(5)).toEqual({ ok: true });
  });

  it('gives an unreadable NSR its place in the sequence', () => {
    const sequence = new NsrSequence();
    sequence.accept(1);
    sequence.skip();
    expect(sequence.accept(3)).toEqual({ ok: true });
  });
});

describe('PunchHashChain', () => {
  it('appends each hash over fields 1–7 and the previous hash, keeping stored hashes', () => {
    const chain = new PunchHashChain('');
    const first = chain.append(head(1));
    expect(first).toBe(afdPunchHash(head(1), ''));
    const stored = 'a'.repeat(64);
    expect(chain.append(head(2), stored)).toBe(stored);
    expect(chain.append(head(3))).toBe(afdPunchHash(head(3), stored));
  });

  it('verifies what a writer appended, in either case of hex', () => {
    const writer = new PunchHashChain('');
    const hashes = [1, 2, 3].map((n) => writer.append(head(n)));
    const reader = new PunchHashChain();
    expect(reader.verify(head(1), hashes[0]!, true)).toBeUndefined();
    expect(reader.verify(head(2), hashes[1]!.toUpperCase(), true)).toBeUndefined();
    expect(reader.verify(head(3), hashes[2]!, true)).toBeUndefined();
  });

  it('returns the expected hash on a mismatch, and anchors a file cut by period', () => {
    const reader = new PunchHashChain();
    const wrong = 'b'.repeat(64);
    expect(reader.verify(head(1), wrong, true)).toBe(afdPunchHash(head(1), ''));
    const partial = new PunchHashChain();
    expect(partial.verify(head(7), wrong, false)).toBeUndefined();
    expect(partial.verify(head(8), afdPunchHash(head(8), wrong), false)).toBeUndefined();
  });

  it('cannot check the record after an unreadable hash', () => {
    const reader = new PunchHashChain();
    reader.verify(head(1), afdPunchHash(head(1), ''), true);
    reader.break();
    expect(reader.verify(head(3), 'c'.repeat(64), true)).toBeUndefined();
  });
});
