import type { DatabaseHandle } from '@ponteiro/db';
import type { Health } from '@ponteiro/shared';
import { ping } from './repository.js';

/** How long a database check result is reused, so probes under load don't each hit the database. */
const CHECK_TTL_MS = 1000;

export function createHealthService(database: DatabaseHandle, appVersion: string) {
  const startedAt = Date.now();
  let serverVersion = '';
  let lastCheck = { at: 0, ok: false };

  async function databaseOk(): Promise<boolean> {
    const now = Date.now();
    if (now - lastCheck.at < CHECK_TTL_MS) return lastCheck.ok;
    let ok = true;
    try {
      await ping(database.db);
      if (!serverVersion) serverVersion = await database.serverVersion();
    } catch {
      ok = false;
    }
    lastCheck = { at: now, ok };
    return ok;
  }

  return {
    async check(): Promise<Health> {
      const ok = await databaseOk();
      return {
        status: ok ? 'ok' : 'degraded',
        version: appVersion,
        database: { kind: database.kind, version: serverVersion, ok },
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
