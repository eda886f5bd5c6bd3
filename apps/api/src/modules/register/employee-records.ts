import type { NewRegisterRecord, RegisterActor, Tenant } from '@ponteiro/db';
import { appendBySubsidiary, registerActor } from './repository.js';

// Type-5 records (inclusão, alteração, exclusão de empregado no REP) written by the employee flows
// in their own transaction: an employee is in the REP of their subsidiary while active.

/** What the register needs of an employee, before or after a change. */
export interface RegisterEmployee {
  id: string;
  cpf: string;
  name: string;
  subsidiaryId: string;
  status: 'active' | 'disabled';
}

/** One employee's change: `before` absent for a new one. */
export interface EmployeeChange {
  before?: RegisterEmployee;
  after: RegisterEmployee;
}

/** The type-5 name field holds 52 characters. */
const NAME_LENGTH = 52;

function record(
  operation: 'I' | 'A' | 'E',
  employee: RegisterEmployee,
  actor: RegisterActor,
): NewRegisterRecord {
  return {
    type: '5',
    operation,
    employeeId: employee.id,
    cpf: employee.cpf,
    name: employee.name.slice(0, NAME_LENGTH),
    ...actor,
  };
}

/**
 * The records a change makes: a new active employee is included (I); one disabled or moved away is
 * excluded (E) from the old subsidiary's REP and one enabled or moved in is included in the new
 * one; a change of CPF or name of an active employee is an alteração (A). Inactive employees are
 * not in any REP, so their changes write nothing.
 */
export function employeeRecords(
  change: EmployeeChange,
  actor: RegisterActor,
): { subsidiaryId: string; record: NewRegisterRecord }[] {
  const { before, after } = change;
  const wasIn = before?.status === 'active' ? before.subsidiaryId : null;
  const isIn = after.status === 'active' ? after.subsidiaryId : null;
  if (wasIn && isIn && wasIn === isIn) {
    return before!.cpf !== after.cpf || before!.name !== after.name
      ? [{ subsidiaryId: isIn, record: record('A', after, actor) }]
      : [];
  }
  const out: { subsidiaryId: string; record: NewRegisterRecord }[] = [];
  if (wasIn) out.push({ subsidiaryId: wasIn, record: record('E', before!, actor) });
  if (isIn) out.push({ subsidiaryId: isIn, record: record('I', after, actor) });
  return out;
}

/** Writes the type-5 records of these changes, done by `userId`, in the caller's transaction. */
export async function recordEmployeeChanges(
  t: Tenant,
  userId: string | null,
  changes: readonly EmployeeChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const actor = await registerActor(t, userId);
  const bySubsidiary = new Map<string, NewRegisterRecord[]>();
  for (const change of changes) {
    for (const { subsidiaryId, record } of employeeRecords(change, actor)) {
      const list = bySubsidiary.get(subsidiaryId) ?? [];
      list.push(record);
      bySubsidiary.set(subsidiaryId, list);
    }
  }
  await appendBySubsidiary(t, bySubsidiary);
}
