import { normalizePermissions } from '@ponteiro/shared';
import type { Database } from '../client.js';
import { hashPassword } from '../password.js';
import { companyMembers, companyRoles, users } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { type CompanyRow, createCompany, type NewCompany } from './company.js';
import { unique } from './documents.js';

/** Every factory user's password: the one the API tests sign up with, so both can sign in. */
export const TEST_PASSWORD = 'Senha-forte-2026';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Partial<typeof users.$inferInsert>;

// Argon2 takes tens of milliseconds on purpose; one hash serves every factory user.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

/** A user (no company) whose password is TEST_PASSWORD. */
export async function createUser(db: Database, over: NewUser = {}): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: uuidv7(),
      name: 'Pessoa de Teste',
      email: `${unique('user-')}@example.com`,
      passwordHash: await testPasswordHash(),
      ...over,
    })
    .returning();
  return row!;
}

/** `userId` joins `companyId` with `role`: a built-in name or a custom role's id. */
export async function addMember(
  db: Database,
  companyId: string,
  userId: string,
  role: string,
): Promise<void> {
  await db.insert(companyMembers).values({ companyId, userId, role });
}

/** A new user who is a member of `companyId` with `role` (owner, admin, employee or a role id). */
export async function createMember(
  db: Database,
  companyId: string,
  role: string,
  over: NewUser = {},
): Promise<UserRow> {
  const user = await createUser(db, over);
  await addMember(db, companyId, user.id, role);
  return user;
}

/** A company and its owner: what sign-up plus "register a company" leave behind. */
export async function createCompanyWithOwner(
  db: Database,
  over: { company?: NewCompany; owner?: NewUser } = {},
): Promise<{ company: CompanyRow; owner: UserRow }> {
  const company = await createCompany(db, over.company);
  const owner = await createMember(db, company.id, 'owner', over.owner);
  return { company, owner };
}

/** A custom role holding `permissions` and their ancestors, normalized as the API saves them. */
export async function createRole(
  db: Database,
  companyId: string,
  permissions: string[],
  name = `Perfil ${unique()}`,
): Promise<string> {
  const id = uuidv7();
  await db
    .insert(companyRoles)
    .values({ companyId, id, name, permissions: normalizePermissions(permissions) });
  return id;
}
