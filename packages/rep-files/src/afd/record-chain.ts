import { createHash } from 'node:crypto';

/*
 * The two chains that tie the records of a REP together (brazil-legal.md §1.3, §1.4): the NSR
 * sequence (every record 2–7 takes the next number, Anexo IX item 6, FAQ Q41) and the SHA-256 chain
 * of type-7 punches (gov.br AFD item 9). One module so the AFD writer, the reader/validator and the
 * punch register (which computes and stores the hash when the punch is recorded) cannot drift.
 */

/** Length of the hashed part of a type-7 line (fields 1–7). */
export const PUNCH_HASHED_LENGTH = 73;

/**
 * Código hash of a type-7 record (Portaria 671, gov.br AFD item 9): SHA-256 over fields 1–7 as
 * written in the file (positions 1–73) followed by the hash of the previous type-7 record ('' for
 * the first), bytes in ISO-8859-1, as 64 lower-case hex digits.
 *
 * ⚠ The official text lists the inputs but not how they are joined, nor the case of the hex. We
 * follow every public implementation read (plain concatenation, no separator, lower case) and the
 * chain runs over type-7 records only. The validator compares hashes case-insensitively.
 */
export function afdPunchHash(fields1to7: string, previousHash: string): string {
  return createHash('sha256').update(`${fields1to7}${previousHash}`, 'latin1').digest('hex');
}

/** A written punch hash: 64 hex digits, either case. */
export function isPunchHash(value: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(value);
}

/** What the NSR sequence makes of the next number. */
export type NsrStep =
  | { ok: true }
  /** The first NSR of a whole file (not `partial`) must be 1. */
  | { ok: false; reason: 'not-one'; value: number }
  /** Repeats or goes back (`value < expected`), or leaves a gap (`value > expected`). */
  | { ok: false; reason: 'repeat' | 'gap'; value: number; expected: number };

/**
 * The NSR sequence: starts at 1 (unless the file or export starts inside a period), +1 each
 * record, no gaps, no repeats (⚠ "no gaps" is inferred from "incrementos unitários").
 */
export class NsrSequence {
  /** The first NSR seen, undefined before it. */
  first: number | undefined;
  /** The NSR the next record must have, undefined before the first. */
  expected: number | undefined;

  constructor(private readonly options: { partial?: boolean } = {}) {}

  /**
   * Takes the next record's NSR. After a fault the sequence resynchronises on the value read, but
   * never backwards: after a repeat it continues where it was.
   */
  accept(value: number): NsrStep {
    let step: NsrStep = { ok: true };
    if (this.first === undefined) {
      this.first = value;
      if (value !== 1 && !this.options.partial) step = { ok: false, reason: 'not-one', value };
    } else if (value !== this.expected) {
      const expected = this.expected!;
      step = { ok: false, reason: value < expected ? 'repeat' : 'gap', value, expected };
    }
    this.expected = Math.max(this.expected ?? 0, value + 1);
    return step;
  }

  /** A record whose NSR cannot be read still takes its place in the sequence. */
  skip(): void {
    if (this.expected !== undefined) this.expected++;
  }
}

/**
 * The SHA-256 chain of type-7 records. A writer or the punch register appends (each hash over the
 * record's fields 1–7 and the previous hash); a reader verifies the hashes a file carries.
 */
export class PunchHashChain {
  /** Hash of the previous type-7 record; undefined before the first, null when unreadable. */
  private previous: string | null | undefined;

  /**
   * `previousHash`: the hash of the last type-7 record before this one ('' at the chain start).
   * Left out by a reader: the file's first NSR tells whether its chain starts in it.
   */
  constructor(previousHash?: string) {
    this.previous = previousHash;
  }

  /** The hash of the next record: `stored` when the record already has one, else computed. */
  append(fields1to7: string, stored?: string): string {
    const hash = stored ?? afdPunchHash(fields1to7, this.previous ?? '');
    this.previous = hash;
    return hash;
  }

  /**
   * Checks a hash as written in a file; returns the expected hash when it does not match, else
   * undefined. `startsChain`: the file starts at NSR 1, so its first hash continues ''. A file cut
   * by period anchors on its first hash, and a record after an unreadable hash cannot be checked.
   * Either case of hex is accepted, in this hash and in the previous one.
   */
  verify(fields1to7: string, written: string, startsChain: boolean): string | undefined {
    const anchored = (this.previous === undefined && !startsChain) || this.previous === null;
    const before = this.previous ?? '';
    this.previous = written;
    if (anchored) return undefined;
    const hash = written.toLowerCase();
    const expected = afdPunchHash(fields1to7, before);
    const matches =
      hash === expected ||
      hash === afdPunchHash(fields1to7, before.toLowerCase()) ||
      hash === afdPunchHash(fields1to7, before.toUpperCase());
    return matches ? undefined : expected;
  }

  /** The record's hash is unreadable: the next one cannot be checked. */
  break(): void {
    this.previous = null;
  }
}
