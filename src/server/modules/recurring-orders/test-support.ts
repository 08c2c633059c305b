/**
 * Standing-order tests need one database shared by several apps: a restart (a second app after
 * the first closed) and two processes (two apps at once). On PostgreSQL each app gets its own
 * connection pool, as two server processes would; PGlite is in-process, so the apps share its one
 * handle. The database is a copy of the seeded test template, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { adminQuery, withDatabaseName } from '../../test/postgres-admin';
import { capturingMailer, signUpByLink } from '../../test/link-mail';
import { sessionClient, type Who } from '../../test/helper';

export async function sharedDatabase() {
  const url = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  const handles: Database[] = [];
  if (url && template) {
    const name = `medlink_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    return {
      kind: 'postgres' as const,
      async open() {
        const database = await openDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: 'memory' });
        handles.push(database);
        return database;
      },
      async drop() {
        await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const bytes = await readFile(inject('pgliteTemplatePath'));
  const database = await openDatabase({ dataDir: 'memory', pgliteTemplate: new Blob([bytes]) });
  // The apps' own close must not close the shared handle: drop() does.
  const shared: Database = { ...database, close: async () => undefined };
  return { kind: 'pglite' as const, open: async () => shared, drop: () => database.close() };
}

/** An app as the server builds it (its generator round runs at start), on the given database. */
export async function appOn(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...env });
  const { mailer, sent } = capturingMailer(config);
  const app = await buildApp({ database, config, webRoot: '/nonexistent', mailer });
  await app.ready();
  const signUp = (payload: object) => signUpByLink(app, sent, payload);
  const login = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    return response.json().sessionToken as string;
  };
  const as = (who: Who) => sessionClient(app, who);
  return { app, db: database.db, login, signUp, as };
}
