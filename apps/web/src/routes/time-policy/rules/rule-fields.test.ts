import type { FullRules } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { countSet, mergeRules, partialRulesOf, ruleValuesOf } from './rule-fields';

const STATUTORY = DEFAULT_RULES as FullRules;

describe('rule fields', () => {
  it('sends only the rules a schedule sets, nested where the contract nests them', () => {
    const values = {
      tolerancePerMark: 3,
      tolerancePerDay: null,
      nightStart: '21:00',
      nightEnd: '',
      reducedHour: undefined,
      restDays: [],
      hoursBank: false,
    };
    expect(partialRulesOf(values)).toEqual({
      tolerancePerMark: 3,
      night: { start: '21:00' },
      restDays: [],
      hoursBank: false,
    });
    expect(countSet(values)).toBe(4);
    expect(partialRulesOf(undefined)).toEqual({});
  });

  it('round-trips overrides and leaves out what equals the law (advanced settings)', () => {
    const overrides = { overtimeRate: 60, night: { start: '21:00', extendAfterEnd: false } };
    expect(partialRulesOf(ruleValuesOf(overrides))).toEqual(overrides);
    const company = mergeRules(STATUTORY, { ...overrides, restDays: ['sat', 'sun'] });
    expect(company.night).toEqual({ ...STATUTORY.night, start: '21:00', extendAfterEnd: false });
    // Every rule has a value on screen; only the departures from the statutory ones are stored,
    // weekday lists compared whatever their order.
    expect(partialRulesOf(ruleValuesOf(company), STATUTORY)).toEqual({
      ...overrides,
      restDays: ['sat', 'sun'],
    });
    expect(partialRulesOf(ruleValuesOf(STATUTORY), STATUTORY)).toEqual({});
    expect(partialRulesOf({ restDays: ['sun'] }, { ...STATUTORY, restDays: ['sun'] })).toEqual({});
  });
});
