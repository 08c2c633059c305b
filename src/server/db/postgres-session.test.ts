/**
 * The sessions the app opens on PostgreSQL run without JIT compilation, whatever the statement's
 * estimate, and keep the options the deployment gave.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { openDatabase } from './client';
import { sessionOptions, withSessionOptions } from './postgres';
import { withDatabaseName } from '../test/postgres-admin';

const serverUrl = process.env.DATABASE_URL;

describe('the session options', () => {
  it('turns JIT off, after the options the URL or PGOPTIONS give', () => {
    expect(sessionOptions('postgres://db.example/app', undefined)).toBe('-c jit=off');
    expect(sessionOptions('postgres://db.example/app', '-c search_path=medlink')).toBe(
      '-c search_path=medlink -c jit=off',
    );
    expect(
      sessionOptions('postgres://db.example/app?options=-c%20statement_timeout%3D5000', '-c work_mem=8MB'),
    ).toBe('-c statement_timeout=5000 -c jit=off');
    expect(sessionOptions('/var/run/postgresql app', '   ')).toBe('-c jit=off');
  });

  it('writes them into a URL that names options of its own (pg would let those win)', () => {
    const { connectionString, options } = withSessionOptions(
      'postgres://app:s3cret@db.example:5432/app?options=-c%20work_mem%3D7MB&sslmode=require',
    );
    expect(options).toBe('-c work_mem=7MB -c jit=off');
    const url = new URL(connectionString);
    expect(url.searchParams.get('options')).toBe('-c work_mem=7MB -c jit=off');
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(`${url.username}:${url.password}@${url.host}${url.pathname}`).toBe(
      'app:s3cret@db.example:5432/app',
    );
    expect(withSessionOptions('postgres://db.example/app').connectionString).toBe(
      'postgres://db.example/app',
    );
  });
});

describe.skipIf(!serverUrl)('a PostgreSQL session of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compiles no statement, even one whose estimate passes jit_above_cost', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit_above_cost = 0`);
      const rows = await tx.execute<{ 'QUERY PLAN': unknown }>(
        sql`explain (analyze, format json) select count(*) from generate_series(1, 1000) g where g % 7 = 3`,
      );
      return JSON.stringify(
        (rows as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows[0]!['QUERY PLAN'],
      );
    });
    expect(plan).toContain('"Plan"');
    expect(plan).not.toContain('"JIT"');
    const shown = await t.db.execute<{ jit: string }>(sql`show jit`);
    expect((shown as unknown as { rows: { jit: string }[] }).rows[0]!.jit).toBe('off');
  });

  it('keeps JIT off when DATABASE_URL names options of its own, and applies those too', async () => {
    const named = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = (named as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const url = `${withDatabaseName(serverUrl!, name)}?options=-c%20work_mem%3D7MB`;
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
    try {
      const shown = await database.db.execute<{ jit: string; work_mem: string }>(
        sql`select current_setting('jit') as jit, current_setting('work_mem') as work_mem`,
      );
      expect((shown as unknown as { rows: unknown[] }).rows[0]).toEqual({ jit: 'off', work_mem: '7MB' });
    } finally {
      await database.close();
    }
  });
});
