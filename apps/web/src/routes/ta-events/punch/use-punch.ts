import { endpoints, type PunchBody, type PunchReceiptData } from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { isoWithOffset } from './clock';
import { type PositionOutcome, requestPosition } from './geolocation';
import {
  enqueuePunch,
  type FlushResult,
  flushQueue,
  PUNCH_QUEUE_STORAGE_KEY,
  type QueuedPunch,
  queuedFor,
  readQueue,
  type SendOutcome,
} from './offline-queue';

/** The header that makes a punch idempotent: one key per click, reused by its retries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** One click on "Registrar ponto": its key, what it sends, and when it was made. */
interface Attempt {
  key: string;
  body: PunchBody;
  madeAt: Date;
}

export type PunchPhase = 'idle' | 'locating' | 'sending';

/** Where the last position request stands (`idle` before the first punch). */
export type LocationState = { kind: 'idle' } | { kind: 'locating' } | PositionOutcome;

export interface PunchFailure {
  message: string;
  retry: () => void;
}

function sendPunch(body: PunchBody, key: string): Promise<PunchReceiptData> {
  return callOperation(
    endpoints.punches.punch,
    { body },
    { headers: { [IDEMPOTENCY_HEADER]: key }, silent: true },
  );
}

/** No answer at all: the punch goes to the off-line queue. */
function noConnection(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/** Worth sending again later with the same key (no answer, busy or failing server). */
function transient(error: unknown): boolean {
  return (
    noConnection(error) || (isApiError(error) && (error.status >= 500 || error.status === 429))
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function bodyOf(position: PositionOutcome): PunchBody {
  return position.kind === 'ok'
    ? {
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy_m: Math.round(position.accuracy_m * 10) / 10,
      }
    : {};
}

export interface UsePunchOptions {
  /** The signed-in employee (status.employee.id); nothing is sent or queued without it. */
  employeeId: string | undefined;
  /** A punch the server recorded now (the receipt dialog opens with it). */
  onRecorded: (receipt: PunchReceiptData) => void;
  /** Queued punches were sent or refused after the connection came back. */
  onFlushed: (result: FlushResult) => void;
  /** Fallback text of an error without a message. */
  genericError: string;
}

/**
 * The punch button's work: position (never blocking), the request with its Idempotency-Key, the
 * off-line queue when there is no connection, and sending that queue when the browser is back
 * on-line (on mount and on the `online` event).
 */
export function usePunch({ employeeId, onRecorded, onFlushed, genericError }: UsePunchOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PunchPhase>('idle');
  const [location, setLocation] = useState<LocationState>({ kind: 'idle' });
  const [failure, setFailure] = useState<PunchFailure>();
  const [justQueued, setJustQueued] = useState(false);
  const [queued, setQueued] = useState<QueuedPunch[]>([]);
  const busy = useRef(false);
  const flushing = useRef(false);
  // The latest callbacks, so the listeners below need not be set up again on each render.
  const callbacks = useRef({ onRecorded, onFlushed, genericError });
  callbacks.current = { onRecorded, onFlushed, genericError };

  const reloadQueue = useCallback(() => {
    const store = storage();
    setQueued(store && employeeId ? queuedFor(readQueue(store), employeeId) : []);
  }, [employeeId]);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.punches.status) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.punchTreatments.punchLog) }),
    ]);
  }, [queryClient]);

  const queue = useCallback(
    (attempt: Attempt) => {
      const store = storage();
      if (!store || !employeeId) throw new Error(callbacks.current.genericError);
      enqueuePunch(store, {
        key: attempt.key,
        employeeId,
        body: { ...attempt.body, client_time: isoWithOffset(attempt.madeAt) },
      });
      setJustQueued(true);
      reloadQueue();
    },
    [employeeId, reloadQueue],
  );

  const send = useCallback(
    async (attempt: Attempt) => {
      setFailure(undefined);
      setJustQueued(false);
      try {
        if (isOffline()) {
          queue(attempt);
          return;
        }
        setPhase('sending');
        let receipt: PunchReceiptData;
        try {
          receipt = await sendPunch(attempt.body, attempt.key);
        } catch (error) {
          if (!noConnection(error)) throw error;
          queue(attempt);
          return;
        }
        callbacks.current.onRecorded(receipt);
        void refresh();
      } catch (error) {
        setFailure({
          message: messageOf(error, callbacks.current.genericError),
          retry: () => {
            if (busy.current) return;
            busy.current = true;
            void send(attempt).finally(() => {
              busy.current = false;
            });
          },
        });
      } finally {
        setPhase('idle');
      }
    },
    [queue, refresh],
  );

  /**
   * The button: one Idempotency-Key for this click, the position, then the request. `extra`
   * carries what the company's settings ask for beyond the position (a photo, base64).
   */
  const punch = useCallback(
    async (extra: Pick<PunchBody, 'photo'> = {}) => {
      if (busy.current || !employeeId) return;
      busy.current = true;
      try {
        const key = crypto.randomUUID();
        const madeAt = new Date();
        setFailure(undefined);
        setJustQueued(false);
        setPhase('locating');
        setLocation({ kind: 'locating' });
        const position = await requestPosition();
        setLocation(position);
        await send({ key, body: { ...bodyOf(position), ...extra }, madeAt });
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [employeeId, send],
  );

  const flush = useCallback(async () => {
    const store = storage();
    if (!store || !employeeId || flushing.current || isOffline()) return;
    if (queuedFor(readQueue(store), employeeId).length === 0) return;
    flushing.current = true;
    try {
      const result = await flushQueue(store, employeeId, async (item): Promise<SendOutcome> => {
        try {
          await sendPunch(item.body, item.key);
          return { kind: 'sent' };
        } catch (error) {
          if (transient(error)) return { kind: 'later' };
          return { kind: 'rejected', message: messageOf(error, callbacks.current.genericError) };
        }
      });
      reloadQueue();
      if (result.sent > 0 || result.rejected.length > 0) {
        if (result.left === 0) setJustQueued(false);
        callbacks.current.onFlushed(result);
        await refresh();
      }
    } finally {
      flushing.current = false;
    }
  }, [employeeId, refresh, reloadQueue]);

  useEffect(() => {
    reloadQueue();
    void flush();
    const onOnline = () => void flush();
    // Another tab queued or sent a punch.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === PUNCH_QUEUE_STORAGE_KEY) reloadQueue();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, reloadQueue]);

  return { phase, location, failure, justQueued, queued, punch, flush };
}
