import { ALL_PERMISSIONS, COOKIE_NAMES, type Session } from '@ponteiro/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../lib/cookies';
import { clearCompanySession, readSessionUserName } from '../lib/session';
import {
  cookieAccess,
  cookieBrandColor,
  decodePermissions,
  decodeSessionCookie,
  encodePermissions,
  encodeSessionCookie,
  readSessionCookie,
  type SessionCookie,
  sessionCookieOf,
  writeSessionCookie,
} from './session-cookie';
import { writeSelectedCompany, writeSessionUser } from './storage';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const subscription = {
  plan: 'trial',
  status: 'trial' as const,
  enable_access: true,
  enable_visitor: false,
  seats: null,
  ends_on: null,
  suspension: null,
};
const full: SessionCookie = {
  isAuthenticated: true,
  companyId: COMPANY,
  roleName: 'custom-role-id',
  permissions: ['employee', 'employee.edit', 'reports.time_mirror'],
  subscription,
  brandColor: '#0b6e4f',
  user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com' },
};

afterEach(() => clearCompanySession());

describe('permission bitset', () => {
  it.each([
    ['none', []],
    ['one', ['employee']],
    ['the first and the last', [ALL_PERMISSIONS[0]!, ALL_PERMISSIONS.at(-1)!]],
    ['all', [...ALL_PERMISSIONS]],
  ])('round-trips %s', (_, keys) => {
    expect(decodePermissions(encodePermissions(keys))).toEqual(
      ALL_PERMISSIONS.filter((key) => keys.includes(key)),
    );
  });

  it('drops keys that are not in the tree', () => {
    expect(decodePermissions(encodePermissions(['employee', 'not.a.key']))).toEqual(['employee']);
  });

  it.each([
    ['another tree', (e: string) => `zz${e}`],
    ['a truncated bitset', (e: string) => e.slice(0, -2)],
    ['no separator', (e: string) => e.replace('.', '')],
    ['bad characters', (e: string) => `${e}!`],
    ['an extra part', (e: string) => `${e}.x`],
  ])('reads %s as unknown', (_, damage) => {
    expect(decodePermissions(damage(encodePermissions(['employee'])))).toBeNull();
  });

  it('is short: every permission in a few dozen characters', () => {
    expect(encodePermissions(ALL_PERMISSIONS).length).toBeLessThan(40);
  });
});

describe('session cookie', () => {
  it('round-trips what the specification lists', () => {
    expect(decodeSessionCookie(encodeSessionCookie(full))).toEqual(full);
    const noCompany: SessionCookie = {
      ...full,
      companyId: null,
      roleName: null,
      permissions: null,
      subscription: null,
    };
    expect(decodeSessionCookie(encodeSessionCookie(noCompany))).toEqual(noCompany);
  });

  it('stays well under 4 KB with every permission and the longest name and email', () => {
    writeSessionCookie({
      ...full,
      roleName: '0190a0b0-0000-7000-8000-000000000000',
      permissions: [...ALL_PERMISSIONS],
      user: {
        id: '0190a0b0-0000-7000-8000-000000000000',
        name: 'Ã'.repeat(150),
        email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
      },
    });
    const stored = document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${COOKIE_NAMES.sessionUser}=`));
    expect(stored).toBeDefined();
    expect(stored!.length).toBeLessThan(3000);
    expect(readSessionCookie()?.permissions).toEqual([...ALL_PERMISSIONS]);
  });

  it.each([
    ['no cookie', undefined],
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
  ])('reads %s as no cookie', (_, text) => {
    expect(decodeSessionCookie(text)).toBeUndefined();
  });

  it('reads the first version (user only) as signed in, access unknown', () => {
    const old = decodeSessionCookie('{"id":"u1","name":"Ana","email":"a@x.com"}');
    expect(old).toMatchObject({ isAuthenticated: true, companyId: null, permissions: null });
    expect(cookieAccess(old)).toBeUndefined();
  });

  it('keeps the brand colour for the next reload, and only a well-formed one', () => {
    expect(cookieBrandColor(full)).toBe('#0b6e4f');
    expect(cookieBrandColor({ ...full, companyId: null })).toBeNull();
    expect(cookieBrandColor(undefined)).toBeNull();
    for (const bad of ['red', '#0b6e4', 'url(x)', '#0b6e4f;background:red', 7]) {
      const text = encodeSessionCookie(full).replace('"#0b6e4f"', JSON.stringify(bad));
      expect(decodeSessionCookie(text)?.brandColor, String(bad)).toBeNull();
    }
  });

  it('gives the menu access only from a complete company cookie', () => {
    expect(cookieAccess(full)).toEqual({
      roleName: 'custom-role-id',
      permissions: full.permissions,
      subscription,
    });
    expect(cookieAccess({ ...full, isAuthenticated: false })).toBeUndefined();
    expect(cookieAccess({ ...full, companyId: null })).toBeUndefined();
    expect(cookieAccess({ ...full, roleName: null })).toBeUndefined();
    expect(cookieAccess({ ...full, permissions: null })).toBeUndefined();
    expect(cookieAccess(undefined)).toBeUndefined();
  });

  it('follows sign-in, company choice and the session answer; sign-out clears it', () => {
    writeSessionUser({ id: 'u1', name: 'Ana Souza', email: 'ana@example.com' });
    expect(readSessionCookie()).toMatchObject({ isAuthenticated: true, companyId: null });
    expect(readSessionUserName()).toBe('Ana Souza');
    writeSelectedCompany(COMPANY);
    expect(readSessionCookie()).toMatchObject({ companyId: COMPANY, permissions: null });
    expect(cookieAccess(readSessionCookie())).toBeUndefined();
    const session: Session = {
      user: {
        id: 'u1',
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: null,
        country_code: null,
        language: 'pt',
        has_photo: false,
        photo_url: null,
      },
      companyId: COMPANY,
      roleName: 'admin',
      permissions: ['employee'],
      subscription,
    };
    writeSessionCookie(sessionCookieOf({ ...session, brandColor: '#123456' }));
    expect(cookieBrandColor(readSessionCookie())).toBe('#123456');
    expect(cookieAccess(readSessionCookie())).toEqual({
      roleName: 'admin',
      permissions: ['employee'],
      subscription,
    });
    clearCompanySession();
    expect(getCookie(COOKIE_NAMES.sessionUser)).toBeUndefined();
    expect(readSessionCookie()).toBeUndefined();
  });

  it('never reads a hand-made cookie with a foreign permission list as access', () => {
    setCookie(
      COOKIE_NAMES.sessionUser,
      JSON.stringify({
        v: 1,
        isAuthenticated: true,
        companyId: COMPANY,
        roleName: 'x',
        permissions: ['employee'],
      }),
    );
    expect(readSessionCookie()?.permissions).toBeNull();
    expect(cookieAccess(readSessionCookie())).toBeUndefined();
  });
});
