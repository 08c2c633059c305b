/** The console patches the changed order everywhere it is shown, before any refetch lands. */
import { describe, expect, it } from 'vitest';
import type { DispatchMapResponse } from '@domain/dispatch-map';
import { createQueryClient } from '@web/lib/query-client';
import { order } from '../test-fixtures';
import { adminKeys } from './keys';
import { patchOrderRows } from './refresh';

const mapRow = (id: number) => ({
  id,
  displayNumber: `ML-${String(id).padStart(4, '0')}`,
  status: 'confirmed' as const,
  priority: 'standard' as const,
  pickup: { latitude: 29.76, longitude: -95.37 },
  delivery: { latitude: 29.79, longitude: -95.82 },
  pickupBy: null,
  deliverBy: null,
  etaAt: null,
  risk: 'on_time' as const,
  driverId: null,
});

describe('patchOrderRows on the live map', () => {
  const withMap = () => {
    const client = createQueryClient();
    const map: DispatchMapResponse = {
      generatedAt: '2026-11-27T10:00:00Z',
      orders: [mapRow(42), mapRow(7)],
      drivers: [],
    };
    client.setQueryData<DispatchMapResponse>(adminKeys.dispatchMap(), map);
    return client;
  };
  const mapOrders = (client: ReturnType<typeof createQueryClient>) =>
    client.getQueryData<DispatchMapResponse>(adminKeys.dispatchMap())!.orders;

  it('gives an order its driver at once, so its Assign button goes', () => {
    const client = withMap();
    patchOrderRows(client, order(42, { status: 'assigned', driverId: 3 }));
    expect(mapOrders(client).map((o) => [o.id, o.status, o.driverId])).toEqual([
      [42, 'assigned', 3],
      [7, 'confirmed', null],
    ]);
  });

  it('takes a cancelled order off the map', () => {
    const client = withMap();
    patchOrderRows(client, order(7, { status: 'cancelled' }));
    expect(mapOrders(client).map((o) => o.id)).toEqual([42]);
  });
});
