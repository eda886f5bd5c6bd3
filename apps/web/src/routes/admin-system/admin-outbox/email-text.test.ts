import { describe, expect, it } from 'vitest';
import { adminOutbox as enUS } from '../../../i18n/locales/en-US/admin-outbox';
import { adminOutbox as pt } from '../../../i18n/locales/pt/admin-outbox';
import { splitLinks } from './email-text';

describe('splitLinks', () => {
  it.each([
    ['no links here', [{ kind: 'text', value: 'no links here' }]],
    [
      'Reset: https://p.example/reset-password?token=a_b-c\nBye',
      [
        { kind: 'text', value: 'Reset: ' },
        { kind: 'link', value: 'https://p.example/reset-password?token=a_b-c' },
        { kind: 'text', value: '\nBye' },
      ],
    ],
    [
      'javascript:alert(1) and ftp://x are not links',
      [{ kind: 'text', value: 'javascript:alert(1) and ftp://x are not links' }],
    ],
    [
      'http://a.example<b>',
      [
        { kind: 'link', value: 'http://a.example' },
        { kind: 'text', value: '<b>' },
      ],
    ],
  ])('%j', (text, parts) => {
    expect(splitLinks(text)).toEqual(parts);
  });
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('outbox texts', () => {
  it('have the same keys in pt and en-US', () => {
    expect(keysOf(enUS).sort()).toEqual(keysOf(pt).sort());
  });
});
