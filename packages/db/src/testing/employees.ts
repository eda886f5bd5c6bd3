import type { Database } from '../client.js';
import { employees } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { anyCpf, anyPis } from './documents.js';

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployee = Partial<typeof employees.$inferInsert>;

/**
 * An active employee of `companyId` working at `subsidiaryId`, with a random valid CPF and PIS and
 * no department, position, location, registration, PIN or badge unless `over` gives them.
 */
export async function createEmployee(
  db: Database,
  companyId: string,
  subsidiaryId: string,
  over: NewEmployee = {},
): Promise<EmployeeRow> {
  const [row] = await db
    .insert(employees)
    .values({
      id: uuidv7(),
      name: 'Maria de Teste',
      cpf: anyCpf(),
      pis: anyPis(),
      admissionDate: '2024-01-02',
      subsidiaryId,
      ...over,
      companyId,
    })
    .returning();
  return row!;
}
