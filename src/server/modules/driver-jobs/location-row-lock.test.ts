/**
 * A position batch that waits on a driver's row another transaction holds (a shift change or an
 * approval written and not yet committed) holds only the posts in it: a later post of another
 * driver goes in a batch beside it and is answered, while the held post is answered only once its
 * batch could commit. PostgreSQL only: PGlite runs one transaction at a time, so no other can hold
 * a row while a batch is written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import type { TestApp } from '../../test/helper';
import { acceptedJob, driverRow, driverTestApp, fixesOf, postLocation } from './test-support';

describe.skipIf(!process.env.DATABASE_URL)('a position batch waiting on a locked driver row', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    ({ t, admin, client } = await driverTestApp());
  });
  afterAll(async () => t.close());

  it('answers another driver beside it and the held post only after the row is let go', async () => {
    const held = await acceptedJob(t, client, admin);
    const other = await acceptedJob(t, client, admin);
    let release!: () => void;
    let holding!: () => void;
    const rowHeld = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from drivers where id = ${held.d.driverId} for update`);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await rowHeld;
    let heldAnswered = false;
    const heldPost = postLocation(t, held.d.token, held.id, { latitude: 29.76, longitude: -95.37 }).finally(
      () => (heldAnswered = true),
    );
    try {
      // The held post's batch is waiting on the row (its statement has started when PostgreSQL
      // shows a backend waiting on a lock).
      await lockWait(t);
      const beside = await postLocation(t, other.d.token, other.id, { latitude: 29.77, longitude: -95.36 });
      expect(beside.statusCode).toBe(201);
      expect(await fixesOf(t, other.id)).toHaveLength(1);
      expect((await driverRow(t, other.d.driverId)).currentLatitude).toBe('29.770000');
      // Nothing of the held post is acknowledged or visible before its batch commits.
      expect(heldAnswered).toBe(false);
      expect(await fixesOf(t, held.id)).toEqual([]);
    } finally {
      release();
      await holder;
    }
    const answered = await heldPost;
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ orderId: held.id, current: true });
    expect(await fixesOf(t, held.id)).toHaveLength(1);
    expect((await driverRow(t, held.d.driverId)).currentLatitude).toBe('29.760000');
  });
});

/** Once some backend of this database waits on a lock: the held batch's statement, on the row. */
const lockWait = (t: TestApp) =>
  eventually(
    async () => {
      const result = await t.db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      const [row] = (result as unknown as { rows: { waiting: number }[] }).rows;
      return row && row.waiting > 0 ? true : undefined;
    },
    { interval: 10, what: 'a statement waiting on the held driver row' },
  );
