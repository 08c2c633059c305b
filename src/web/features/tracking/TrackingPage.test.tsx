// @vitest-environment jsdom
/**
 * Track Your Delivery shows the server's active and upcoming lists: the first hundred of each as
 * sent, the whole list's count from x-total-count, and each list's own error. It never reads the
 * client's whole history to filter it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderResponse } from '@domain/orders';
import { fakeApi, order, type Call } from '@web/features/admin/test-fixtures';
import { createQueryClient } from '@web/lib/query-client';
import type * as Session from '@web/lib/session';
import { TrackingPage } from './TrackingPage';

vi.mock('@web/lib/session', async (original) => ({
  ...(await original<typeof Session>()),
  useAuthUser: () => ({ id: 2, role: 'client' }),
}));
// Leaflet wants a real layout; the map's own behaviour is the maps feature's to test.
vi.mock('@web/components/map/LeafletMap', () => ({ default: () => <div data-testid="map" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; orders?: OrderResponse[]; count?: string };

/** Answers each list's request as given; any other order read by `others`. */
function serve(
  answers: Record<'active' | 'upcoming', Answer>,
  others: (call: Call) => unknown = () => undefined,
) {
  return fakeApi((call) => {
    const url = new URL(call.url, 'http://localhost');
    const list = url.searchParams.get('list');
    if (url.pathname !== '/api/orders/client/2' || (list !== 'active' && list !== 'upcoming')) {
      const body = others(call);
      return body === undefined ? undefined : { body };
    }
    const { status = 200, orders = [], count } = answers[list];
    const body = status === 200 ? orders : { message: 'You can only see your own orders', code: 'FORBIDDEN' };
    const headers: Record<string, string> = count === undefined ? {} : { 'x-total-count': count };
    return { status, body, headers };
  });
}

function show(path = '/tracking') {
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <TrackingPage />
      </Router>
    </QueryClientProvider>,
  );
}

const list = (name: RegExp) => screen.getByRole('region', { name });
const ACTIVE = /^Active Deliveries/;
const UPCOMING = /^Upcoming Deliveries/;

const live = Array.from({ length: 100 }, (_, i) => order(100 + i, { status: 'in_transit' }));
const booked = [
  order(200, { status: 'pending', scheduledDate: '2026-12-03T15:00:00.000Z' }),
  order(201, { status: 'pending', scheduledDate: '2026-12-04T15:00:00.000Z' }),
];

describe('TrackingPage', () => {
  it("asks only for the two lists and shows each one's count from the server", async () => {
    const calls = serve({ active: { orders: live, count: '250' }, upcoming: { orders: booked, count: '2' } });
    show();
    const active = list(ACTIVE);
    expect(
      await within(active).findByText('Showing the first 100 of 250 — track any other by its number above.'),
    ).toBeTruthy();
    expect(within(active).getAllByRole('button')).toHaveLength(100);
    expect(within(within(active).getByRole('heading')).getByText('250')).toBeTruthy();
    const upcoming = list(UPCOMING);
    expect(await within(upcoming).findByText('#ML-0200')).toBeTruthy();
    expect(within(within(upcoming).getByRole('heading')).getByText('2')).toBeTruthy();
    expect(within(upcoming).queryByText(/Showing the first/)).toBeNull();
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/orders/client/2?list=active&limit=100',
      '/api/orders/client/2?list=upcoming&limit=100',
    ]);
  });

  it('shows the error of a refused list while the other still lists its orders', async () => {
    serve({ active: { status: 403 }, upcoming: { orders: booked, count: '2' } });
    show();
    expect((await within(list(ACTIVE)).findByRole('alert')).textContent).toBe(
      'Deliveries could not be loaded.',
    );
    expect(await within(list(UPCOMING)).findByText('#ML-0201')).toBeTruthy();
    expect(within(list(UPCOMING)).queryByRole('alert')).toBeNull();
  });

  it('shows the error of a list that came without its count', async () => {
    serve({ active: { orders: live.slice(0, 3), count: '3' }, upcoming: { orders: booked } });
    show();
    expect(await within(list(UPCOMING)).findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('#ML-0200')).toBeNull();
    expect(await within(list(ACTIVE)).findByText('#ML-0102')).toBeTruthy();
  });

  it('shows an order in neither list, read on its own', async () => {
    const delivered = order(300, { status: 'delivered', deliveryAddress: '77 Elm St, Houston, TX 77002' });
    const calls = serve(
      { active: { orders: [], count: '0' }, upcoming: { orders: [], count: '0' } },
      (call) => (call.url === '/api/orders/300' ? { ...delivered, messages: [] } : undefined),
    );
    show('/tracking?orderId=300');
    const detail = await screen.findByRole('region', { name: 'Selected delivery' });
    expect(await within(detail).findByText(/77 Elm St/)).toBeTruthy();
    expect(within(list(ACTIVE)).getByText('No active deliveries')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/orders/300')).toBe(true);
    expect(calls.some((c) => /\/api\/orders\/client\/2\?limit=/.test(c.url))).toBe(false);
  });
});
