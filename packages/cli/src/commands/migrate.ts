import { resolve } from 'node:path';
import { openDatabase } from '@ponteiro/db';
import type { Command } from '../command.js';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'Apply the database migrations (PostgreSQL when DATABASE_URL is set, else ./data)',
  usage: 'ponteiro migrate',
  async run() {
    const database = await openDatabase({
      url: process.env.DATABASE_URL || undefined,
      dataDir: resolve(process.env.DATA_DIR ?? 'data', 'pglite'),
    });
    try {
      await database.migrate();
      console.log(`Migrations applied (${database.kind}).`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
