import { ROUTES } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { enUS } from './locales/en-US';
import { employees as employeesEn } from './locales/en-US/employees';
import { reports as reportsEn } from './locales/en-US/reports';
import { pt } from './locales/pt';
import { employees as employeesPt } from './locales/pt/employees';
import { reports as reportsPt } from './locales/pt/reports';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

describe('translation catalogues', () => {
  it('pt and en-US have exactly the same keys', () => {
    const ptKeys = keysOf(pt).sort();
    const enKeys = keysOf(enUS).sort();
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('area namespaces (loaded with their chunk) have the same keys in both languages', () => {
    expect(keysOf(employeesEn).sort()).toEqual(keysOf(employeesPt).sort());
    expect(keysOf(reportsEn).sort()).toEqual(keysOf(reportsPt).sort());
  });

  it('has no empty text', () => {
    for (const catalogue of [pt, enUS]) {
      for (const key of keysOf(catalogue)) expect(lookup(catalogue, key), key).not.toBe('');
    }
  });

  it('translates every title, summary and menu label of the route catalogue', () => {
    for (const route of ROUTES) {
      const keys: (string | undefined)[] = [
        route.titleKey,
        route.summaryKey,
        'menuKey' in route ? route.menuKey : undefined,
      ];
      for (const key of keys.filter((k): k is string => typeof k === 'string')) {
        expect(typeof lookup(pt, key), `pt ${key}`).toBe('string');
        expect(typeof lookup(enUS, key), `en-US ${key}`).toBe('string');
      }
    }
  });

  it('includes the shared validation and error messages', () => {
    expect(pt.validation.cpf).toBe('CPF inválido.');
    expect(enUS.validation.cpf).toBe('Invalid CPF.');
    expect(pt.errors.not_found).toBe('Registro não encontrado.');
    expect(enUS.errors.not_found).toBe('Record not found.');
  });
});
