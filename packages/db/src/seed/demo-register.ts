import { X509Certificate } from 'node:crypto';
import { createDemoPkcs12 } from '@ponteiro/rep-files';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { appendToRegister, type NewRegisterRecord } from '../register/append.js';
import { companies, employees, registerSettings } from '../schema/index.js';
import { loadSealingKey, sealCertificate } from '../sealing.js';
import { tenantOn } from '../tenancy/index.js';
import type { DemoStructure } from './demo-structure.js';
import { generateCpf } from './documents.js';

/** Punching days seeded before the seed day (weekdays only). */
const PUNCH_DAYS = 5;
/** The marks of a demo workday, Brasília time, and a few minutes of variation. */
const MARKS = ['08:00', '12:00', '13:00', '17:00'];

/** The demo certificate's password (it is sealed like any company's; tests and demos only). */
const DEMO_CERTIFICATE_PASSWORD = 'demo-ponteiro';

/**
 * The demo company's REP-P registers (ARP): the company's responsible person and its (demo)
 * certificate that signs the AFD, each active
 * employee included (type 5) in their workplace's register — which opens with its employer
 * (type 2) — and a week of punches (type 7) of the first workplace's people, written through the
 * one append path, so the punch log, the receipts and the AFD have something to show.
 */
export async function createDemoRegister(
  db: Database,
  structure: DemoStructure,
  random: () => number,
  options: { now?: Date; sealingKey?: string } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const { companyId } = structure;
  const responsibleCpf = generateCpf(random);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const demo = createDemoPkcs12({
    password: DEMO_CERTIFICATE_PASSWORD,
    commonName: `${company!.legalName.toUpperCase()}:${company!.employerId}`,
    days: 3650,
  });
  const x509 = new X509Certificate(demo.certificatePem);
  await db.insert(registerSettings).values({
    companyId,
    responsibleCpf,
    certificateSealed: sealCertificate(await loadSealingKey(db, options.sealingKey), {
      pkcs12: demo.pkcs12,
      password: DEMO_CERTIFICATE_PASSWORD,
    }),
    certificateSubject: `${company!.legalName.toUpperCase()}:${company!.employerId}`,
    certificateIssuer: 'AC DEMO PONTEIRO',
    certificateValidUntil: new Date(x509.validTo),
    certificateUploadedAt: now,
  });
  const t = tenantOn(db, { companyId });
  const staff = await db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')))
    .orderBy(asc(employees.registration));
  const bySubsidiary = new Map<string, NewRegisterRecord[]>();
  for (const e of staff) {
    const list = bySubsidiary.get(e.subsidiaryId) ?? [];
    list.push({
      type: '5',
      operation: 'I',
      employeeId: e.id,
      cpf: e.cpf,
      name: e.name.slice(0, 52),
      responsibleCpf,
      userId: null,
    });
    bySubsidiary.set(e.subsidiaryId, list);
  }
  // The inclusions happened before the punches: a week and a day ago.
  const included = new Date(now.getTime() - (PUNCH_DAYS + 3) * 86_400_000);
  for (const [subsidiaryId, records] of bySubsidiary) {
    await appendToRegister(t, subsidiaryId, records, { now: included });
  }

  const first = [...structure.subsidiaryIds.values()][0]!;
  const punchers = staff.filter((e) => e.subsidiaryId === first).slice(0, 8);
  for (const day of pastWeekdays(now, PUNCH_DAYS)) {
    for (const mark of MARKS) {
      for (const e of punchers) {
        const [h, m] = mark.split(':').map(Number) as [number, number];
        // Brasília is UTC−3 all year (no DST since 2019).
        const at = new Date(`${day}T00:00:00Z`);
        at.setUTCHours(h + 3, m + Math.floor(random() * 9) - 4, Math.floor(random() * 60));
        await appendToRegister(
          t,
          first,
          [{ type: '7', employeeId: e.id, cpf: e.cpf, collector: '02', offline: false }],
          { now: at },
        );
      }
    }
  }
}

/** The `count` weekdays before `now`'s day (UTC dates), oldest first. */
function pastWeekdays(now: Date, count: number): string[] {
  const days: string[] = [];
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (days.length < count) {
    d.setUTCDate(d.getUTCDate() - 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.unshift(d.toISOString().slice(0, 10));
  }
  return days;
}
