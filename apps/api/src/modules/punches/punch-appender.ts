import {
  appendToRegister,
  type Database,
  type NewRegisterRecord,
  punchesBySourceKey,
  type RegisterRecordRow,
  withTenant,
} from '@ponteiro/db';
import { enqueueWebhookEvent } from '../webhooks/emit.js';
import { presentReceipt } from './present.js';

/** A punch to append (AFD type 7) to a subsidiary's register. */
export type NewPunch = Extract<NewRegisterRecord, { type: '7' }>;

export interface AppendedPunch {
  row: RegisterRecordRow;
  /** False when the source key had been recorded before (the stored punch is answered). */
  created: boolean;
}

interface Pending {
  subsidiaryId: string;
  punch: NewPunch;
  resolve: (value: AppendedPunch) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  companyId: string;
  waiting: Pending[];
  running: boolean;
}

/** Punches per transaction at most: one NSR range and one chain walk per subsidiary in it. */
export const MAX_PUNCH_BATCH = 250;

/**
 * The one entry point that appends punches to the register (web today; devices and imports
 * later). Punches of a company that arrive while its previous batch is being written wait and go
 * together in the next one (group commit): one transaction, and per subsidiary one row lock, one
 * NSR range and one multi-row insert — so a busy company is not limited by one round trip per
 * punch, however its punches spread over its workplaces. Across processes the subsidiaries' row
 * locks keep the numbering whole.
 *
 * Idempotent on `sourceKey`: a key recorded before answers the stored punch (`created` false),
 * also when the same key comes twice in one batch.
 */
export function createPunchAppender(db: Database, options: { maxBatch?: number } = {}) {
  const maxBatch = options.maxBatch ?? MAX_PUNCH_BATCH;
  const queues = new Map<string, Queue>();

  async function writeBatch(queue: Queue, batch: Pending[]): Promise<Map<Pending, AppendedPunch>> {
    return withTenant(db, { companyId: queue.companyId }, async (t) => {
      const keys = batch.map((p) => p.punch.sourceKey).filter((k): k is string => !!k);
      const stored = await punchesBySourceKey(t, keys);
      const results = new Map<Pending, AppendedPunch>();
      const fresh: Pending[] = [];
      const firstOfKey = new Map<string, Pending>();
      const repeats: [Pending, Pending][] = [];
      for (const pending of batch) {
        const key = pending.punch.sourceKey;
        const before = key ? stored.get(key) : undefined;
        if (before) {
          results.set(pending, { row: before, created: false });
        } else if (key && firstOfKey.has(key)) {
          repeats.push([pending, firstOfKey.get(key)!]);
        } else {
          if (key) firstOfKey.set(key, pending);
          fresh.push(pending);
        }
      }
      // Each subsidiary's punches in one append (its lock, its NSR range, its chain), the
      // subsidiaries in a fixed order so two writers never wait on each other's locks in turn.
      const bySubsidiary = new Map<string, Pending[]>();
      for (const pending of fresh) {
        const list = bySubsidiary.get(pending.subsidiaryId) ?? [];
        list.push(pending);
        bySubsidiary.set(pending.subsidiaryId, list);
      }
      const recorded: RegisterRecordRow[] = [];
      for (const subsidiaryId of [...bySubsidiary.keys()].sort()) {
        const group = bySubsidiary.get(subsidiaryId)!;
        const rows = await appendToRegister(
          t,
          subsidiaryId,
          group.map((p) => p.punch),
        );
        // The register may open with a type 2 first: the punches are the type-7 rows, in order.
        const punches = rows.filter((r) => r.type === '7');
        for (const [i, pending] of group.entries()) {
          results.set(pending, { row: punches[i]!, created: true });
        }
        recorded.push(...punches);
      }
      // One statement for the whole batch (it writes nothing when no webhook listens).
      await enqueueWebhookEvent(t, 'punch.recorded', recorded.map(presentReceipt));
      for (const [repeat, first] of repeats) {
        results.set(repeat, { row: results.get(first)!.row, created: false });
      }
      return results;
    });
  }

  async function drain(queue: Queue): Promise<void> {
    queue.running = true;
    try {
      while (queue.waiting.length > 0) {
        const batch = queue.waiting.splice(0, maxBatch);
        try {
          const results = await writeBatchRetrying(queue, batch);
          for (const pending of batch) pending.resolve(results.get(pending)!);
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      queue.running = false;
      if (queue.waiting.length === 0) queues.delete(queue.companyId);
    }
  }

  /**
   * Another process may record the same source key between our check and our insert: the unique
   * index refuses the batch and one retry finds the stored punch.
   */
  async function writeBatchRetrying(queue: Queue, batch: Pending[]) {
    try {
      return await writeBatch(queue, batch);
    } catch (error) {
      if (!isSourceKeyConflict(error)) throw error;
      return writeBatch(queue, batch);
    }
  }

  return {
    /** Appends one punch; resolves when its batch is committed. */
    append(companyId: string, subsidiaryId: string, punch: NewPunch): Promise<AppendedPunch> {
      let queue = queues.get(companyId);
      if (!queue) {
        queue = { companyId, waiting: [], running: false };
        queues.set(companyId, queue);
      }
      const promise = new Promise<AppendedPunch>((resolve, reject) => {
        queue.waiting.push({ subsidiaryId, punch, resolve, reject });
      });
      if (!queue.running) void drain(queue);
      return promise;
    },
  };
}

export type PunchAppender = ReturnType<typeof createPunchAppender>;

function isSourceKeyConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (
      code === '23505' &&
      (constraint === undefined || constraint === 'register_records_source_key')
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
