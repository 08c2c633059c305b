/**
 * `npm run db:backup -- [file]`, `npm run db:restore -- <file>`, and `verify` (docs/operations.md).
 * The database is the server's own: DATABASE_URL (PostgreSQL, through pg_dump and pg_restore) or
 * DATA_DIR (PGlite, a tarball of the directory). A restore goes into an empty database or directory
 * and ends by verifying every custody chain and the access log; any break exits 1, naming it.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { installDataKeyring, loadDataKeyring } from '../encryption/data-keys';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { describeReport, verifyRestore } from './verify-restore';

const [command, file] = process.argv.slice(2);
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');

async function verify(config: ReturnType<typeof loadConfig>): Promise<boolean> {
  // The proofs' images are re-hashed, so they are opened: with the configured key, never a new one
  // (backups do not hold the key; see docs/operations.md).
  installDataKeyring(loadDataKeyring(config, { create: false }));
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const report = await verifyRestore(database.db);
    console.log(describeReport(report));
    return report.ok;
  } finally {
    await database.close();
  }
}

try {
  const config = loadConfig(process.env);
  const postgres = config.DATABASE_URL;
  if (command === 'backup') {
    const target = file ?? (postgres ? `medlink-${stamp}.dump` : `medlink-${stamp}.pglite.tar`);
    const { bytes } = postgres
      ? await backupPostgres(postgres, target)
      : await backupPglite(config.DATA_DIR, target);
    console.log(
      `db:backup: ${target} (${(bytes / 1024).toFixed(0)} kB) from ${postgres ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`}`,
    );
  } else if (command === 'restore' && file) {
    if (postgres) await restorePostgres(postgres, file);
    else await restorePglite(file, config.DATA_DIR);
    console.log(
      `db:restore: ${file} restored into ${postgres ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`}`,
    );
    if (!(await verify(config))) process.exit(1);
  } else if (command === 'verify') {
    if (!(await verify(config))) process.exit(1);
  } else {
    console.error('usage: db:backup [file] | db:restore <file> | backup-cli verify');
    process.exit(2);
  }
} catch (error) {
  console.error(
    `db:${command ?? 'backup'} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exit(1);
}
