import { isoInZone } from '@ponteiro/rep-files/register';
import type { PunchLogEntry, Treatment } from '@ponteiro/shared';
import { receiptPath } from './present.js';
import type { PunchLogRow, TreatmentRow } from './punch-log.repository.js';

/** The treatments of each line (by line id), with `undone` worked out. */
export function treatmentsByLine(rows: readonly TreatmentRow[]): Map<string, Treatment[]> {
  const undone = new Set(rows.filter((r) => r.kind === 'undo').map((r) => r.targetId));
  const lineOf = new Map<string, string>();
  const byLine = new Map<string, Treatment[]>();
  const add = (line: string, row: TreatmentRow) => {
    const list = byLine.get(line) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      reason: row.reason,
      author: { id: row.authorUserId, name: row.authorName },
      created_at: row.createdAt.toISOString(),
      undone: undone.has(row.id),
    });
    byLine.set(line, list);
  };
  for (const row of rows) {
    if (row.kind === 'undo') continue;
    // A disregard belongs to its recorded punch; an inclusion is its own line.
    const line = row.kind === 'disregard' ? row.recordId! : row.id;
    lineOf.set(row.id, line);
    add(line, row);
  }
  for (const row of rows) {
    if (row.kind !== 'undo') continue;
    const line = lineOf.get(row.targetId!);
    if (line) add(line, row);
  }
  for (const list of byLine.values()) list.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return byLine;
}

export function presentLogEntry(row: PunchLogRow, treatments: Treatment[]): PunchLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    employee: { id: row.employeeId, name: row.employeeName, cpf: row.employeeCpf },
    subsidiary: { id: row.subsidiaryId, name: row.subsidiaryName },
    nsr: row.nsr,
    punched_at: isoInZone(row.punchedAt, row.timeZone),
    recorded_at: isoInZone(row.recordedAt, row.timeZone),
    time_zone: row.timeZone,
    source: row.source,
    collector: row.collector,
    offline: row.offline,
    hash: row.hash,
    flags: row.flags,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy_m: row.accuracyM,
    status: row.status,
    treatments,
    receipt_url: row.kind === 'recorded' ? receiptPath(row.id) : null,
  };
}
