/**
 * A real server process for the crash test of Idempotency-Key: it runs the app on the database
 * named by DATABASE_URL (or the PGlite directory DATA_DIR), and holds open the moment between a
 * keyed request's commit and the storing of its answer: the answer's UPDATE never returns. It
 * prints `IN-WINDOW` when a request reaches that moment, so the test can kill it exactly there.
 * Run with `node --import tsx`.
 */
import { readFile } from 'node:fs/promises';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

type UpdateBuilder = { set: (values: Record<string, unknown>) => unknown };

/** The answer's UPDATE (the one that sets statusCode) announces itself and never completes. */
function holdAnswerWrites(db: Db) {
  const update = db.update.bind(db);
  db.update = ((table: Parameters<Db['update']>[0]) => {
    const builder = update(table) as unknown as UpdateBuilder;
    if (table !== idempotencyKeys) return builder;
    const set = builder.set.bind(builder);
    builder.set = (values) => {
      if (!('statusCode' in values)) return set(values);
      process.stdout.write('IN-WINDOW\n');
      return { where: () => new Promise(() => undefined) };
    };
    return builder;
  }) as Db['update'];
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? 'memory';
const template = process.env.PGLITE_TEMPLATE;
const database = await openDatabase({
  databaseUrl,
  dataDir,
  ...(template && !databaseUrl ? { pgliteTemplate: new Blob([await readFile(template)]) } : {}),
});
holdAnswerWrites(database.db);
const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`LISTENING ${address}\n`);
