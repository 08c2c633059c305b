// @vitest-environment jsdom
/** The driver's route card against a stubbed answer of GET /api/driver/route. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { DriverRouteResponse } from '@domain/driver-route';
import { createQueryClient } from '@web/lib/query-client';
import { RoutePlan } from './RoutePlan';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stop = (orderId: number, kind: 'pickup' | 'delivery', address: string, late = false) => ({
  orderId,
  displayNumber: `ML-${String(orderId).padStart(4, '0')}`,
  kind,
  address,
  latitude: 29.7,
  longitude: -95.4,
  legMiles: '2.5',
  arriveAt: '2026-03-02T16:00:00.000Z',
  dueBy: '2026-03-02T18:00:00.000Z',
  late,
});

function serve(answer: DriverRouteResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RoutePlan jobs="1:assigned,2:assigned" />
    </QueryClientProvider>,
  );
}

it('lists the stops in driving order with the total distance and what it saves', async () => {
  serve({
    start: { latitude: 29.7, longitude: -95.4 },
    stops: [
      stop(1, 'pickup', '6565 Fannin St, Houston, TX 77030'),
      stop(2, 'pickup', '1200 Main St, Houston, TX 77002'),
      stop(2, 'delivery', '<b>Ward 4</b>, Houston, TX', true),
      stop(1, 'delivery', '1 Baker St, Houston, TX 77002'),
    ],
    totalMiles: '10.0',
    naiveMiles: '14.5',
  });
  const card = await screen.findByTestId('route-plan');
  expect(within(card).getByRole('heading').textContent).toBe('Your route: 4 stops, 10.0 mi');
  expect(card.textContent).toContain('4.5 mi shorter than taking the jobs one after another (14.5 mi).');
  const items = within(card).getAllByTestId('route-stop');
  expect(items.map((li) => li.textContent?.split('Houston')[0])).toEqual([
    '1.Pick up #ML-00016565 Fannin St, ',
    '2.Pick up #ML-00021200 Main St, ',
    '3.Deliver #ML-0002<b>Ward 4</b>, ',
    '4.Deliver #ML-00011 Baker St, ',
  ]);
  // An address is text, never markup; a stop that will miss its deadline says so.
  expect(card.querySelector('b')).toBeNull();
  expect(items[2]!.textContent).toContain('will be late');
});

it('shows nothing for a single stop', async () => {
  serve({ start: null, stops: [stop(1, 'delivery', 'x')], totalMiles: '0.0', naiveMiles: '0.0' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('route-plan')).toBeNull();
});
