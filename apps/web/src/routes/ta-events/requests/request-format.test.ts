import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { taRequests as enTexts } from '../../../i18n/locales/en-US/ta-requests';
import { taRequests as ptTexts } from '../../../i18n/locales/pt/ta-requests';
import {
  attachmentProblem,
  durationMinutes,
  durationText,
  listQueryOf,
  queueQueryOf,
  refreshRequests,
} from './request-format';

describe('request formats', () => {
  it('writes durations as 2h30 and reads HH:MM back as minutes', () => {
    expect(durationText(150)).toBe('2h30');
    expect(durationText(45)).toBe('0h45');
    expect(durationText(720)).toBe('12h00');
    expect(durationMinutes('02:30')).toBe('150');
    expect(durationMinutes('12:00')).toBe('720');
    expect(durationMinutes('')).toBeUndefined();
    // Left as typed: the contract's check says what is wrong.
    expect(durationMinutes('2,5')).toBe('2,5');
  });

  it('sends the API only its own query parameters, with values it accepts', () => {
    expect(
      listQueryOf(
        {
          page: 2,
          page_size: 50,
          search: 'ana',
          status: 'bogus',
          from: '2026-08-01',
          to: '01/08/2026',
          employee_id: 'not-a-uuid',
          request: 'x',
        },
        { type: 'overtime' },
      ),
    ).toEqual({ page: 2, page_size: 50, search: 'ana', from: '2026-08-01', type: 'overtime' });
    expect(queueQueryOf({ page: 1, page_size: 25, type: 'leave', status: 'pending' })).toEqual({
      page: 1,
      page_size: 25,
      type: 'leave',
    });
  });

  it('checks an attachment before it is sent', () => {
    expect(attachmentProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      undefined,
    );
    expect(attachmentProblem(new File(['x'], 'foto.JPG'))).toBe(undefined);
    expect(attachmentProblem(new File(['x'], 'planilha.xlsx'))).toBe('wrongType');
    const big = new File(['x'], 'b.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    expect(attachmentProblem(big)).toBe('tooLarge');
  });

  it('a change refreshes the lists, the queue, the top bar badges and the leave balances', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await refreshRequests(client);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['ta-events', 'requests'],
      ['ta-events', 'approvals'],
      ['notifications', 'summary'],
      ['ta-events', 'leave-balance'],
    ]);
  });
});

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the requests texts', () => {
  // Same keys is the compiler's job (en-US is typed against pt); what it cannot see is here.
  it('has no empty text and the same {{placeholders}} in both languages', () => {
    const english = new Map(leaves(enTexts));
    const names = (text: string | undefined) =>
      [...String(text).matchAll(/\{\{\s*([\w.]+)/g)]
        .map((m) => m[1])
        .filter((name) => name !== 'count')
        .sort();
    for (const [key, text] of leaves(ptTexts)) {
      expect(text, key).not.toBe('');
      expect(english.get(key), key).not.toBe('');
      expect(names(english.get(key)), key).toEqual(names(text));
    }
  });
});
