import {
  appendToRegister,
  employees,
  type NewRegisterRecord,
  type RegisterActor,
  registerSettings,
  subsidiaries,
  type Tenant,
} from '@ponteiro/db';
import { asc, eq, gt, inArray, isNull } from 'drizzle-orm';

/**
 * Who answers for an operation in the AFD: the acting user's own CPF when they are an employee of
 * the company, else the company's REP-P responsible person (System › AFD/AEJ), else unknown
 * (null: the AFD export then uses the company's responsible person at export time).
 */
export async function registerActor(t: Tenant, userId: string | null): Promise<RegisterActor> {
  if (userId) {
    const [own] = await t.db
      .select({ cpf: employees.cpf })
      .from(employees)
      .where(t.where(employees, eq(employees.userId, userId)));
    if (own) return { responsibleCpf: own.cpf, userId };
  }
  return { responsibleCpf: await companyResponsibleCpf(t), userId };
}

/** The company's REP-P responsible person, when set. */
export async function companyResponsibleCpf(t: Tenant): Promise<string | null> {
  const [settings] = await t.db
    .select({ cpf: registerSettings.responsibleCpf })
    .from(registerSettings)
    .where(t.where(registerSettings));
  return settings?.cpf ?? null;
}

/** Appends each subsidiary's records (one lock and one NSR range per subsidiary). */
export async function appendBySubsidiary(
  t: Tenant,
  bySubsidiary: Map<string, NewRegisterRecord[]>,
): Promise<void> {
  // A fixed order of locks: two writers touching the same subsidiaries cannot deadlock.
  for (const id of [...bySubsidiary.keys()].sort()) {
    const records = bySubsidiary.get(id)!;
    if (records.length > 0) await appendToRegister(t, id, records);
  }
}

/** Subsidiaries whose register is open (has records) among these ids. */
export async function openRegisters(t: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await t.db
    .select({ id: subsidiaries.id })
    .from(subsidiaries)
    .where(t.where(subsidiaries, inArray(subsidiaries.id, [...ids]), gt(subsidiaries.lastNsr, 0)));
  return new Set(rows.map((r) => r.id));
}

/** Open registers of subsidiaries that print the company's legal name (they have none of theirs). */
export async function openRegistersUsingCompanyName(t: Tenant): Promise<string[]> {
  const rows = await t.db
    .select({ id: subsidiaries.id })
    .from(subsidiaries)
    .where(t.where(subsidiaries, gt(subsidiaries.lastNsr, 0), isNull(subsidiaries.legalName)));
  return rows.map((r) => r.id);
}

/** What type 2 needs of these subsidiaries, as they are now. */
export async function subsidiaryIdentities(t: Tenant, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return t.db
    .select({
      id: subsidiaries.id,
      employerType: subsidiaries.employerType,
      employerId: subsidiaries.employerId,
      cnoCaepf: subsidiaries.cnoCaepf,
      legalName: subsidiaries.legalName,
      address: subsidiaries.address,
    })
    .from(subsidiaries)
    .where(t.where(subsidiaries, inArray(subsidiaries.id, [...ids])));
}

/** Sets the company's REP-P responsible person (one row per company). */
export async function saveResponsibleCpf(t: Tenant, cpf: string | null): Promise<void> {
  await t.db
    .insert(registerSettings)
    .values(t.values(registerSettings, { responsibleCpf: cpf }))
    .onConflictDoUpdate({
      target: registerSettings.companyId,
      set: { responsibleCpf: cpf, updatedAt: new Date() },
    });
}

/** The company's REP-P settings row, if any. */
export async function registerSettingsRow(t: Tenant) {
  const [row] = await t.db.select().from(registerSettings).where(t.where(registerSettings));
  return row ?? null;
}

/** Keeps (or, with null, removes) the company's sealed certificate and what is shown of it. */
export async function saveCertificate(
  t: Tenant,
  certificate: {
    sealed: string;
    subject: string;
    issuer: string;
    validUntil: Date;
  } | null,
): Promise<void> {
  const columns = {
    certificateSealed: certificate?.sealed ?? null,
    certificateSubject: certificate?.subject ?? null,
    certificateIssuer: certificate?.issuer ?? null,
    certificateValidUntil: certificate?.validUntil ?? null,
    certificateUploadedAt: certificate ? new Date() : null,
    updatedAt: new Date(),
  };
  await t.db
    .insert(registerSettings)
    .values(t.values(registerSettings, columns))
    .onConflictDoUpdate({ target: registerSettings.companyId, set: columns });
}

/** Sets (or, with null, removes) the company's own PTRP developer of AEJ record 08. */
export async function saveDeveloper(
  t: Tenant,
  developer: { document: string; name: string; email: string } | null,
): Promise<void> {
  const columns = {
    developerDocument: developer?.document ?? null,
    developerName: developer?.name ?? null,
    developerEmail: developer?.email ?? null,
    updatedAt: new Date(),
  };
  await t.db
    .insert(registerSettings)
    .values(t.values(registerSettings, columns))
    .onConflictDoUpdate({ target: registerSettings.companyId, set: columns });
}

/** Each workplace's own REP-P INPI number (null: the installation's), by name. */
export async function subsidiaryInpiNumbers(t: Tenant) {
  return t.db
    .select({ id: subsidiaries.id, name: subsidiaries.name, inpi: subsidiaries.repInpiNumber })
    .from(subsidiaries)
    .where(t.where(subsidiaries))
    .orderBy(asc(subsidiaries.name));
}
