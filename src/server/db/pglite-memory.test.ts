import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import type { Database } from './handle';
import { checkpointIfWalGrew } from './pglite-memory';

const MB = 1_048_576;
let database: Database;
let client: PGlite;
const walBytes = async () =>
  Number(
    (await client.query<{ bytes: string }>('SELECT sum(size)::text AS bytes FROM pg_ls_waldir()')).rows[0]!
      .bytes,
  );

beforeAll(async () => {
  database = await openPglite('memory');
  client = (database.db as unknown as { $client: PGlite }).$client;
});
afterAll(() => database.close());

describe('PGlite memory (decisions 032 and 035)', () => {
  it('runs an in-memory PostgreSQL with small shared buffers', async () => {
    const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]!.shared_buffers).toBe('8MB');
  });

  it('holds only its own database in memory, not the templates initdb made', async () => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    expect(rows.map((row) => row.datname)).toEqual(['postgres']);
  });

  it('drops the WAL that single-user PostgreSQL would keep forever, once it passes the threshold', async () => {
    await client.exec('CREATE TABLE wal_filler (payload text)');
    expect(await checkpointIfWalGrew(client)).toBe(false);
    // About 100 MB of WAL: rows of 1 kB, stored uncompressed.
    for (let i = 0; i < 10; i++) {
      await client.exec(
        'INSERT INTO wal_filler SELECT repeat(md5(g::text), 32) FROM generate_series(1, 10000) AS g',
      );
    }
    const before = await walBytes();
    expect(before).toBeGreaterThan(96 * MB);
    expect(await checkpointIfWalGrew(client)).toBe(true);
    const after = await walBytes();
    // 1 MB segments, none kept for reuse: the segment in use and perhaps the next.
    expect(after).toBeLessThanOrEqual(2 * MB);
    expect(await checkpointIfWalGrew(client)).toBe(false);
  });
});
