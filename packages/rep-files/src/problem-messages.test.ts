import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAej } from './aej/validator.js';
import { validateAfd } from './afd/validator.js';
import {
  PROBLEM_MESSAGES,
  type ProblemCode,
  problemCode,
  renderProblem,
} from './problem-messages.js';
import { type ValidationReport, withCode } from './problems.js';

const fixtures = (kind: 'afd' | 'aej') => {
  const dir = new URL(`./${kind}/fixtures/`, import.meta.url);
  return readdirSync(dir).map((name) => readFileSync(new URL(name, dir)).toString('latin1'));
};
const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** Damaged copies of a file: characters replaced, lines dropped or doubled, endings changed. */
function damaged(text: string): string[] {
  const lines = text.split('\r\n');
  const out: string[] = ['', `\uFEFF${text}`, text.replace(/\r\n/g, '\n'), text.trimEnd()];
  lines.forEach((line, i) => {
    for (const at of [0, 1, 9, 10, 23, 34, 40, 60, 90, line.length - 4, line.length - 1]) {
      if (at < 0 || at >= line.length) continue;
      for (const ch of ['X', '9', ' ', 'é']) {
        const copy = [...lines];
        copy[i] = line.slice(0, at) + ch + line.slice(at + 1);
        out.push(copy.join('\r\n'));
      }
    }
    out.push([...lines.slice(0, i), ...lines.slice(i + 1)].join('\r\n'));
    out.push([...lines.slice(0, i + 1), line, ...lines.slice(i + 1)].join('\r\n'));
    out.push([...lines.slice(0, i), `${line}|`, ...lines.slice(i + 1)].join('\r\n'));
  });
  return out;
}

const coded = (report: ValidationReport) => [...report.errors, ...report.warnings].map(withCode);
const uncoded = (report: ValidationReport) =>
  coded(report)
    .filter((p) => !p.code)
    .map((p) => p.message);

describe('problem codes', () => {
  it('reads every template back to its own code', () => {
    for (const code of Object.keys(PROBLEM_MESSAGES) as ProblemCode[]) {
      const params = Object.fromEntries(
        [...PROBLEM_MESSAGES[code].matchAll(/\{\{(\w+)\}\}/g)].map((m, i) => [m[1], `v${i}`]),
      );
      expect(problemCode(renderProblem(code, params)), code).toEqual({ code, params });
    }
  });

  it('gives a code to every problem the AFD validator finds in damaged files', () => {
    const seen = new Set<string>();
    for (const text of fixtures('afd')) {
      for (const copy of damaged(text)) {
        const report = validateAfd(bytes(copy));
        for (const p of coded(report)) if (p.code) seen.add(p.code);
        expect(uncoded(report)).toEqual([]);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  it('gives a code to every problem the AEJ validator finds in damaged files', () => {
    const seen = new Set<string>();
    for (const text of fixtures('aej')) {
      for (const copy of damaged(text)) {
        const report = validateAej(bytes(copy));
        for (const p of coded(report)) if (p.code) seen.add(p.code);
        expect(uncoded(report)).toEqual([]);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });
});
