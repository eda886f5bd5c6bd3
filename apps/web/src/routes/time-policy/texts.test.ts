import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatMinutes, TIME_POLICY_NS, type TimePolicyT } from './texts';

const tIn = (language: 'pt' | 'en-US') => i18n.getFixedT(language, TIME_POLICY_NS) as TimePolicyT;

describe('time policy texts', () => {
  beforeAll(() => i18n.loadLanguages('en-US').then(() => i18n.loadNamespaces(TIME_POLICY_NS)));

  it.each([
    ['pt', 0, 'Nenhum colaborador recebeu o horário: o departamento não tem colaboradores.'],
    ['pt', 1, '1 colaborador recebeu o horário a partir de 01/11/2026.'],
    ['pt', 12, '12 colaboradores receberam o horário a partir de 01/11/2026.'],
    ['en-US', 1, '1 employee got the schedule from 01/11/2026.'],
    ['en-US', 12, '12 employees got the schedule from 01/11/2026.'],
  ] as const)('%s: %i assigned', (language, count, text) => {
    expect(tIn(language)('assign.done', { count, date: '01/11/2026' })).toBe(text);
  });

  it('counts own rules and cycle days in the right plural', () => {
    const t = tIn('pt');
    expect(t('rules.changed', { count: 0 })).toBe('todas do padrão da empresa');
    expect(t('rules.changed', { count: 1 })).toBe('1 regra própria');
    expect(t('rules.changed', { count: 3 })).toBe('3 regras próprias');
    expect(t('cycle.length', { count: 2 })).toBe('Ciclo de 2 dias');
  });

  it.each([
    ['pt', 480, '8h'],
    ['pt', 797, '13h17'],
    ['pt', 30, '30 min'],
    ['pt', -65, '−1h05'],
    ['en-US', 797, '13h 17m'],
  ] as const)('%s: %i minutes → %s', (language, minutes, text) => {
    expect(formatMinutes(tIn(language), minutes)).toBe(text);
  });
});
