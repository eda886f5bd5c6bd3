import { describe, expect, it } from 'vitest';
import { openingExampleCsv } from './opening-example-csv';

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('the example opening balances CSV', () => {
  it('has the Portuguese header, one row by CPF with a debit and one by matrícula', () => {
    const { filename, text } = openingExampleCsv('pt', 2027);
    expect(filename).toBe('exemplo-saldos-banco-de-horas.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines(text)).toEqual([
      'CPF;Matrícula;Data;Saldo;Observação',
      '123.456.789-09;;31/12/2026;-12:30;Saldo do sistema anterior',
      ';M-0042;31/12/2026;+08:00;',
      '',
    ]);
  });

  it('speaks English for English readers, with ISO dates', () => {
    const { filename, text } = openingExampleCsv('en-US', 2026);
    expect(filename).toBe('hours-bank-balances-example.csv');
    expect(lines(text).slice(0, 2)).toEqual([
      'CPF;Registration;Date;Balance;Note',
      '123.456.789-09;;2025-12-31;-12:30;Balance from the previous system',
    ]);
  });
});
