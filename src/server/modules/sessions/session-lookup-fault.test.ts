/**
 * A batch of session lookups whose connection is terminated while it reads (an operator, a
 * database restart): every request in the batch is answered 503 with Retry-After, none hangs or
 * gets a 500, and the next request signs in from a fresh connection. PostgreSQL only: PGlite has
 * no connection to lose.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from '../../test/postgres-admin';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a session lookup batch losing its connection', () => {
  let t: TestApp;
  let database = '';
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    database = (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
  });
  afterAll(async () => t.close());

  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

  it('answers the batch 503 with Retry-After and the next request 200', async () => {
    const token = await t.login(DEMO.client.username, DEMO.client.password);
    expect((await me(token)).statusCode).toBe(200);

    // Hold the session table, so the batch's query waits on it where it can be found and ended.
    const locker = new pg.Client({ connectionString: withDatabaseName(serverUrl!, database) });
    await locker.connect();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await locker.query('begin; lock table sessions in access exclusive mode');
      let settledCount = 0;
      const requests = [me(token), me(token), me(token)].map((request) =>
        request.finally(() => settledCount++),
      );
      const lockerPid = (locker as unknown as { processID: number }).processID;
      // End every lookup waiting on the lock until all three requests have their answer (the
      // three may have gone in more than one batch).
      let ended = 0;
      await expect
        .poll(
          async () => {
            const { rows } = await admin.query<{ ok: boolean }>(
              `select pg_terminate_backend(pid) as ok from pg_stat_activity
                where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
              [database, lockerPid],
            );
            ended += rows.length;
            return settledCount;
          },
          { timeout: 15_000 },
        )
        .toBe(3);
      expect(ended).toBeGreaterThan(0);
      const settled = await Promise.all(requests);
      expect(settled.map((a) => a.statusCode)).toEqual([503, 503, 503]);
      for (const answer of settled) expect(answer.headers['retry-after']).toBeDefined();
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
      await admin.end();
    }
    const after = await me(token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ role: 'client' });
  });
});
