import type { ExplainData } from '@ponteiro/shared';
import { beforeAll, describe, expect, it } from 'vitest';
// The engine names its rules in day.ts: `note(explain, field, minutes, 'rule', REFS.x)`.
import daySource from '../../../../../../packages/time-engine/src/day.ts?raw';
import { i18n } from '../../../i18n';
import { timesheets as enUS } from '../../../i18n/locales/en-US/timesheets';
import { timesheets as pt } from '../../../i18n/locales/pt/timesheets';
import type { TimesheetsT } from '../texts';
import { EXPLAIN_RULES, entriesFor, explainText, FIGURE_FIELDS } from './explain';

const t = (() => i18n.getFixedT('pt', 'timesheets')) as unknown as () => TimesheetsT;

const TOLERANCE: ExplainData = {
  field: 'tolerance',
  minutes: 4,
  rule: 'tolerance',
  ref: 'CLT art. 58 §1',
};

describe('figure explanations', () => {
  beforeAll(() => {
    i18n.addResourceBundle('pt', 'timesheets', pt, true, true);
    i18n.addResourceBundle('en-US', 'timesheets', enUS, true, true);
  });

  it('says an entry in words with its legal source, and an unknown rule by its name', () => {
    expect(explainText(t(), TOLERANCE)).toBe('4 min tolerados — CLT art. 58 §1');
    expect(
      explainText(t(), { field: 'workedMinutes', minutes: 75, rule: 'new_rule', ref: '' }),
    ).toBe('new_rule: 1 h 15 min');
  });

  it('finds the entries of a figure in the engine order, without repeats', () => {
    const explain: ExplainData[] = [
      { field: 'workedClockMinutes', minutes: 484, rule: 'punches', ref: 'P671' },
      { field: 'nightMinutes', minutes: 60, rule: 'night', ref: 'CLT art. 73' },
      { field: 'workedMinutes', minutes: 484, rule: 'punches', ref: 'P671' },
      TOLERANCE,
    ];
    expect(entriesFor(explain, FIGURE_FIELDS.worked).map((entry) => entry.rule)).toEqual([
      'punches',
      'tolerance',
    ]);
    expect(entriesFor(explain, FIGURE_FIELDS.bank)).toEqual([]);
  });

  it('knows every rule the time engine writes', () => {
    const source = daySource;
    const written = new Set<string>();
    const patterns = [
      /'([a-z_]+)'\s*,\s*REFS\./g,
      /rule = '([a-z_]+)'/g,
      /\?\s*'([a-z_]+)'\s*:\s*'([a-z_]+)'/g,
    ];
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        for (const rule of match.slice(1)) if (rule) written.add(rule);
      }
    }
    const known: readonly string[] = EXPLAIN_RULES;
    expect([...written].filter((rule) => !known.includes(rule))).toEqual([]);
    expect(written.size).toBeGreaterThan(15);
  });
});
