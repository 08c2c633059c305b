/**
 * Job positions are written in group commits: the posts that arrive together share one
 * transaction. Here a batch is exactly three posts (POSITION_BATCH_MAX=3, with a window long
 * enough that three concurrent posts always meet), so each test knows which posts share one.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../db/schema/index';
import { connectLive } from '../../realtime/test-client';
import type { TestApp } from '../../test/helper';
import {
  acceptedJob,
  driverRow,
  driverTestApp,
  fixesOf,
  newDriver,
  postLocation,
  step,
} from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let wsUrl: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp({ POSITION_BATCH_MAX: '3', POSITION_BATCH_WINDOW_MS: '1000' }));
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

describe('job positions in group commits', () => {
  it('answers every post of a batch whose transaction failed with an error, and the next batch is stored', async () => {
    const jobs = [
      await acceptedJob(t, client, admin),
      await acceptedJob(t, client, admin),
      await acceptedJob(t, client, admin),
    ];
    const ids = jobs.map((job) => job.id);
    // The database refuses one fix of the batch: the whole transaction rolls back.
    const poisoned = 29.711111;
    await t.db.execute(
      sql.raw(`alter table location_updates add constraint refuse_one_fix check (latitude <> ${poisoned})`),
    );
    try {
      const failed = await Promise.all(
        jobs.map(({ id, d }, i) =>
          postLocation(t, d.token, id, { latitude: i === 0 ? poisoned : 29.72, longitude: -95.39 }),
        ),
      );
      for (const response of failed) expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(await fixesOf(t, ids)).toEqual([]);
      for (const { d } of jobs) expect((await driverRow(t, d.driverId)).locationUpdatedAt).toBeNull();

      const next = await Promise.all(
        jobs.map(({ id, d }) => postLocation(t, d.token, id, { latitude: 29.73, longitude: -95.38 })),
      );
      expect(next.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      expect(await fixesOf(t, ids)).toHaveLength(3);
      for (const { d } of jobs) expect((await driverRow(t, d.driverId)).currentLatitude).toBe('29.730000');
    } finally {
      await t.db.execute(sql`alter table location_updates drop constraint refuse_one_fix`);
    }
  });

  it('checks each fix of a batch on its own: a driver without the job is refused, the others are stored', async () => {
    const mine = await acceptedJob(t, client, admin);
    const other = await acceptedJob(t, client, admin);
    const outsider = await newDriver(t);
    const [own, otherOwn, intruder] = await Promise.all([
      postLocation(t, mine.d.token, mine.id, { latitude: 29.74, longitude: -95.37 }),
      postLocation(t, other.d.token, other.id, { latitude: 29.75, longitude: -95.36 }),
      postLocation(t, outsider.token, mine.id, { latitude: 29.76, longitude: -95.35 }),
    ]);
    expect([own.statusCode, otherOwn.statusCode, intruder.statusCode]).toEqual([201, 201, 404]);
    const stored = await fixesOf(t, [mine.id, other.id]);
    expect(stored.map((fix) => fix.driverId).sort()).toEqual([mine.d.driverId, other.d.driverId].sort());
    expect((await driverRow(t, outsider.driverId)).locationUpdatedAt).toBeNull();
  });

  it('moves a driver to its newest fix of the batch and sends viewers one frame per order per batch', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    // The driver's stored position is 25 s old: a fix older than that is never current.
    await t.db
      .update(drivers)
      .set({
        currentLatitude: '29.700000',
        currentLongitude: '-95.300000',
        locationUpdatedAt: new Date(at(25)),
      })
      .where(eq(drivers.id, d.driverId));
    const socket = await connectLive(wsUrl, { authorization: `Bearer ${admin}` });
    try {
      const older = { latitude: 29.701, longitude: -95.301, timestamp: at(20) };
      const newer = { latitude: 29.702, longitude: -95.302, timestamp: at(10) };
      const oldest = { latitude: 29.703, longitude: -95.303, timestamp: at(30) };
      const first = await Promise.all([older, newer, oldest].map((fix) => postLocation(t, d.token, id, fix)));
      expect(first.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      // Whatever order they met in, the newest is current and a fix older than another is not.
      expect(first[1]!.json().current).toBe(true);
      expect(first[2]!.json().current).toBe(false);
      expect(await fixesOf(t, id)).toHaveLength(3);
      expect(await driverRow(t, d.driverId)).toMatchObject({ currentLatitude: '29.702000' });

      // A second batch: once its frame is in, every frame of the first has arrived before it.
      const last = { latitude: 29.704, longitude: -95.304, timestamp: at(0) };
      const second = await Promise.all([last, older, oldest].map((fix) => postLocation(t, d.token, id, fix)));
      expect(second.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      await socket.next((f) => f.type === 'driver_location_update' && f.latitude === last.latitude);
      const frames = socket.frames.filter((f) => f.type === 'driver_location_update' && f.orderId === id);
      expect(frames.map((f) => f.latitude)).toEqual([newer.latitude, last.latitude]);
    } finally {
      socket.close();
    }
  });
});
