/**
 * Embedded PGlite: one process per data directory (lock file), durable writes (PGlite's default
 * start parameters include -F, fsync off; we drop it: an acknowledged order survives power loss),
 * PostgreSQL's memory settings sized for one process and checkpoints PGlite does not do itself
 * (pglite-memory.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import type { Database, Db } from './handle';
import type { PgSession } from 'drizzle-orm/pg-core';
import { checkDataDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';
import { runPreparedQueriesNamed } from './pglite-named-statements';
import { migrationsFolder } from './migrate';
import {
  IN_MEMORY_CHECKPOINT_WAL_BYTES,
  IN_MEMORY_INITDB_PARAMS,
  IN_MEMORY_START_PARAMS as IN_MEMORY_MEMORY_PARAMS,
  MEMORY_START_PARAMS,
  checkpointWhenWalGrows,
  dropTemplateDatabases,
  releaseStartupGarbage,
} from './pglite-memory';
import { StartupError, rootCause } from './startup-error';

export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...MEMORY_START_PARAMS,
];
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, ...IN_MEMORY_MEMORY_PARAMS];

export async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory';
  let release = () => undefined as void;
  if (!inMemory) {
    checkDataDir(dataDir);
    release = lockDataDir(dataDir);
  }
  let client: PGlite | undefined;
  try {
    client = inMemory
      ? new PGlite({
          startParams: IN_MEMORY_START_PARAMS,
          initDbStartParams: IN_MEMORY_INITDB_PARAMS,
          ...(template ? { loadDataDir: template } : {}),
        })
      : // A template here is a backup being restored into an empty directory (db/backup.ts).
        new PGlite(dataDir, {
          startParams: DURABLE_START_PARAMS,
          ...(template ? { loadDataDir: template } : {}),
        });
    await client.waitReady;
    if (inMemory) await dropTemplateDatabases(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    runPreparedQueriesNamed((db as unknown as { session: PgSession }).session, client);
    await migratePglite(db as never, { migrationsFolder });
    const pglite = client;
    releaseStartupGarbage();
    // Once more when the server has settled (decision 035): a demo or bench seed and the first
    // requests leave start-up garbage that V8's first full collection otherwise frees only once the
    // heap has grown to the limit it set at start.
    const settled = setTimeout(releaseStartupGarbage, 10_000).unref();
    const stopCheckpoints = inMemory
      ? checkpointWhenWalGrows(pglite, IN_MEMORY_CHECKPOINT_WAL_BYTES)
      : checkpointWhenWalGrows(pglite);
    return {
      db,
      kind: 'pglite',
      connections: 1,
      dump: () => pglite.dumpDataDir('none'),
      async listen(channel, onPayload) {
        // In process: this connection cannot be lost, so there is never a resync to signal.
        const unsubscribe = await pglite.listen(channel, onPayload);
        return async () => unsubscribe();
      },
      async close() {
        clearTimeout(settled);
        stopCheckpoints();
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `Cannot open the PGlite database in DATA_DIR ${dataDir}: ${rootCause(error)}. Check DATA_DIR exists, is writable and holds a MedLink database.`,
      { cause: error },
    );
  }
}
