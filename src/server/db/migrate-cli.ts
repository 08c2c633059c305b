/**
 * `npm run db:migrate`: apply pending migrations and exit. On PostgreSQL under the same advisory
 * lock as start-up, so it is safe beside running replicas or several deploy jobs at once.
 */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { StartupError } from './startup-error';
import { describeTarget } from './postgres';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: {
      connectMs: config.DB_CONNECT_TIMEOUT_MS,
      statementMs: config.DB_STATEMENT_TIMEOUT_MS,
      startupMs: config.DB_STARTUP_TIMEOUT_MS,
    },
  });
  await database.close();
  const where = config.DATABASE_URL
    ? `PostgreSQL at ${describeTarget(config.DATABASE_URL)}`
    : `PGlite in ${config.DATA_DIR}`;
  console.log(`db:migrate: ${where} is up to date`);
} catch (error) {
  console.error(
    `db:migrate failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  if (!(error instanceof StartupError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
}
