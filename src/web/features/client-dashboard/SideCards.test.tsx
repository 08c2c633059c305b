// @vitest-environment jsdom
/**
 * The side cards show the server's lists: the first five orders of each and the whole list's count
 * from x-total-count, never a count of their own; an answer they cannot trust is the card's error.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderResponse } from '@domain/orders';
import { order } from '@web/features/admin/test-fixtures';
import { createQueryClient } from '@web/lib/query-client';
import { SideCards } from './SideCards';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; orders?: OrderResponse[]; count?: string };

/** Answers each list's request as given (by the `list` it asks for). */
function serve(answers: Record<'active' | 'upcoming', Answer>) {
  fetchMock.mockImplementation(async (input) => {
    const list = new URL(String(input), 'http://localhost').searchParams.get('list') as 'active' | 'upcoming';
    const { status = 200, orders = [], count } = answers[list];
    const body = status === 200 ? orders : { message: 'You can only see your own orders', code: 'FORBIDDEN' };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (count !== undefined) headers['x-total-count'] = count;
    return new Response(JSON.stringify(body), { status, headers });
  });
}

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SideCards clientId={2} />
    </QueryClientProvider>,
  );
}

const card = (name: RegExp) => screen.getByRole('region', { name });
const badge = (name: RegExp) => within(card(name)).getByRole('button').textContent;

const live = Array.from({ length: 5 }, (_, i) =>
  order(100 + i, { status: 'in_transit', deliveryAddress: `${10 + i} Main St, Houston, TX 77002` }),
);
const booked = [
  order(200, { status: 'pending', scheduledDate: '2026-12-03T15:00:00.000Z' }),
  order(201, { status: 'pending', scheduledDate: '2026-12-04T15:00:00.000Z' }),
];

describe('SideCards', () => {
  it("shows each list's first orders and the server's count, and how many more there are", async () => {
    serve({ active: { orders: live, count: '132' }, upcoming: { orders: booked, count: '2' } });
    show();
    expect(await within(card(/Live Tracking/)).findByText(/and 127 more in/)).toBeTruthy();
    expect(badge(/Live Tracking/)).toContain('132');
    expect(within(card(/Live Tracking/)).getAllByText(/^Deliver to /)).toHaveLength(5);
    expect(await within(card(/Upcoming Scheduled/)).findByText(/#ML-0200/)).toBeTruthy();
    expect(badge(/Upcoming Scheduled/)).toContain('2');
    expect(within(card(/Upcoming Scheduled/)).queryByText(/more in/)).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).sort();
    expect(asked).toEqual([
      '/api/orders/client/2?list=active&limit=5',
      '/api/orders/client/2?list=upcoming&limit=5',
    ]);
  });

  it('shows the error of a card whose list was refused, or came without a count it can trust', async () => {
    serve({ active: { status: 403 }, upcoming: { orders: booked } });
    show();
    expect((await within(card(/Live Tracking/)).findByRole('alert')).textContent).toBe(
      'Orders could not be loaded.',
    );
    expect((await within(card(/Upcoming Scheduled/)).findByRole('alert')).textContent).toBe(
      'Orders could not be loaded.',
    );
    expect(screen.queryByText(/#ML-0200/)).toBeNull();
  });

  it('shows the error of a card whose count is smaller than the orders it was sent', async () => {
    serve({ active: { orders: live, count: '3' }, upcoming: { orders: [], count: '0' } });
    show();
    expect(await within(card(/Live Tracking/)).findByRole('alert')).toBeTruthy();
    expect(
      await within(card(/Upcoming Scheduled/)).findByText('No upcoming scheduled deliveries.'),
    ).toBeTruthy();
  });
});
