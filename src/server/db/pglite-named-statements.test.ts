import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './handle';
import { openPglite } from './pglite';
import { preparedRows, preparedStatement, type PreparedStatement } from './prepared-statement';
import { users } from './schema/index';

let database: Database;
let client: PGlite;

beforeAll(async () => {
  database = await openPglite('memory');
  client = (database.db as unknown as { $client: PGlite }).$client;
  await client.exec(`
    CREATE TABLE named_probe (id serial PRIMARY KEY, label text UNIQUE, amount numeric(10, 2),
      at timestamptz, day date, tags text[], note text);
    INSERT INTO named_probe (label, amount, at, day, tags, note) VALUES
      ('a', 12.50, '2026-11-27T10:00:00Z', '2026-11-27', '{x,y}', NULL),
      ('b', 0.10, '2026-11-28T11:30:00Z', '2026-11-28', '{}', 'second');
  `);
});
afterAll(() => database.close());

describe('prepared statements on PGlite run as named statements', () => {
  it('answers the same rows as an unprepared query, run after run', async () => {
    const cache = new WeakMap<never, PreparedStatement>();
    const plain = preparedRows(
      await database.db.execute(
        sql`select id, label, amount, at, day, tags, note from named_probe where id >= ${1} order by id`,
      ),
    );
    const statement = preparedStatement(
      cache,
      database.db,
      'test_named_probe',
      () =>
        sql`select id, label, amount, at, day, tags, note from named_probe where id >= ${sql.placeholder('from')} order by id`,
    );
    for (let run = 0; run < 3; run++) {
      expect(preparedRows(await statement.execute({ from: 1 }))).toEqual(plain);
    }
    expect(preparedRows(await statement.execute({ from: 2 }))).toEqual(plain.slice(1));
    expect(plain[0]).toMatchObject({ amount: '12.50', tags: ['x', 'y'], note: null });
  });

  it("maps a query builder's prepared select to the same objects", async () => {
    const byName = database.db
      .select({ id: users.id, username: users.username, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.username, sql.placeholder('name')))
      .prepare('test_named_user');
    await database.db.insert(users).values({
      username: 'named-statement-user',
      passwordHash: 'x',
      firstName: 'Named',
      lastName: 'Statement',
      email: 'named@example.com',
    });
    const expected = await database.db
      .select({ id: users.id, username: users.username, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.username, 'named-statement-user'));
    const rows = await byName.execute({ name: 'named-statement-user' });
    expect(rows).toEqual(expected);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(await byName.execute({ name: 'nobody' })).toEqual([]);
  });

  it('raises the database error of a failed run, and the next run works', async () => {
    const insert = preparedStatement(
      new WeakMap(),
      database.db,
      'test_named_insert',
      () => sql`insert into named_probe (label) values (${sql.placeholder('label')}) returning label`,
    );
    expect(preparedRows(await insert.execute({ label: 'c' }))).toEqual([{ label: 'c' }]);
    await expect(insert.execute({ label: 'c' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    expect(preparedRows(await insert.execute({ label: 'd' }))).toEqual([{ label: 'd' }]);
  });

  it('waits for an open transaction, so it never sees what that transaction rolls back', async () => {
    const count = preparedStatement(
      new WeakMap(),
      database.db,
      'test_named_count',
      () => sql`select count(*)::int as n from named_probe where label like 'tx%'`,
    );
    await count.execute();
    let inserted!: () => void;
    let release!: () => void;
    const wasInserted = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into named_probe (label) values ('tx1')`);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await wasInserted;
    // PGlite has one session: a read that did not wait would see the transaction's own row.
    const read = count.execute();
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(preparedRows(await read)).toEqual([{ n: 0 }]);
  });

  it('delivers a notification the statement sends', async () => {
    const received: string[] = [];
    const stop = await database.listen('named_probe_channel', (payload) => received.push(payload));
    const notify = preparedStatement(
      new WeakMap(),
      database.db,
      'test_named_notify',
      () => sql`select pg_notify('named_probe_channel', ${sql.placeholder('payload')}::text)`,
    );
    await notify.execute({ payload: 'hello' });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    await stop();
    expect(received).toEqual(['hello']);
  });

  it('refuses a second text under a name already used', async () => {
    const first = preparedStatement(
      new WeakMap(),
      database.db,
      'test_named_twice',
      () => sql`select 1 as one`,
    );
    await first.execute();
    const second = preparedStatement(
      new WeakMap(),
      database.db,
      'test_named_twice',
      () => sql`select 2 as two`,
    );
    await expect(second.execute()).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/two different texts/) }),
    });
  });
});
