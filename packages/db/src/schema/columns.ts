import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../uuidv7.js';

/** Time-ordered ids keep b-tree inserts local; generated in the app so PG 15 and PGlite agree. */
export const id = () => uuid('id').primaryKey().$defaultFn(uuidv7);
/** For tenant tables, whose primary key is (company_id, id). */
export const tenantRowId = () => uuid('id').notNull().$defaultFn(uuidv7);
export const companyId = () => uuid('company_id').notNull();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
};
