import {
  type AccessSession,
  ALL_PERMISSIONS,
  COOKIE_NAMES,
  SESSION_COOKIE_LIFETIME_MINUTES,
  type Session,
  type SubscriptionSummary,
} from '@ponteiro/shared';
import { getCookie, setCookie } from '../lib/cookies';

/**
 * The session-user cookie (not HttpOnly, written by the SPA): what the specification lists, so a
 * reload draws the right menu before `base/user/session/` answers. It is a hint for drawing only;
 * the server's answer replaces it, and the server checks every call.
 */
export interface SessionCookie {
  isAuthenticated: boolean;
  companyId: string | null;
  roleName: string | null;
  /** null until the server has said (after choosing a company, before its session answer). */
  permissions: string[] | null;
  subscription: SubscriptionSummary | null;
  /** The company's brand colour ('#rrggbb'), so a reload draws the shell in it at once. */
  brandColor?: string | null;
  user: { id?: string; name: string; email: string };
}

// Permissions travel as a bitset over the shared tree (~80 keys in ~20 characters instead of
// ~2 KB of JSON, which percent-encoding would double past the 4 KB cookie limit). The prefix is a
// fingerprint of the tree: a cookie written by another version of the app decodes to "unknown"
// rather than to the wrong permissions.
const TREE_FINGERPRINT = fnv1a(ALL_PERMISSIONS.join(',')).toString(36);

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function encodePermissions(permissions: readonly string[]): string {
  const held = new Set(permissions);
  const bytes = new Uint8Array(Math.ceil(ALL_PERMISSIONS.length / 8));
  ALL_PERMISSIONS.forEach((key, i) => {
    if (held.has(key)) bytes[i >> 3]! |= 1 << (i & 7);
  });
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${TREE_FINGERPRINT}.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The keys of an encoded bitset, or null when it is malformed or from another tree. */
export function decodePermissions(encoded: unknown): string[] | null {
  if (typeof encoded !== 'string') return null;
  const [fingerprint, bits, extra] = encoded.split('.');
  if (fingerprint !== TREE_FINGERPRINT || bits === undefined || extra !== undefined) return null;
  if (!/^[A-Za-z0-9_-]*$/.test(bits)) return null;
  let binary: string;
  try {
    binary = atob(bits.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (binary.length !== Math.ceil(ALL_PERMISSIONS.length / 8)) return null;
  return ALL_PERMISSIONS.filter((_, i) => (binary.charCodeAt(i >> 3) >> (i & 7)) & 1);
}

/** The cookie's text: JSON with the user's name and email at the top (the user menu reads them). */
export function encodeSessionCookie(cookie: SessionCookie): string {
  return JSON.stringify({
    v: 1,
    id: cookie.user.id,
    name: cookie.user.name,
    email: cookie.user.email,
    isAuthenticated: cookie.isAuthenticated,
    companyId: cookie.companyId,
    roleName: cookie.roleName,
    permissions: cookie.permissions === null ? null : encodePermissions(cookie.permissions),
    subscription: cookie.subscription,
    brandColor: cookie.brandColor ?? null,
  });
}

/** Only a well-formed colour comes back from the cookie (it is drawn into the page's styles). */
const colourOf = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : null;

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function subscriptionOf(value: unknown): SubscriptionSummary | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  if (typeof s.enable_access !== 'boolean' || typeof s.enable_visitor !== 'boolean') return null;
  return {
    plan: str(s.plan) ?? '',
    status: (str(s.status) ?? 'active') as SubscriptionSummary['status'],
    enable_access: s.enable_access,
    enable_visitor: s.enable_visitor,
    seats: typeof s.seats === 'number' ? s.seats : null,
    ends_on: str(s.ends_on) ?? null,
    suspension: suspensionOf(s.suspension),
  };
}

function suspensionOf(value: unknown): SubscriptionSummary['suspension'] {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  const contact = (s.contact ?? {}) as Record<string, unknown>;
  return {
    reason: str(s.reason) ?? '',
    since: str(s.since) ?? '',
    contact: {
      name: str(contact.name) ?? '',
      email: str(contact.email) ?? null,
      phone: str(contact.phone) ?? null,
    },
  };
}

/** The cookie read back (anything malformed counts as no cookie, never as access). */
export function decodeSessionCookie(text: string | undefined): SessionCookie | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  // Cookies of the first version held only the user: signed in, company and access unknown.
  const current = c.v === 1;
  return {
    isAuthenticated: current ? c.isAuthenticated === true : true,
    companyId: current ? (str(c.companyId) ?? null) : null,
    roleName: current ? (str(c.roleName) ?? null) : null,
    permissions: current ? decodePermissions(c.permissions) : null,
    subscription: current ? subscriptionOf(c.subscription) : null,
    brandColor: current ? colourOf(c.brandColor) : null,
    user: { id: str(c.id), name: str(c.name) ?? '', email: str(c.email) ?? '' },
  };
}

export function readSessionCookie(): SessionCookie | undefined {
  return decodeSessionCookie(getCookie(COOKIE_NAMES.sessionUser));
}

export function writeSessionCookie(cookie: SessionCookie): void {
  setCookie(COOKIE_NAMES.sessionUser, encodeSessionCookie(cookie), {
    maxAgeSeconds: SESSION_COOKIE_LIFETIME_MINUTES * 60,
    sameSite: 'Lax',
  });
}

/** The cookie for a server session answer (the authority), written whenever one arrives. */
export function sessionCookieOf(session: Session): SessionCookie {
  return {
    isAuthenticated: true,
    companyId: session.companyId,
    roleName: session.roleName,
    permissions: session.permissions,
    subscription: session.subscription,
    brandColor: session.brandColor ?? null,
    user: { id: session.user.id, name: session.user.name, email: session.user.email },
  };
}

/** The brand colour to draw the company shell in before the session answers. */
export function cookieBrandColor(cookie: SessionCookie | undefined): string | null {
  return cookie?.isAuthenticated && cookie.companyId ? (cookie.brandColor ?? null) : null;
}

/** What the menu may be drawn from before the session answers: only a complete company cookie. */
export function cookieAccess(cookie: SessionCookie | undefined): AccessSession | undefined {
  if (!cookie?.isAuthenticated || !cookie.companyId || cookie.roleName === null) return undefined;
  if (cookie.permissions === null) return undefined;
  return {
    roleName: cookie.roleName,
    permissions: cookie.permissions,
    subscription: cookie.subscription,
  };
}
