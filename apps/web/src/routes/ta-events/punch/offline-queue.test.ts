import { beforeEach, describe, expect, it } from 'vitest';
import {
  enqueuePunch,
  flushQueue,
  PUNCH_QUEUE_STORAGE_KEY,
  type QueuedPunch,
  queuedFor,
  readQueue,
  removeQueuedPunch,
  type SendOutcome,
} from './offline-queue';

/** A Storage of our own: the module only needs getItem/setItem/removeItem. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const ANA = '0b9a4e1c-6f0e-4c55-9d1e-2b4f7d9a1c01';
const BETO = '7c2f1a3d-1b2c-4d5e-8f90-a1b2c3d4e5f6';

const punch = (key: string, employeeId: string, clientTime: string): QueuedPunch => ({
  key,
  employeeId,
  body: { client_time: clientTime },
});

describe('the off-line punch queue', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('keeps punches in order, once per Idempotency-Key', () => {
    enqueuePunch(storage, punch('k1', ANA, '2026-08-03T08:01:00-03:00'));
    enqueuePunch(storage, {
      ...punch('k2', ANA, '2026-08-03T12:00:00-03:00'),
      body: {
        latitude: -23.5,
        longitude: -46.6,
        accuracy_m: 12,
        client_time: '2026-08-03T12:00:00-03:00',
      },
    });
    // The same click queued again (a retry after a lost answer) changes nothing.
    enqueuePunch(storage, punch('k1', ANA, '2026-08-03T08:05:00-03:00'));
    const queue = readQueue(storage);
    expect(queue.map((item) => item.key)).toEqual(['k1', 'k2']);
    expect(queue[0]?.body.client_time).toBe('2026-08-03T08:01:00-03:00');
    expect(queue[1]?.body.latitude).toBe(-23.5);
  });

  it('reads a missing, damaged or foreign value as an empty queue', () => {
    expect(readQueue(storage)).toEqual([]);
    for (const value of ['not json', '{"a":1}', '[1, null, {"key": 3}]']) {
      storage.setItem(PUNCH_QUEUE_STORAGE_KEY, value);
      expect(readQueue(storage), value).toEqual([]);
    }
    // Good entries next to bad ones survive.
    storage.setItem(
      PUNCH_QUEUE_STORAGE_KEY,
      JSON.stringify([{ key: 'x' }, punch('k1', ANA, '2026-08-03T08:01:00-03:00')]),
    );
    expect(readQueue(storage).map((item) => item.key)).toEqual(['k1']);
    expect(
      readQueue({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual([]);
  });

  it('removes a sent punch, and the storage key with the last one', () => {
    enqueuePunch(storage, punch('k1', ANA, '2026-08-03T08:01:00-03:00'));
    enqueuePunch(storage, punch('k2', ANA, '2026-08-03T12:00:00-03:00'));
    expect(removeQueuedPunch(storage, 'k1').map((item) => item.key)).toEqual(['k2']);
    expect(removeQueuedPunch(storage, 'nope').map((item) => item.key)).toEqual(['k2']);
    removeQueuedPunch(storage, 'k2');
    expect(storage.values.has(PUNCH_QUEUE_STORAGE_KEY)).toBe(false);
  });

  it('gives each employee only their own punches, by punch time', () => {
    enqueuePunch(storage, punch('late', ANA, '2026-08-03T17:00:00-03:00'));
    enqueuePunch(storage, punch('beto', BETO, '2026-08-03T08:00:00-03:00'));
    enqueuePunch(storage, punch('early', ANA, '2026-08-03T11:30:00Z'));
    expect(queuedFor(readQueue(storage), ANA).map((item) => item.key)).toEqual(['early', 'late']);
    expect(queuedFor(readQueue(storage), BETO).map((item) => item.key)).toEqual(['beto']);
  });

  it.each<[string, SendOutcome[], { sent: number; rejected: string[]; left: string[] }]>([
    [
      'all sent',
      [{ kind: 'sent' }, { kind: 'sent' }, { kind: 'sent' }],
      { sent: 3, rejected: [], left: [] },
    ],
    [
      'stops at the first that must wait, keeping it and the rest',
      [{ kind: 'sent' }, { kind: 'later' }],
      { sent: 1, rejected: [], left: ['k2', 'k3'] },
    ],
    [
      'drops a refused one and goes on',
      [
        { kind: 'rejected', message: 'Registro antigo demais.' },
        { kind: 'sent' },
        { kind: 'sent' },
      ],
      { sent: 2, rejected: ['Registro antigo demais.'], left: [] },
    ],
    [
      'nothing sent while off-line',
      [{ kind: 'later' }],
      { sent: 0, rejected: [], left: ['k1', 'k2', 'k3'] },
    ],
  ])('flushing: %s', async (_, outcomes, expected) => {
    enqueuePunch(storage, punch('k1', ANA, '2026-08-03T08:00:00-03:00'));
    enqueuePunch(storage, punch('k2', ANA, '2026-08-03T12:00:00-03:00'));
    enqueuePunch(storage, punch('beto', BETO, '2026-08-03T09:00:00-03:00'));
    enqueuePunch(storage, punch('k3', ANA, '2026-08-03T13:00:00-03:00'));
    const sent: string[] = [];
    const result = await flushQueue(storage, ANA, async (item) => {
      sent.push(item.key);
      return outcomes[sent.length - 1] ?? { kind: 'sent' };
    });
    expect(result).toEqual({
      sent: expected.sent,
      rejected: expected.rejected,
      left: expected.left.length,
    });
    expect(sent).not.toContain('beto');
    expect(queuedFor(readQueue(storage), ANA).map((item) => item.key)).toEqual(expected.left);
    // Another employee's punches stay for them.
    expect(queuedFor(readQueue(storage), BETO).map((item) => item.key)).toEqual(['beto']);
  });
});
