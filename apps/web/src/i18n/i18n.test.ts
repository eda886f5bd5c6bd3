import { COOKIE_NAMES } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatTime } from './format';
import { currentLanguage, DETECTION_OPTIONS, i18n, setLanguage } from './index';

describe('language detection', () => {
  it('reads the lang cookie first, then the browser, and caches in the cookie for a year', () => {
    expect(DETECTION_OPTIONS.order).toEqual(['cookie', 'navigator']);
    expect(DETECTION_OPTIONS.lookupCookie).toBe('lang');
    expect(DETECTION_OPTIONS.caches).toEqual(['cookie']);
    expect(DETECTION_OPTIONS.cookieMinutes).toBe(525_600);
  });

  it.each([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['fr', 'pt'],
  ])('maps %s to %s', (detected, expected) => {
    expect(DETECTION_OPTIONS.convertDetectedLanguage(detected)).toBe(expected);
  });
});

describe('switching language', () => {
  it('loads en-US, updates <html lang> and the cookie, and back', async () => {
    expect(currentLanguage()).toBe('pt');
    expect(i18n.t('publicLayout.signIn')).toBe('Entrar');
    expect(i18n.t('validation.cpf')).toBe('CPF inválido.');

    await setLanguage('en-US');
    expect(currentLanguage()).toBe('en-US');
    expect(i18n.t('publicLayout.signIn')).toBe('Sign in');
    expect(i18n.t('errors.forbidden')).toBe('You do not have permission for this action.');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.cookie).toContain(`${COOKIE_NAMES.language}=en-US`);

    await setLanguage('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(document.cookie).toContain(`${COOKIE_NAMES.language}=pt`);
  });
});

describe('formatters follow the language', () => {
  const instant = '2026-08-03T11:01:00Z';

  it('formats in pt-BR', () => {
    expect(formatDate(instant, { timeZone: 'America/Sao_Paulo' })).toBe('03/08/2026');
    expect(formatTime(instant, { timeZone: 'America/Sao_Paulo' })).toBe('08:01');
    expect(formatDateTime(instant, { timeZone: 'America/Sao_Paulo' })).toBe('03/08/2026, 08:01');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234.5, { style: 'currency', currency: 'BRL' })).toBe('R$\u00a01.234,50');
  });

  it('formats in en-US', async () => {
    await setLanguage('en-US');
    expect(formatDate(instant, { timeZone: 'America/Sao_Paulo' })).toBe('08/03/2026');
    expect(formatTime(instant, { timeZone: 'America/Sao_Paulo' })).toBe('08:01 AM');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('shows a YYYY-MM-DD date as that same day in any zone', () => {
    expect(formatDate('2026-08-03')).toBe('03/08/2026');
    expect(formatDate('2026-08-03', { timeZone: 'Pacific/Honolulu' })).toBe('03/08/2026');
  });
});
