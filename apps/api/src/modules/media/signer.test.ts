import { describe, expect, it } from 'vitest';
import { createMediaSigner, mediaContentType } from './signer.js';

const KEY = new TextEncoder().encode('k'.repeat(48));
const at = (iso: string) => () => Date.parse(iso);

describe('mediaContentType', () => {
  it.each([
    ['users/0190a0b0-0000-7000-8000-000000000000/photo-1764000000000.png', 'image/png'],
    ['companies/0190a0b0-0000-7000-8000-000000000000/logo-1.jpeg', 'image/jpeg'],
    ['companies/a/employees/b/photo-1.png', 'image/png'],
    ['companies/a/documents/b/report-1.pdf', 'application/pdf'],
    ['users/../photo-1.png', null],
    ['users/a/../photo-1.png', null],
    ['/users/a/photo-1.png', null],
    ['users//photo-1.png', null],
    ['photo-1.png', null],
    ['users/a/photo-1.svg', null],
    ['users/a/photo-1.html', null],
    ['users/a/photo.1.png', null],
    ['Users/a/photo-1.png', null],
    ['users\\a\\photo-1.png', null],
    ['users/a/photo-1.png%00', null],
    ['users/a/photo-1.png\n', null],
    ['', null],
  ])('%j → %s', (key, expected) => {
    expect(mediaContentType(key)).toBe(expected);
  });
});

describe('createMediaSigner', () => {
  const key = 'users/a/photo-1.png';

  it('rounds the expiry up to a 5-minute step at least 15 minutes ahead', () => {
    const signer = createMediaSigner(KEY, { now: at('2026-08-03T12:01:10Z') });
    const url = signer.url(key)!;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(new Date(exp * 1000).toISOString()).toBe('2026-08-03T12:20:00.000Z');
    // Within the same step the URL is the same (browser cache, no refetch on re-render).
    expect(createMediaSigner(KEY, { now: at('2026-08-03T12:04:59Z') }).url(key)).toBe(url);
    expect(url.startsWith('/api/v1.0/media/users/a/photo-1.png?exp=')).toBe(true);
    expect(signer.url(null)).toBeNull();
  });

  it('verifies its own signatures until they expire, and nothing else', () => {
    const signer = createMediaSigner(KEY, { now: at('2026-08-03T12:00:00Z') });
    const params = new URL(signer.url(key)!, 'http://x').searchParams;
    const exp = Number(params.get('exp'));
    const sig = params.get('sig')!;
    expect(signer.verify(key, exp, sig)).toBe(true);
    expect(signer.verify('users/b/photo-1.png', exp, sig)).toBe(false);
    expect(signer.verify(key, exp + 300, sig)).toBe(false);
    expect(signer.verify(key, exp, `${sig}x`)).toBe(false);
    expect(signer.verify(key, Number.NaN, sig)).toBe(false);
    const otherKey = createMediaSigner(new TextEncoder().encode('z'.repeat(48)), {
      now: at('2026-08-03T12:00:00Z'),
    });
    expect(otherKey.verify(key, exp, sig)).toBe(false);
    const later = createMediaSigner(KEY, { now: () => (exp + 1) * 1000 });
    expect(later.verify(key, exp, sig)).toBe(false);
    expect(later.secondsLeft(exp)).toBe(0);
    expect(signer.secondsLeft(exp)).toBe(exp - Date.parse('2026-08-03T12:00:00Z') / 1000);
  });
});
