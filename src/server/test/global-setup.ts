/**
 * Vitest global setup: migrate and seed ONE database, then let every test file start from a copy.
 * PGlite: a dump loaded in memory (about 1 s instead of 5 s of initdb + seed per file).
 * PostgreSQL (DATABASE_URL): a template database that each file clones with CREATE DATABASE ...
 * TEMPLATE, dropped again at the end so reruns leave the server as they found it.
 */
import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/index';
import { adminQuery, withDatabaseName } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // One data key for the run: the template's sealed proofs are opened by the test workers, which
  // inherit this environment (data-keys.ts reads it before any key is installed).
  process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `medlink_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: 'memory' });
    await seedDemoData(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const database = await openDatabase({ dataDir: 'memory' });
  await seedDemoData(database.db);
  const blob = await database.dump!();
  await database.close();
  const path = join(tmpdir(), `medlink-test-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(path, { force: true });
  };
}
