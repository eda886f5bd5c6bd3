import { resolve } from 'node:path';
import { openDatabase } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import type { Command } from '../command.js';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Create the platform administrator and the demo company when the database is empty',
  usage: 'ponteiro seed [--no-demo]',
  async run(args) {
    const database = await openDatabase({
      url: process.env.DATABASE_URL || undefined,
      dataDir: resolve(process.env.DATA_DIR ?? 'data', 'pglite'),
    });
    try {
      await database.migrate();
      const report = await seedIfEmpty(database.db, {
        demo: !args.includes('--no-demo'),
        adminPassword: process.env.ADMIN_PASSWORD,
      });
      console.log(report.created ? 'Seeded.' : 'Nothing to seed: the data already exists.');
      for (const l of report.logins)
        console.log(`  ${l.label.padEnd(28)} ${l.login}  /  ${l.password}`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
