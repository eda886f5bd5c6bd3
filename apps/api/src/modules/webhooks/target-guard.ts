import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent (SSRF, issue 20): a hosted server must not become a way into its own
// network. A target is refused when any address its name resolves to is loopback, private, link-
// local or otherwise reserved — unless the configuration allows it — and the request then
// connects to the address that was checked (sender.ts), so a second DNS answer cannot swap it.

export type AddressClass = 'public' | 'loopback' | 'private';

/** What a target may be, from the configuration. */
export interface TargetPolicy {
  /** Loopback targets (http too): development and tests, never production unless allowed. */
  allowLoopback: boolean;
  /** Every private or reserved address (WEBHOOKS_ALLOW_PRIVATE_TARGETS: on-premises installs). */
  allowPrivate: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const reserved = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  reserved.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  reserved.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv6 one that carries it (mapped, compatible, NAT64, 6to4). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = Number.parseInt(hex[1]!, 16);
    const lo = Number.parseInt(hex[2]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) {
    const hi = Number.parseInt(sixToFour[1]!, 16);
    const lo = Number.parseInt(sixToFour[2]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return null;
}

/** Whether an IP address (v4 or v6, brackets allowed) is public, loopback or private/reserved. */
export function classifyAddress(input: string): AddressClass {
  const address = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 0) return 'private';
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 && isIP(v4) === 4) return classifyAddress(v4);
    if (loopback.check(address, 'ipv6')) return 'loopback';
    return reserved.check(address, 'ipv6') ? 'private' : 'public';
  }
  if (loopback.check(address, 'ipv4')) return 'loopback';
  return reserved.check(address, 'ipv4') ? 'private' : 'public';
}

const allowed = (kind: AddressClass, policy: TargetPolicy) =>
  kind === 'public' || policy.allowPrivate || (kind === 'loopback' && policy.allowLoopback);

export type TargetRefusal =
  | 'webhook_url'
  | 'webhook_url_https'
  | 'webhook_url_private'
  | 'webhook_url_unresolvable';

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Checks a target and resolves it: https (http only to loopback where loopback is allowed), no
 * credentials in the URL, every resolved address allowed. Answers the address to connect to.
 */
export async function resolveTarget(
  raw: string,
  policy: TargetPolicy,
  resolver: Resolver = systemResolver,
): Promise<ResolvedTarget | { refused: TargetRefusal }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'webhook_url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: 'webhook_url' };
  if (url.username || url.password) return { refused: 'webhook_url' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return { refused: 'webhook_url' };
  // Plain http goes to this machine only: refused before any DNS lookup otherwise.
  if (
    url.protocol === 'http:' &&
    !(
      policy.allowLoopback &&
      (host === 'localhost' || (isIP(host) && classifyAddress(host) === 'loopback'))
    )
  ) {
    return { refused: 'webhook_url_https' };
  }
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolver(host);
    } catch {
      return { refused: 'webhook_url_unresolvable' };
    }
    if (addresses.length === 0) return { refused: 'webhook_url_unresolvable' };
  }
  const kinds = addresses.map((a) => classifyAddress(a.address));
  if (url.protocol === 'http:' && !(policy.allowLoopback && kinds.every((k) => k === 'loopback'))) {
    return { refused: 'webhook_url_https' };
  }
  if (kinds.some((k) => !allowed(k, policy))) return { refused: 'webhook_url_private' };
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** The policy of this installation (config.ts: WEBHOOKS_ALLOW_PRIVATE_TARGETS, NODE_ENV). */
export function webhookTargetPolicy(config: {
  NODE_ENV: string;
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: boolean;
}): TargetPolicy {
  const allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
  return { allowPrivate, allowLoopback: allowPrivate || config.NODE_ENV !== 'production' };
}
