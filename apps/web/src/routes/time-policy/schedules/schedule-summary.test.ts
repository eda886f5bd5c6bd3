import type { EngineSchedule } from '@ponteiro/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../i18n';
import { TIME_POLICY_NS, type TimePolicyT } from '../texts';
import { cyclePattern, cycleShape, presetOf } from './cycle-shape';
import { COMMERCIAL_WEEK, OFFICE_DAY as OFFICE } from './schedule-form-values';
import { scheduleSummary } from './schedule-summary';

const COMMERCIAL = { kind: 'weekly', days: COMMERCIAL_WEEK } as EngineSchedule;
const NIGHT_12X36: EngineSchedule = {
  kind: 'cycle',
  anchor: '2026-11-01',
  pattern: [[['19:00', '07:00']], []],
};

async function tIn(language: 'pt' | 'en-US'): Promise<TimePolicyT> {
  await setLanguage(language);
  await i18n.loadNamespaces(TIME_POLICY_NS);
  return i18n.getFixedT(language, TIME_POLICY_NS) as TimePolicyT;
}

describe('scheduleSummary', () => {
  beforeAll(() => i18n.loadNamespaces(TIME_POLICY_NS));

  it('groups weekdays with the same pairs, in week order (pt)', async () => {
    const t = await tIn('pt');
    expect(scheduleSummary(COMMERCIAL, t)).toBe(
      'seg–sex 08:00–12:00, 13:00–17:00; sáb 08:00–12:00',
    );
    const alternate = {
      kind: 'weekly',
      days: {
        mon: OFFICE,
        wed: OFFICE,
        fri: OFFICE,
        sat: [['22:00', '05:00']],
        sun: [['22:00', '05:00']],
      },
    } as EngineSchedule;
    expect(scheduleSummary(alternate, t)).toBe(
      'seg, qua, sex 08:00–12:00, 13:00–17:00; sáb, dom 22:00–05:00',
    );
    expect(scheduleSummary({ kind: 'weekly', days: {} }, t)).toBe('sem horários');
  });

  it('names a regular rotation and its first day (DD/MM/AAAA in pt, MM/DD/YYYY in en-US)', async () => {
    expect(scheduleSummary(NIGHT_12X36, await tIn('pt'))).toBe(
      '12x36 19:00–07:00, a partir de 01/11/2026',
    );
    expect(scheduleSummary(NIGHT_12X36, await tIn('en-US'))).toBe(
      '12x36 19:00–07:00, from 11/01/2026',
    );
    expect(scheduleSummary(COMMERCIAL, await tIn('en-US'))).toBe(
      'Mon–Fri 08:00–12:00, 13:00–17:00; Sat 08:00–12:00',
    );
  });

  it('describes an irregular rotation by its length', async () => {
    const t = await tIn('pt');
    const irregular = {
      kind: 'cycle',
      anchor: '2026-11-02',
      pattern: [OFFICE, [], [['08:00', '12:00']], []],
    } as EngineSchedule;
    expect(scheduleSummary(irregular, t)).toBe(
      'escala de 4 dias (2 de trabalho), a partir de 02/11/2026',
    );
  });
});

describe('cycleShape', () => {
  it.each([
    [[['07:00', '19:00']], 1, 1, '12x36'],
    [[['19:00', '07:00']], 1, 1, '12x36'],
    [[['07:00', '07:00']], 1, 3, '24x72'],
    [OFFICE, 6, 1, '6x1'],
    [OFFICE, 5, 2, '5x2'],
    [OFFICE, 4, 2, '4x2'],
    [[['08:00', '16:30']], 1, 1, '1x1'],
  ] as const)('%j, %i on, %i off → %s', (pairs, work, off, name) => {
    expect(cycleShape(cyclePattern(work, off, pairs))?.name).toBe(name);
  });

  it('knows the presets and leaves irregular rotations unnamed', () => {
    expect(presetOf(cyclePattern(1, 1, [['19:00', '07:00']]))).toBe('12x36');
    expect(presetOf(cyclePattern(4, 2, OFFICE))).toBeUndefined();
    expect(cycleShape([OFFICE, [], OFFICE, []])).toBeUndefined();
    expect(cycleShape([OFFICE, [['08:00', '12:00']], []])).toBeUndefined();
    expect(cycleShape([[], OFFICE])).toBeUndefined();
  });
});
