/**
 * PostgreSQL's memory inside PGlite (decision 032). PGlite's WebAssembly heap holds PostgreSQL's
 * shared buffers, and an in-memory database keeps its files, the WAL among them, in JavaScript
 * buffers; neither ever shrinks.
 *
 * - shared_buffers: PostgreSQL's default of 128 MB is allocated and touched at start (about
 *   150 MB of the server's resident memory before the first query); a MedLink database is read
 *   from PGlite's own file system, in the same process, so a buffer miss costs a copy, not a disk.
 * - WAL: PGlite runs PostgreSQL in single-user mode, which has no checkpointer, so max_wal_size
 *   never starts a checkpoint and every 16 MB WAL segment written since start stays (in memory,
 *   or on disk for a data directory). checkpointWhenWalGrows does what the checkpointer would.
 * - Start-up: initdb runs in a WebAssembly memory of its own (189 MB) and copies the new data
 *   files between buffers; all garbage once PGlite is ready, but V8 frees it only at its next full
 *   collection, which a quiet server may not run for minutes. releaseStartupGarbage runs that
 *   collection once, where the production command exposes it (`--expose-gc`).
 */
import type { PGlite } from '@electric-sql/pglite';

export const MEMORY_START_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  // How many old segments a checkpoint keeps for reuse: two (the least allowed), not five.
  '-c',
  'min_wal_size=32MB',
  '-c',
  'max_wal_size=32MB',
];

/**
 * An in-memory database (decision 035) keeps its WAL in JavaScript buffers, and PostgreSQL writes
 * a segment out to its full size when it opens it: 16 MB segments held 16 MB from the first write,
 * and up to 48 MB with the segments a checkpoint kept for reuse, however little WAL the server
 * wrote. Here initdb makes 1 MB segments, a checkpoint removes the old ones instead of keeping
 * them (wal_recycle=off) and runs after 8 MB of WAL, so the WAL held is at most about 9 MB and
 * follows what was written. Nothing of an in-memory database survives a crash, so the full-page
 * images that protect a torn page on disk are only WAL to write (full_page_writes=off). A data
 * directory keeps its segment size for life (initdb's choice) and its WAL on disk: it starts as
 * before.
 */
export const IN_MEMORY_INITDB_PARAMS = ['--wal-segsize=1'];
export const IN_MEMORY_START_PARAMS = [
  '-c',
  'shared_buffers=8MB',
  '-c',
  'min_wal_size=2MB',
  '-c',
  'max_wal_size=32MB',
  '-c',
  'wal_recycle=off',
  '-c',
  'full_page_writes=off',
];
export const IN_MEMORY_CHECKPOINT_WAL_BYTES = 8 * 1_048_576;

/**
 * initdb's template databases, template0 and template1, are 16 MB of an in-memory database's
 * 44 MB of files, read by nothing but CREATE DATABASE, which a PGlite server never runs (its one
 * database is `postgres`). An in-memory database drops them (a template loaded in memory has
 * already); a data directory keeps them.
 */
export async function dropTemplateDatabases(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname IN ('template0', 'template1')",
  );
  for (const { datname } of rows) {
    // Two statements: DROP DATABASE refuses to run inside the block a multi-statement exec makes.
    await client.exec(`ALTER DATABASE ${datname} IS_TEMPLATE false`);
    await client.exec(`DROP DATABASE ${datname}`);
  }
}

/** WAL since the last checkpoint that starts the next one: two segments. */
export const CHECKPOINT_WAL_BYTES = 32 * 1_048_576;
const CHECK_EVERY_MS = 10_000;

/** Checkpoints when the WAL written since the last checkpoint passes `walBytes`; true if it did. */
export async function checkpointIfWalGrew(client: PGlite, walBytes = CHECKPOINT_WAL_BYTES): Promise<boolean> {
  const { rows } = await client.query<{ bytes: string }>(
    'SELECT (pg_current_wal_insert_lsn() - redo_lsn)::text AS bytes FROM pg_control_checkpoint()',
  );
  if (Number(rows[0]?.bytes ?? 0) < walBytes) return false;
  // exec waits for any transaction in progress (PGlite runs one at a time), so this is never inside one.
  await client.exec('CHECKPOINT');
  return true;
}

/** Checks every 10 s while the database is open; returns the function that stops it. */
export function checkpointWhenWalGrows(client: PGlite, walBytes = CHECKPOINT_WAL_BYTES): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    // A failed check is retried at the next tick; the database's own errors surface on requests.
    void checkpointIfWalGrew(client, walBytes)
      .catch(() => false)
      .finally(() => (running = false));
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** One full collection after PGlite's start, when `--expose-gc` offers it; otherwise nothing. */
export function releaseStartupGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
