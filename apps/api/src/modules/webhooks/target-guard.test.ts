import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { signWebhook, verifyWebhook } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './dispatcher.js';
import { classifyAddress, resolveTarget } from './target-guard.js';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['200.160.2.3', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.1', 'private'],
    ['255.255.255.255', 'private'],
    ['198.18.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'private'],
    ['ff02::1', 'private'],
    ['::', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['not-an-ip', 'private'],
  ] as const)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});

describe('resolveTarget', () => {
  const strict = { allowLoopback: false, allowPrivate: false };
  const dev = { allowLoopback: true, allowPrivate: false };

  it('refuses a name when any of its addresses is private (DNS rebinding)', async () => {
    const resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    expect(await resolveTarget('https://hooks.example/x', strict, resolver)).toEqual({
      refused: 'webhook_url_private',
    });
  });

  it('answers the checked address to connect to', async () => {
    const resolver = async () => [{ address: '93.184.216.34', family: 4 }];
    const target = await resolveTarget('https://hooks.example/x', strict, resolver);
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('allows loopback only where the policy does, and http only to loopback', async () => {
    expect(await resolveTarget('http://127.0.0.1:9/x', strict)).toEqual({
      refused: 'webhook_url_https',
    });
    expect(await resolveTarget('https://127.0.0.1:9/x', strict)).toEqual({
      refused: 'webhook_url_private',
    });
    expect(await resolveTarget('http://127.0.0.1:9/x', dev)).toMatchObject({
      address: '127.0.0.1',
    });
    expect(await resolveTarget('http://[::1]:9/x', dev)).toMatchObject({ address: '::1' });
    expect(await resolveTarget('http://93.184.216.34/x', dev)).toEqual({
      refused: 'webhook_url_https',
    });
    expect(
      await resolveTarget('https://10.0.0.1/x', { allowLoopback: true, allowPrivate: true }),
    ).toMatchObject({ address: '10.0.0.1' });
  });

  it('refuses a name that does not resolve', async () => {
    const resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await resolveTarget('https://nowhere.invalid/x', strict, resolver)).toEqual({
      refused: 'webhook_url_unresolvable',
    });
  });
});

describe('the signature recipe', () => {
  const secret = 'whsec_test';
  const body = '{"id":"1","event":"employee.created"}';

  it('is HMAC-SHA256 of "timestamp.body", as docs/webhooks.md writes it', async () => {
    const expected = `v1=${createHmac('sha256', secret).update(`1764410400.${body}`).digest('hex')}`;
    expect(await signWebhook(secret, 1764410400, body)).toBe(expected);
    const docs = readFileSync(new URL('../../../../../docs/webhooks.md', import.meta.url), 'utf8');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the docs' own TypeScript, as text.
    expect(docs).toContain("createHmac('sha256', secret).update(`${timestamp}.${rawBody}`)");
    expect(docs).toContain('timestamp.encode() + b"." + raw_body, hashlib.sha256');
  });

  it('verifies within the replay window only, any of several signatures', async () => {
    const signature = await signWebhook(secret, '1000', body);
    const base = { secret, timestamp: '1000', body, signature };
    expect(await verifyWebhook({ ...base, now: 1000 })).toBe(true);
    expect(await verifyWebhook({ ...base, now: 1300 })).toBe(true);
    expect(await verifyWebhook({ ...base, now: 1301 })).toBe(false);
    expect(await verifyWebhook({ ...base, now: 1000, signature: `v1=00, ${signature}` })).toBe(
      true,
    );
    expect(await verifyWebhook({ ...base, now: 1000, timestamp: '1000.5' })).toBe(false);
  });
});

describe('nextAttemptAt', () => {
  it('follows the documented schedule from the event, then none', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const minutes = (n: number) => new Date(created.getTime() + n * 60_000);
    expect(nextAttemptAt(created, 1, created)).toEqual(minutes(1));
    expect(nextAttemptAt(created, 4, minutes(16))).toEqual(minutes(60));
    expect(nextAttemptAt(created, 8, minutes(720))).toEqual(minutes(1440));
    expect(nextAttemptAt(created, 9, minutes(1440))).toBeNull();
    // A late sweep never schedules in the past.
    expect(nextAttemptAt(created, 1, minutes(30))).toEqual(minutes(30));
  });
});
