import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email';

describe('invitationEmail', () => {
  it.each([
    ['/select-company?invitation=abc&email=ana%40example.com', 'ana@example.com'],
    ['/select-company?email=ana%2Bx%40example.com&invitation=abc', 'ana+x@example.com'],
    ['/select-company?invitation=abc', undefined],
    ['/select-company?email=ana%40example.com', undefined],
    ['/dashboard?invitation=abc&email=ana%40example.com', undefined],
    [undefined, undefined],
  ])('%s → %s', (next, email) => {
    expect(invitationEmail(next)).toBe(email);
  });
});
