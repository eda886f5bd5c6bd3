import {
  employerChanged,
  employerOfSubsidiary,
  type NewRegisterRecord,
  type Tenant,
} from '@ponteiro/db';
import {
  appendBySubsidiary,
  openRegisters,
  openRegistersUsingCompanyName,
  registerActor,
  subsidiaryIdentities,
} from './repository.js';

// Type-2 records (inclusão ou alteração da identificação do empregador no REP). A subsidiary's
// register opens with its identification at its first operation (appendToRegister); afterwards
// every change of what type 2 holds — CNPJ/CPF, CNO/CAEPF, razão social, local de prestação —
// writes a new one in the same transaction as the change.

type SubsidiaryIdentity = Parameters<typeof employerOfSubsidiary>[0] & { id: string };

/** After a subsidiary's update: a new type 2 when its open register's identification changed. */
export async function recordSubsidiaryChange(
  t: Tenant,
  userId: string | null,
  before: SubsidiaryIdentity,
  after: SubsidiaryIdentity,
  companyLegalName: string,
): Promise<void> {
  const was = employerOfSubsidiary(before, companyLegalName);
  const is = employerOfSubsidiary(after, companyLegalName);
  if (!employerChanged(was, is)) return;
  if (!(await openRegisters(t, [after.id])).has(after.id)) return;
  const actor = await registerActor(t, userId);
  await appendBySubsidiary(t, new Map([[after.id, [{ type: '2', employer: is, ...actor }]]]));
}

/**
 * After the company's legal name changed: subsidiaries without a name of their own print the
 * company's, so each open register of theirs gets a new type 2.
 */
export async function recordCompanyNameChange(
  t: Tenant,
  userId: string | null,
  legalName: string,
): Promise<void> {
  const ids = await openRegistersUsingCompanyName(t);
  if (ids.length === 0) return;
  const actor = await registerActor(t, userId);
  const records = new Map<string, NewRegisterRecord[]>();
  for (const subsidiary of await subsidiaryIdentities(t, ids)) {
    records.set(subsidiary.id, [
      { type: '2', employer: employerOfSubsidiary(subsidiary, legalName), ...actor },
    ]);
  }
  await appendBySubsidiary(t, records);
}
