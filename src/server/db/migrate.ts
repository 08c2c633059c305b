/**
 * Migrations, once, however many servers start together. On PostgreSQL the migrator holds a
 * session advisory lock: the first replica migrates, the others wait, then find nothing to do.
 * `npm run db:migrate` and start-up take the same lock. PGlite has one process per data directory
 * (data-dir-lock.ts), so it needs none.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Bundled (dist/server/main.js) the folder is copied beside the bundle; in source it sits here. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed 64-bit number that no other code locks: "medlink" in ASCII. */
export const MIGRATION_LOCK_KEY = '30792536658145643';

/** Runs pending migrations on `client` (connected) while holding the migration lock. */
export async function migratePostgresLocked(client: pg.Client): Promise<void> {
  // A long migration must not be cut by the pool's statement timeout; waiting on the lock is fine.
  await client.query('SET statement_timeout = 0');
  await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
  }
}
