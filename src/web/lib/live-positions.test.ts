/** A refetch that left before the driver moved must not put the marker back. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPosition, keepNewestPositions } from './live-positions';

const orderAt = (latitude: string, longitude: string) => ({
  id: 42,
  status: 'in_transit',
  driver: { id: 7, currentLatitude: latitude, currentLongitude: longitude },
});
const moved = (latitude: number, longitude: number) =>
  ({
    type: 'driver_location_update',
    orderId: 42,
    driverId: 7,
    latitude,
    longitude,
    timestamp: new Date().toISOString(),
  }) as const;
const positionOf = (data: unknown) => (data as ReturnType<typeof orderAt>).driver;

let stop: () => void = () => undefined;
afterEach(() => stop());

describe('driver positions from live frames', () => {
  it('survive a refetch that answers the position from before the move', async () => {
    const queryClient = new QueryClient();
    stop = keepNewestPositions(queryClient);
    const key = ['/api/orders', 42];
    queryClient.setQueryData(key, orderAt('29.700000', '-95.400000'));

    // A status frame sends a refetch; while it is out, the driver moves.
    let answer!: (value: unknown) => void;
    const refetch = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise((r) => (answer = r)),
    });
    applyPosition(queryClient, moved(29.75, -95.37));
    expect(positionOf(queryClient.getQueryData(key))).toMatchObject({ currentLatitude: '29.75' });

    // The answer was read before the move: the newer position stays, the rest of the answer lands.
    answer({ ...orderAt('29.700000', '-95.400000'), status: 'delivered' });
    await refetch;
    const data = queryClient.getQueryData(key) as ReturnType<typeof orderAt>;
    expect(data.status).toBe('delivered');
    expect(data.driver).toMatchObject({ currentLatitude: '29.75', currentLongitude: '-95.37' });
  });

  it('leave other orders and other queries alone, and are forgotten on sign-out', async () => {
    const queryClient = new QueryClient();
    stop = keepNewestPositions(queryClient);
    applyPosition(queryClient, moved(29.75, -95.37));
    const other = { ...orderAt('30.000000', '-97.000000'), id: 43 };
    await queryClient.fetchQuery({ queryKey: ['/api/orders', 43], queryFn: async () => other });
    expect(queryClient.getQueryData(['/api/orders', 43])).toEqual(other);

    stop();
    stop = () => undefined;
    await queryClient.fetchQuery({
      queryKey: ['/api/orders', 42],
      queryFn: async () => orderAt('29.7', '-95.4'),
    });
    expect(positionOf(queryClient.getQueryData(['/api/orders', 42]))).toMatchObject({
      currentLatitude: '29.7',
    });
  });
});
