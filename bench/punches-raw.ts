// The floor of the punches bench (punches.ts): the same rows the app stored, written again by
// node-postgres straight into a register of their own, in multi-row INSERTs of the app's batch size.
import { uuidv7 } from '@ponteiro/db';
import { punchRecordHash } from '@ponteiro/rep-files/register';
import pg from 'pg';
/** The same rows written straight by node-postgres: multi-row INSERTs, no HTTP (the floor). */
export interface RawInsertResult {
  rows: number;
  /** Rows per INSERT: the app's average batch, rounded. */
  batchSize: number;
  /** One connection per subsidiary, each writing its register in order. */
  connections: number;
  rowsPerSecond: number;
}

export const RAW_COLUMNS = [
  'company_id',
  'id',
  'subsidiary_id',
  'nsr',
  'type',
  'recorded_at',
  'time_zone',
  'employee_id',
  'cpf',
  'punched_at',
  'collector',
  'offline',
  'hash',
  'source_key',
  'details',
  'flags',
  'user_id',
] as const;

export interface StoredPunch {
  subsidiary_id: string;
  recorded_at: Date;
  time_zone: string;
  employee_id: string;
  cpf: string;
  punched_at: Date;
  collector: string;
  offline: boolean;
  source_key: string | null;
  details: unknown;
  flags: string[];
  user_id: string | null;
}

/**
 * The floor: the first `count` punches the app stored in `fromSubsidiaries`, numbered and chained
 * again (before the clock starts) for the raw company's subsidiary at the same position, then
 * written with one multi-row INSERT per `batchSize` rows (autocommit: one commit per batch, as the
 * app's group commit), one connection per subsidiary, all subsidiaries at once.
 */
export async function rawInsert(
  databaseUrl: string,
  reader: pg.ClientBase,
  source: { companyId: string; subsidiaryIds: string[] },
  target: { companyId: string; subsidiaryIds: string[] },
  count: number,
  batchSize: number,
): Promise<RawInsertResult> {
  const { rows } = await reader.query<StoredPunch>(
    `select subsidiary_id, recorded_at, time_zone, employee_id, cpf, punched_at, collector,
            offline, source_key, details, flags, user_id
       from register_records
      where company_id = $1 and subsidiary_id = any($2::uuid[]) and type = '7'
      order by nsr, subsidiary_id limit $3`,
    [source.companyId, source.subsidiaryIds, count],
  );
  // Per target subsidiary: its statements (text and values), ready to send.
  const plans = target.subsidiaryIds.map((subsidiaryId, s) => {
    const own = rows.filter((r) => r.subsidiary_id === source.subsidiaryIds[s]);
    let nsr = 0;
    let previousHash = '';
    const values = own.map((r) => {
      nsr += 1;
      const hash = punchRecordHash(
        {
          nsr,
          punchedAt: r.punched_at,
          cpf: r.cpf,
          storedAt: r.recorded_at,
          collector: r.collector,
          offline: r.offline,
          timeZone: r.time_zone,
        },
        previousHash,
      );
      previousHash = hash;
      return [
        target.companyId,
        uuidv7(),
        subsidiaryId,
        nsr,
        '7',
        r.recorded_at,
        r.time_zone,
        r.employee_id,
        r.cpf,
        r.punched_at,
        r.collector,
        r.offline,
        hash,
        r.source_key,
        r.details === null ? null : JSON.stringify(r.details),
        r.flags,
        r.user_id,
      ];
    });
    const statements: { text: string; values: unknown[] }[] = [];
    for (let i = 0; i < values.length; i += batchSize) {
      const chunk = values.slice(i, i + batchSize);
      const tuples = chunk.map(
        (_, row) =>
          `(${RAW_COLUMNS.map((_, c) => `$${row * RAW_COLUMNS.length + c + 1}`).join(', ')})`,
      );
      statements.push({
        text: `insert into register_records (${RAW_COLUMNS.join(', ')}) values ${tuples.join(', ')}`,
        values: chunk.flat(),
      });
    }
    return statements;
  });
  const clients = await Promise.all(
    plans.map(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  try {
    const start = performance.now();
    await Promise.all(
      plans.map(async (statements, s) => {
        for (const statement of statements) await clients[s]!.query(statement);
      }),
    );
    const elapsedS = (performance.now() - start) / 1000;
    return {
      rows: rows.length,
      batchSize,
      connections: clients.length,
      rowsPerSecond: Math.round(rows.length / elapsedS),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
}
