import { HOLIDAY_SCOPES, holidayBodySchema } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { exampleCsv } from './example-csv';

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('the example holiday CSV', () => {
  it('is what the import reads in Portuguese: the header, DD/MM/AAAA dates, sim/não', () => {
    const { filename, text } = exampleCsv('pt', 2027);
    expect(filename).toBe('exemplo-feriados.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines(text)).toEqual([
      'Data;Nome;Abrangência;UF;Cidade;Recorrente',
      '09/07/2027;Revolução Constitucionalista;estadual;SP;;sim',
      '25/01/2027;Aniversário de São Paulo;municipal;SP;São Paulo;sim',
      '24/12/2027;Véspera de Natal;empresa;;;não',
      '',
    ]);
  });

  it('speaks English for English readers, with ISO dates', () => {
    const { filename, text } = exampleCsv('en-US', 2026);
    expect(filename).toBe('holidays-example.csv');
    expect(lines(text).slice(0, 2)).toEqual([
      'Date;Name;Scope;State;City;Recurring',
      '2026-07-09;Revolução Constitucionalista;state;SP;;yes',
    ]);
  });

  it('has rows the contract accepts, one of each scope', () => {
    const [, ...rows] = lines(exampleCsv('en-US', 2026).text).filter(Boolean);
    const bodies = rows.map((row) => {
      const [date, name, scope, state, city, recurring] = row.split(';');
      return {
        date,
        name,
        scope,
        state: state || null,
        city: city || null,
        recurring: recurring === 'yes',
      };
    });
    for (const body of bodies)
      expect(holidayBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    expect(bodies.map((b) => b.scope).sort()).toEqual([...HOLIDAY_SCOPES].sort());
  });
});
