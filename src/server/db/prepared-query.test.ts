/**
 * `preparedQuery` (decision 037): a query-builder statement whose SQL is built once per process
 * and wrapped again for each handle, transactions included, answering what the builder answers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import type { DbOrTx } from './client';
import { preparedQuery } from './prepared-statement';
import { drivers, users } from './schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A join with a nullable side, so the row mapping's nested objects and nulls are exercised. */
const userWithDriver = (db: DbOrTx) =>
  db
    .select({ user: users, driverId: drivers.id, driverStatus: drivers.status })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.username, sql.placeholder('username')))
    .limit(1);

describe('preparedQuery', () => {
  it('builds the statement once, and answers as the builder does on the database and in transactions', async () => {
    let builds = 0;
    const build = (db: DbOrTx) => {
      builds++;
      return userWithDriver(db);
    };
    const cache = new WeakMap<DbOrTx, ReturnType<ReturnType<typeof userWithDriver>['prepare']>>();
    const run = (db: DbOrTx, username: string) =>
      preparedQuery(cache, db, 'test_user_with_driver', build).execute({ username });
    const plain = async (db: DbOrTx, username: string) =>
      db
        .select({ user: users, driverId: drivers.id, driverStatus: drivers.status })
        .from(users)
        .leftJoin(drivers, eq(drivers.userId, users.id))
        .where(eq(users.username, username))
        .limit(1);

    for (const username of ['driver', 'client', 'nobody']) {
      expect(await run(t.db, username)).toEqual(await plain(t.db, username));
    }
    for (let i = 0; i < 3; i++) {
      await t.db.transaction(async (tx) => {
        for (const username of ['driver', 'client']) {
          const [row] = await run(tx, username);
          expect(row).toEqual((await plain(tx, username))[0]);
          expect(row?.user.lastLoginAt === null || row?.user.lastLoginAt instanceof Date).toBe(true);
        }
      });
    }
    // One build for the database handle; each transaction only wrapped the SQL already built.
    expect(builds).toBe(1);
    const [driver] = await run(t.db, 'driver');
    expect(driver?.driverId).toEqual(expect.any(Number));
    const [client] = await run(t.db, 'client');
    expect(client?.driverId).toBeNull();
  });
});
