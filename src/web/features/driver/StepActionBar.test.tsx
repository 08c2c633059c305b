// @vitest-environment jsdom
/** The one-step button: a double tap sends one step, the hand-overs ask first, failures say why. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderResponse } from '@domain/orders';
import { toast } from '@web/components/ui/use-toast';
import { makeOrder } from '@web/features/orders/order-fixture';
import { createQueryClient } from '@web/lib/query-client';
import { StepActionBar } from './StepActionBar';

vi.mock('@web/components/ui/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(order: OrderResponse, onDelivered = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StepActionBar order={order} driverId={7} onDelivered={onDelivered} />
    </QueryClientProvider>,
  );
  return onDelivered;
}

const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('StepActionBar', () => {
  it('sends one Start Job for a double tap, and says Job Started', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation((url, init) =>
      init?.method === 'PATCH'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(json(200, [])),
    );
    setup(makeOrder({ status: 'assigned', driverId: 7 }));
    const button = screen.getByRole('button', { name: 'Start Job' });
    fireEvent.click(button);
    fireEvent.click(button);
    // TanStack Query tells React a macrotask later; until then the ref alone holds the second tap.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: /Saving/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(patches()).toHaveLength(1);
    expect(patches()[0]![0]).toBe('/api/orders/42/status');
    expect(JSON.parse(String(patches()[0]![1]!.body))).toEqual({ status: 'pickup_scheduled' });
    expect((screen.getByRole('button', { name: /Saving/ }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer(json(200, makeOrder({ status: 'pickup_scheduled', driverId: 7 }))));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Job Started' }));
  });

  it('asks before Complete Delivery, sends only on confirm, and hands the delivered job back', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PATCH' ? json(200, makeOrder({ status: 'delivered', driverId: 7 })) : json(200, []),
      ),
    );
    const onDelivered = setup(makeOrder({ status: 'in_transit', driverId: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Delivery' }));
    expect(patches()).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Complete Delivery?' });
    expect(dialog).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm Delivery' })));
    expect(patches()).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delivery Complete' }));
    expect(onDelivered).toHaveBeenCalledWith(expect.objectContaining({ status: 'delivered' }));
  });

  it("shows the server's reason when the step is refused", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PATCH'
          ? json(409, { message: 'You cannot start the delivery of an order that is in transit' })
          : json(200, []),
      ),
    );
    setup(makeOrder({ status: 'pickup_complete', driverId: 7 }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Start Delivery' })));
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Failed to update order status',
      description: 'You cannot start the delivery of an order that is in transit',
    });
    expect((screen.getByRole('button', { name: 'Start Delivery' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('offers nothing for a delivered job', () => {
    setup(makeOrder({ status: 'delivered', driverId: 7 }));
    expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull();
  });
});
