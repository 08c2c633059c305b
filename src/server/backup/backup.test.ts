/**
 * Backups that restore (docs/operations.md): a database with delivered orders (signatures, a
 * redaction) and access-log entries is backed up, restored into a new database, and every custody
 * chain and the access log verify there, with the same counts. On PostgreSQL (DATABASE_URL set)
 * through pg_dump and pg_restore; otherwise a PGlite data directory. A restore refuses a target
 * that is not empty; a changed restored row is named by the verification.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { DEMO, type TestApp } from '../test/helper';
import { bookOrder, handOverProof, patchOrder, pieceLabels } from '../test/orders';
import { runRetention } from '../modules/retention/service';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { verifyRestore } from './verify-restore';

const url = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'medlink-backup-'));
const created: string[] = [];

/** A database of its own (a directory or a PostgreSQL database) from the seeded test template. */
async function sourceDatabase(): Promise<{ open: () => Promise<Database>; where: string }> {
  if (url) {
    const name = `medlink_bk_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    created.push(name);
    const where = withDatabaseName(url, name);
    return { open: () => openDatabase({ databaseUrl: where, dataDir: 'memory' }), where };
  }
  const dir = join(work, 'source');
  const template = new Blob([await readFile(inject('pgliteTemplatePath'))]);
  // The first open unpacks the template into the directory (as a restore does).
  await (await openDatabase({ dataDir: dir, pgliteTemplate: template })).close();
  return { open: () => openDatabase({ dataDir: dir }), where: dir };
}

async function emptyTarget(): Promise<string> {
  if (!url) return join(work, `restored-${randomBytes(3).toString('hex')}`);
  const name = `medlink_rs_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  created.push(name);
  return withDatabaseName(url, name);
}

const openTarget = (where: string) =>
  url ? openDatabase({ databaseUrl: where, dataDir: 'memory' }) : openDatabase({ dataDir: where });

let source: Awaited<ReturnType<typeof sourceDatabase>>;
let before: Awaited<ReturnType<typeof verifyRestore>>;
const file = join(work, url ? 'medlink.dump' : 'medlink.pglite.tar');

beforeAll(async () => {
  source = await sourceDatabase();
  const database = await source.open();
  const app = await buildApp({
    database,
    config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
    webRoot: '/nonexistent',
  });
  await app.ready();
  // The API as the shared helpers drive it (bookOrder, patchOrder take the request shortcut).
  const request = (o: { method?: string; url: string; token?: string; payload?: unknown }) =>
    app.inject({
      method: (o.method ?? 'GET') as 'GET',
      url: o.url,
      ...(o.payload !== undefined ? { payload: o.payload as object } : {}),
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  const t = { request } as unknown as TestApp;
  const login = async (who: keyof typeof DEMO) =>
    (await request({ method: 'POST', url: '/api/auth/login', payload: DEMO[who] })).json()
      .sessionToken as string;
  const [admin, client, driver] = await Promise.all([login('admin'), login('client'), login('driver')]);
  await request({
    method: 'PATCH',
    url: '/api/driver/status',
    token: driver,
    payload: { status: 'available' },
  });
  // Two orders delivered with signatures; one of them redacted by a retention run.
  for (let i = 0; i < 2; i++) {
    const id = await bookOrder(t, client);
    expect((await patchOrder(t, admin, id, 'confirmed')).statusCode).toBe(200);
    const accepted = await request({
      method: 'POST',
      url: `/api/orders/${id}/accept`,
      token: driver,
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      const proof = handOverProof(status);
      const payload = proof ? { status, proof, scans: await pieceLabels(database, id) } : { status };
      const r = await request({ method: 'PATCH', url: `/api/orders/${id}/status`, token: driver, payload });
      expect(r.statusCode, r.body).toBe(200);
    }
    await request({ url: `/api/orders/${id}/custody`, token: admin });
    if (i === 0) {
      await database.db.execute(
        sql`update orders set delivered_at = now() - interval '400 days' where id = ${id}`,
      );
      await runRetention(database.db, { retentionDays: 365 });
    }
  }
  before = await verifyRestore(database.db);
  await app.close();
  await database.close();
}, 180_000);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  for (const name of created) await adminQuery(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe(url ? 'a PostgreSQL backup' : 'a PGlite backup', () => {
  it('restores into a new database where every chain verifies, with the same counts', async () => {
    expect(before.ok).toBe(true);
    expect(before.custody.orders).toBeGreaterThan(2);
    const { bytes } = url ? await backupPostgres(source.where, file) : await backupPglite(source.where, file);
    expect(bytes).toBeGreaterThan(10_000);

    const target = await emptyTarget();
    if (url) await restorePostgres(target, file);
    else await restorePglite(file, target);
    const restored = await openTarget(target);
    try {
      const report = await verifyRestore(restored.db);
      expect(report.ok).toBe(true);
      expect(report.custody).toEqual(before.custody);
      expect(report.accessLog.checked).toBe(before.accessLog.checked);
      expect(report.accessLog.lastSeq).toBe(before.accessLog.lastSeq);

      // A row changed after the restore is named: the verification is real, not a count.
      await restored.db.transaction(async (tx) => {
        await tx.execute(sql`alter table custody_entries disable trigger custody_entries_append_only`);
        await tx.execute(
          sql`update custody_entries set actor_name = 'Someone else' where seq = 2 and order_id = (select min(order_id) from custody_entries)`,
        );
        await tx.execute(sql`alter table custody_entries enable trigger custody_entries_append_only`);
      });
      const tampered = await verifyRestore(restored.db);
      expect(tampered.ok).toBe(false);
      expect(tampered.custody.broken[0]).toMatchObject({ brokenAt: 2 });
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses to restore over a database that is not empty', async () => {
    await expect(
      url ? restorePostgres(source.where, file) : restorePglite(file, source.where),
    ).rejects.toThrow(/not empty/);
  }, 60_000);
});
