// @vitest-environment jsdom
/** "I've arrived": offered at the stop the job is at, sent once with the stop only, then the server's stamp. */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderResponse } from '@domain/orders';
import { toast } from '@web/components/ui/use-toast';
import { makeOrder } from '@web/features/orders/order-fixture';
import { createQueryClient } from '@web/lib/query-client';
import { activeJobsQueryOptions } from './api/list-active-jobs';
import { ArrivalAction } from './ArrivalAction';

vi.mock('@web/components/ui/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** 3:05 PM in Houston (CDT), as the server would stamp it. */
const STAMP = '2026-06-01T20:05:00.000Z';

beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The card as the app renders it: the job read from the driver's active jobs. */
function OnCard() {
  const { data } = useQuery(activeJobsQueryOptions(7));
  const order = data?.[0];
  return order ? <ArrivalAction order={order} driverId={7} /> : null;
}

function setup(order: OrderResponse) {
  const client = createQueryClient();
  client.setQueryData(activeJobsQueryOptions(7).queryKey, [order]);
  render(
    <QueryClientProvider client={client}>
      <OnCard />
    </QueryClientProvider>,
  );
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('ArrivalAction', () => {
  it('sends one arrival for a double tap, naming the stop only, and then shows the stamp', async () => {
    const job = makeOrder({ status: 'pickup_scheduled', driverId: 7 });
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation((_url, init) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(json(200, [{ ...job, pickupArrivedAt: STAMP }])),
    );
    setup(job);
    const button = screen.getByRole('button', { name: "I've arrived at the pickup" });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]![0]).toBe(`/api/orders/${job.id}/arrived`);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ stop: 'pickup' });

    await act(async () => answer(json(200, { orderId: job.id, stop: 'pickup', arrivedAt: STAMP })));
    expect(screen.getByRole('status').textContent).toBe('Arrived at the pickup at 3:05 PM (server time)');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the drop once the pickup is done, and nothing before the job is the driver’s', () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, [])));
    setup(makeOrder({ status: 'in_transit', driverId: 7, pickupArrivedAt: STAMP }));
    expect(screen.getByRole('button', { name: "I've arrived at the drop" })).toBeTruthy();
    cleanup();
    setup(makeOrder({ status: 'confirmed', driverId: 7 }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says the server's reason when the arrival is refused, and offers the tap again", async () => {
    const job = makeOrder({ status: 'assigned', driverId: 7 });
    const reason = 'A driver arrives at the pickup while the job is assigned or pickup_scheduled';
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(init?.method === 'POST' ? json(409, { message: reason }) : json(200, [job])),
    );
    setup(job);
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: "I've arrived at the pickup" })),
    );
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Your arrival was not recorded',
      description: reason,
    });
    const again = screen.getByRole('button', { name: "I've arrived at the pickup" }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });
});
