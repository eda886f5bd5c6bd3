import { openDatabase } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import { loadConfig } from './config.js';
import { buildServer } from './server.js';
import { printStartupBanner } from './startup-banner.js';

/** `npm start`: open the database, migrate, seed on first start, serve, and stop gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    poolMax: config.DATABASE_POOL_MAX,
  });
  await database.migrate();
  const seed = await seedIfEmpty(database.db, {
    demo: config.seedDemo,
    adminPassword: config.ADMIN_PASSWORD,
    sealingKey: config.SEALING_KEY,
  });

  const app = await buildServer({ config, database });
  await app.listen({ host: config.HOST, port: config.PORT });
  printStartupBanner(app, config, database.kind, seed);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
