/**
 * A real process that holds a PGlite data directory (DATA_DIR, started from PGLITE_TEMPLATE when
 * the directory is empty), writes MARKER into it, prints `READY` and keeps running until killed.
 * Run with `node --import tsx`.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';

const dataDir = process.env.DATA_DIR!;
const template = process.env.PGLITE_TEMPLATE;
const database = await openDatabase({
  dataDir,
  ...(template ? { pgliteTemplate: new Blob([await readFile(template)]) } : {}),
});
await database.db.execute(sql`create table if not exists lock_test_marker (value text not null)`);
await database.db.execute(sql`insert into lock_test_marker (value) values (${process.env.MARKER ?? ''})`);
process.stdout.write('READY\n');
setInterval(() => undefined, 60_000);
