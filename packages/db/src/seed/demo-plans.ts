import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { plans } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';

/** What a demo installation sells: three public plans for /pricing and the back-office. */
export const DEMO_PLANS = [
  {
    name: 'Essencial',
    description: 'Ponto eletrônico, espelho e banco de horas para equipes pequenas.',
    monthlyPriceCents: 14_900,
    yearlyPriceCents: 149_000,
    seats: 25,
    enableAccess: false,
    enableVisitor: false,
    trialDays: 14,
  },
  {
    name: 'Profissional',
    description: 'Tudo do Essencial, com controle de acesso.',
    monthlyPriceCents: 34_900,
    yearlyPriceCents: 349_000,
    seats: 100,
    enableAccess: true,
    enableVisitor: false,
    trialDays: 14,
  },
  {
    name: 'Corporativo',
    description: 'Sem limite de colaboradores, com controle de acesso e visitantes.',
    monthlyPriceCents: 89_900,
    yearlyPriceCents: 899_000,
    seats: null,
    enableAccess: true,
    enableVisitor: true,
    trialDays: 30,
  },
] as const;

/** Adds the demo plans when only the trial plan (migration 0016) exists. */
export async function createDemoPlans(db: Database): Promise<boolean> {
  const sold = await db.select({ id: plans.id }).from(plans).where(eq(plans.isTrial, false));
  if (sold.length > 0) return false;
  await db
    .insert(plans)
    .values(DEMO_PLANS.map((plan) => ({ id: uuidv7(), ...plan, isPublic: true })));
  return true;
}
