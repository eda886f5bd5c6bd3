import { type Executor, users } from '@ponteiro/db';
import type { UserDto } from '@ponteiro/shared';
import { eq, sql } from 'drizzle-orm';
import type { MediaSigner } from '../media/signer.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Executor,
  values: {
    /** Chosen by the caller when its audit scope must name the user before the insert. */
    id?: string;
    name: string;
    email: string;
    passwordHash: string;
    phone?: string | null;
    countryCode?: string | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function setUserPassword(
  db: Executor,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function touchLastLogin(db: Executor, id: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, id));
}

export function presentUser(row: UserRow, media: MediaSigner): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country_code: row.countryCode,
    language: row.language,
    has_photo: row.photoKey !== null,
    photo_url: media.url(row.photoKey),
  };
}
