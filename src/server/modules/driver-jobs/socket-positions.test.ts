/**
 * Positions on the driver's live socket: one frame per fix, acknowledged by reference once the
 * batch holding it has committed, refused with the reason otherwise. A batch here is two fixes
 * (POSITION_BATCH_MAX=2, with a window long enough that two fixes sent together always meet).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { connectLive, type LiveClient } from '../../realtime/test-client';
import type { TestApp } from '../../test/helper';
import { acceptedJob, driverTestApp, fixesOf, newDriver } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let wsUrl: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp({ POSITION_BATCH_MAX: '2', POSITION_BATCH_WINDOW_MS: '500' }));
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

const socketOf = (token: string) => connectLive(wsUrl, { authorization: `Bearer ${token}` });
const send = (socket: LiveClient, frame: Record<string, unknown>) =>
  socket.socket.send(JSON.stringify(frame));
const position = (ref: string, orderId: number, latitude: number) => ({
  type: 'position',
  ref,
  orderId,
  latitude,
  longitude: -95.39,
});
const acked = (socket: LiveClient, ref: string) =>
  socket.next((f) => f.type === 'position_ack' && (f.refs as string[]).includes(ref));
const refused = (socket: LiveClient, ref: string | null) =>
  socket.next((f) => f.type === 'position_refused' && f.ref === ref);

describe('positions on the live socket', () => {
  it('acknowledges the fixes of a batch together, naming each, once they are stored', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const socket = await socketOf(d.token);
    try {
      send(socket, position('fix-1', id, 29.71));
      send(socket, position('fix-2', id, 29.72));
      const ack = await acked(socket, 'fix-1');
      expect(ack.refs).toEqual(['fix-1', 'fix-2']);
      // Read after the ack: both are there.
      const stored = await fixesOf(t, id);
      expect(stored.map((fix) => fix.latitude).sort()).toEqual(['29.710000', '29.720000']);
      expect(socket.frames.some((f) => f.type === 'position_refused')).toBe(false);
    } finally {
      socket.close();
    }
  });

  it("refuses a fix for another driver's job, stores nothing, and acknowledges the driver's own", async () => {
    const mine = await acceptedJob(t, client, admin);
    const theirs = await acceptedJob(t, client, admin);
    const socket = await socketOf(mine.d.token);
    try {
      send(socket, position('theirs', theirs.id, 29.73));
      send(socket, position('mine', mine.id, 29.74));
      expect(await refused(socket, 'theirs')).toMatchObject({ code: 'NOT_FOUND', retry: false });
      await acked(socket, 'mine');
      expect(await fixesOf(t, theirs.id)).toEqual([]);
      expect(
        socket.frames.some((f) => f.type === 'position_ack' && (f.refs as string[]).includes('theirs')),
      ).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('answers a malformed frame with the field at fault, and the socket carries on', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const socket = await socketOf(d.token);
    try {
      send(socket, { ...position('too-far-north', id, 95), latitude: 95 });
      const answer = await refused(socket, 'too-far-north');
      expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', retry: false });
      expect(answer.errors).toEqual([expect.objectContaining({ path: 'latitude' })]);
      expect(answer.message).toMatch(/latitude/);

      send(socket, { type: 'position', ref: 'no-order', latitude: 29.7, longitude: -95.39 });
      const missing = await refused(socket, 'no-order');
      expect(missing.errors).toEqual([expect.objectContaining({ path: 'orderId' })]);

      send(socket, { type: 'position', orderId: id, latitude: 29.7, longitude: -95.39 });
      expect((await refused(socket, null)).errors).toEqual([expect.objectContaining({ path: 'ref' })]);

      send(socket, position('fine', id, 29.75));
      await acked(socket, 'fine');
      expect(await fixesOf(t, id)).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('never acknowledges a fix whose batch failed: both are refused to be sent again, and then stored', async () => {
    const first = await acceptedJob(t, client, admin);
    const second = await acceptedJob(t, client, admin);
    const [a, b] = await Promise.all([socketOf(first.d.token), socketOf(second.d.token)]);
    // The database refuses one fix of the batch: the whole transaction rolls back.
    const poisoned = 29.766666;
    await t.db.execute(
      sql.raw(
        `alter table location_updates add constraint refuse_socket_fix check (latitude <> ${poisoned})`,
      ),
    );
    try {
      send(a, position('a-1', first.id, poisoned));
      send(b, position('b-1', second.id, 29.77));
      expect(await refused(a, 'a-1')).toMatchObject({ code: 'INTERNAL', retry: true });
      expect(await refused(b, 'b-1')).toMatchObject({ code: 'INTERNAL', retry: true });
      expect(await fixesOf(t, [first.id, second.id])).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table location_updates drop constraint refuse_socket_fix`);
    }
    try {
      // Sent again, as the refusal said: stored and acknowledged.
      send(a, position('a-1', first.id, poisoned));
      send(b, position('b-1', second.id, 29.77));
      await Promise.all([acked(a, 'a-1'), acked(b, 'b-1')]);
      expect(await fixesOf(t, [first.id, second.id])).toHaveLength(2);
      for (const socket of [a, b]) {
        const acks = socket.frames.filter((f) => f.type === 'position_ack');
        expect(acks).toHaveLength(1);
      }
    } finally {
      a.close();
      b.close();
    }
  });

  it('refuses the next fix of a driver whose job went to another driver, on the same socket', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const next = await newDriver(t);
    const socket = await socketOf(d.token);
    try {
      send(socket, position('before', id, 29.78));
      await acked(socket, 'before');
      await t.db.update(orders).set({ driverId: next.driverId }).where(eq(orders.id, id));
      send(socket, position('after', id, 29.79));
      expect(await refused(socket, 'after')).toMatchObject({ code: 'NOT_FOUND', retry: false });
      expect((await fixesOf(t, id)).map((fix) => fix.latitude)).toEqual(['29.780000']);
    } finally {
      socket.close();
    }
  });

  it('refuses positions from a socket whose role does not post them', async () => {
    const { id } = await acceptedJob(t, client, admin);
    const socket = await socketOf(client);
    try {
      send(socket, position('client', id, 29.8));
      expect(await refused(socket, 'client')).toMatchObject({ code: 'FORBIDDEN', retry: false });
      expect(await fixesOf(t, id)).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
