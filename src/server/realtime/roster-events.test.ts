import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, uniqueName, type TestApp } from '../test/helper';
import { connectLive, type LiveClient } from './test-client';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

const rosterFrame = (driverId: number, reason: string) => (f: Record<string, unknown>) =>
  f.type === 'driver_roster_update' && f.driverId === driverId && f.reason === reason;

describe('driver roster frames', () => {
  it('tell dispatch when a driver registers, is approved, and goes on shift; nobody else hears them', async () => {
    const admin = await connectLive(wsUrl, bearer(await t.login(DEMO.admin.username, DEMO.admin.password)));
    const client = await connectLive(
      wsUrl,
      bearer(await t.login(DEMO.client.username, DEMO.client.password)),
    );
    const driver = await connectLive(
      wsUrl,
      bearer(await t.login(DEMO.driver.username, DEMO.driver.password)),
    );

    const username = uniqueName('roster');
    const registered = await t.signUp({
      username,
      email: `${username}@example.com`,
      password: 'Roster-pass1',
      firstName: 'Rosa',
      lastName: 'Driver',
      role: 'driver',
    });
    expect(registered.statusCode).toBe(201);
    const { sessionToken, user } = registered.json() as { sessionToken: string; user: { driverId: number } };
    const driverId = user.driverId;
    await admin.next(rosterFrame(driverId, 'registered'));

    const approved = await t.request({
      method: 'POST',
      url: `/api/drivers/${driverId}/approve`,
      headers: bearer(await t.login(DEMO.admin.username, DEMO.admin.password)),
    });
    expect(approved.statusCode).toBe(200);
    await admin.next(rosterFrame(driverId, 'approved'));

    const onShift = await t.request({
      method: 'PATCH',
      url: '/api/driver/status',
      headers: bearer(sessionToken),
      payload: { status: 'available' },
    });
    expect(onShift.statusCode).toBe(200);
    await admin.next(rosterFrame(driverId, 'shift'));

    // The same shift again changes nothing, so it says nothing.
    await t.request({
      method: 'PATCH',
      url: '/api/driver/status',
      headers: bearer(sessionToken),
      payload: { status: 'available' },
    });
    const others: LiveClient[] = [client, driver];
    for (const socket of others) {
      expect(socket.frames.some((f) => f.type === 'driver_roster_update')).toBe(false);
    }
    expect(admin.frames.filter(rosterFrame(driverId, 'shift'))).toHaveLength(1);
    for (const socket of [admin, client, driver]) socket.close();
  });
});
