import type { PunchBody } from '@ponteiro/shared';

// Punches made without a connection wait in localStorage until the browser is on-line again,
// each with the device's time of the punch (`client_time`) and the Idempotency-Key of its click,
// so sending one twice (two tabs, a retry after a lost answer) records it once. The server flags
// them `offline`. Pure functions over a Storage, so they are tested without a browser.

export const PUNCH_QUEUE_STORAGE_KEY = 'ponteiro.punch-queue';

export interface QueuedPunch {
  /** The Idempotency-Key of the click that made it. */
  key: string;
  /** Whose punch it is: a shared device only sends the signed-in employee's own. */
  employeeId: string;
  body: PunchBody & { client_time: string };
}

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isQueuedPunch(value: unknown): value is QueuedPunch {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  const body = item.body as Record<string, unknown> | undefined;
  return (
    typeof item.key === 'string' &&
    typeof item.employeeId === 'string' &&
    !!body &&
    typeof body === 'object' &&
    typeof body.client_time === 'string'
  );
}

/** Every queued punch, oldest first; a damaged or unreadable entry reads as none. */
export function readQueue(storage: ReadStorage): QueuedPunch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PUNCH_QUEUE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedPunch) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: WriteStorage, queue: QueuedPunch[]): QueuedPunch[] {
  if (queue.length === 0) storage.removeItem(PUNCH_QUEUE_STORAGE_KEY);
  else storage.setItem(PUNCH_QUEUE_STORAGE_KEY, JSON.stringify(queue));
  return queue;
}

/** Adds a punch (once per key: a second enqueue of the same click changes nothing). */
export function enqueuePunch(storage: WriteStorage, punch: QueuedPunch): QueuedPunch[] {
  const queue = readQueue(storage);
  if (queue.some((item) => item.key === punch.key)) return queue;
  return writeQueue(storage, [...queue, punch]);
}

/** Takes a punch out once the server has it (or refused it for good). */
export function removeQueuedPunch(storage: WriteStorage, key: string): QueuedPunch[] {
  const queue = readQueue(storage);
  const rest = queue.filter((item) => item.key !== key);
  return rest.length === queue.length ? queue : writeQueue(storage, rest);
}

/** The punches of one employee, oldest first (the order they are sent in). */
export function queuedFor(queue: readonly QueuedPunch[], employeeId: string): QueuedPunch[] {
  return queue
    .filter((item) => item.employeeId === employeeId)
    .sort((a, b) => Date.parse(a.body.client_time) - Date.parse(b.body.client_time));
}

/** What became of one queued punch sent to the server. */
export type SendOutcome =
  | { kind: 'sent' }
  /** No connection, a timeout or a server error: it stays queued and the rest wait too. */
  | { kind: 'later' }
  /** The server refused it for good (e.g. too old): it leaves the queue, the message is shown. */
  | { kind: 'rejected'; message: string };

export interface FlushResult {
  sent: number;
  rejected: string[];
  /** Punches still queued for the employee. */
  left: number;
}

/**
 * Sends an employee's queued punches one by one, oldest first, taking each out of the queue once
 * the server has it or refused it; stops at the first one that must wait.
 */
export async function flushQueue(
  storage: WriteStorage,
  employeeId: string,
  send: (punch: QueuedPunch) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, rejected: [], left: 0 };
  for (const punch of queuedFor(readQueue(storage), employeeId)) {
    const outcome = await send(punch);
    if (outcome.kind === 'later') break;
    removeQueuedPunch(storage, punch.key);
    if (outcome.kind === 'sent') result.sent += 1;
    else result.rejected.push(outcome.message);
  }
  result.left = queuedFor(readQueue(storage), employeeId).length;
  return result;
}
