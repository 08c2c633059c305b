import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../realtime/test-client';
import { bearer, createTestApp, DEMO, type TestApp } from '../../test/helper';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

describe('booking an order, live', () => {
  it('tells the client and admins about the new order once it is committed', async () => {
    const clientToken = await t.login(DEMO.client.username, DEMO.client.password);
    const client = await connectLive(wsUrl, bearer(clientToken));
    const admin = await connectLive(wsUrl, bearer(await t.login(DEMO.admin.username, DEMO.admin.password)));
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/orders',
        token: clientToken,
        payload: {
          pickupAddress: '6565 Fannin St, Houston, TX 77030',
          pickupLatitude: 29.7073,
          pickupLongitude: -95.3978,
          deliveryAddress: '1200 Main St, Houston, TX 77002',
          deliveryLatitude: 29.7604,
          deliveryLongitude: -95.3698,
          itemDescription: 'Prescriptions',
        },
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().id;
      const isNewOrder = (f: Record<string, unknown>) =>
        f.type === 'new_order' && (f.order as { id: number }).id === id;
      for (const socket of [client, admin]) {
        expect(await socket.next(isNewOrder)).toMatchObject({
          type: 'new_order',
          order: { id, status: 'pending', clientId: 2, driverId: null },
        });
      }
    } finally {
      client.close();
      admin.close();
    }
  });
});
