// @vitest-environment jsdom
/** Order Management against a fake API: rows, row actions, the dialogs, search and live highlights. */
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { emitLiveEvent } from '@web/lib/live-socket';
import { applyLiveEvent } from '@web/lib/use-live-socket';
import { driver, fakeApi, order, type Call } from '../test-fixtures';
import { OrderManagement } from './OrderManagement';
import { NO_ADMIN_FILTERS } from './order-query';

let client: QueryClient;

function Harness() {
  const [filters, setFilters] = useState(NO_ADMIN_FILTERS);
  return (
    <QueryClientProvider client={client}>
      <OrderManagement filters={filters} onFiltersChange={setFilters} />
      <Toaster />
    </QueryClientProvider>
  );
}

function start(handler: Parameters<typeof fakeApi>[0]) {
  client = createQueryClient();
  const calls = fakeApi(handler);
  render(<Harness />);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const row = (number: string) => screen.getByText(`#${number}`).closest('tr')!;
const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/orders?'));

describe('Order Management', () => {
  it('shows the rows with their buttons, and approves in one click', async () => {
    let status = 'pending';
    const calls = start((call) => {
      if (call.method === 'PATCH') {
        status = (call.body as { status: string }).status;
        return { body: order(42, { status: 'confirmed' }) };
      }
      if (call.url.startsWith('/api/orders?'))
        return { body: [order(42, { status: status as 'pending' }), order(7, { status: 'delivered' })] };
    });
    await screen.findByText('#ML-0042');
    const pending = within(row('ML-0042'));
    expect(pending.getByText('Sample Pharmacy')).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Decline #ML-0042' })).toBeTruthy();
    expect(within(row('ML-0007')).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(
      within(row('ML-0007')).getByRole('button', { name: 'Message client about #ML-0007' }),
    ).toBeTruthy();

    fireEvent.click(pending.getByRole('button', { name: 'Approve #ML-0042' }));
    expect(await screen.findByText('Order Updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/orders/42',
      body: { status: 'confirmed' },
    });
    await waitFor(() => expect(within(row('ML-0042')).getByText('Confirmed')).toBeTruthy());
  });

  it('confirms a change at once, while the lists are still being read again', async () => {
    client = createQueryClient();
    let listReads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (init?.method === 'PATCH') return json(order(57, { status: 'confirmed' }));
        if (String(input).startsWith('/api/orders?') && listReads++ === 0) return json([order(57)]);
        // Every read after the change hangs, as on a loaded server.
        return new Promise<Response>(() => {});
      }),
    );
    render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve #ML-0057' }));
    // Its own toast (an earlier test's may still be in the toaster's store).
    expect(await screen.findByText('#ML-0057 approved.')).toBeTruthy();
    expect(within(row('ML-0057')).getByText('Confirmed')).toBeTruthy();
    expect(listReads).toBeGreaterThan(1);
  });

  it("says 'Error' with the spec's sentence and the server's reason, and no 'try again' a retry cannot pass", async () => {
    start((call) => {
      if (call.method === 'PATCH') return { status: 409, body: { message: 'Order is no longer pending' } };
      if (call.url.startsWith('/api/orders?')) return { body: [order(42)] };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline #ML-0042' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to update order. Order is no longer pending.')).toBeTruthy();
  });

  it("shows 'No Orders Found' when nothing matches", async () => {
    start((call) => (call.url.startsWith('/api/orders?') ? { body: [] } : undefined));
    expect(await screen.findByText('No Orders Found')).toBeTruthy();
  });

  it('pages with the cursor on Load more', async () => {
    const calls = start((call) => {
      if (!call.url.startsWith('/api/orders?')) return undefined;
      if (call.url.includes('cursor=41')) return { body: [order(40)] };
      return { body: [order(42), order(41)], headers: { 'x-next-cursor': '41', 'x-total-count': '3' } };
    });
    expect(await screen.findByText('Showing 2 of 3 orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText('#ML-0040')).toBeTruthy();
    expect(listCalls(calls).map((c) => c.url)).toEqual([
      '/api/orders?status=all&limit=50&count=true',
      '/api/orders?status=all&limit=50&cursor=41',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('offers to search older orders when a search stopped at its window', async () => {
    const calls = start((call) => {
      if (!call.url.startsWith('/api/orders?')) return undefined;
      if (call.url.includes('cursor=900')) return { body: [order(12)] };
      return { body: [], headers: { 'x-next-cursor': '900', 'x-searched-to': '2026-03-04T12:00:00.000Z' } };
    });
    expect(await screen.findByText('No Orders Found')).toBeTruthy();
    expect(screen.getByText('Searched orders placed since Mar 4, 2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search older orders' }));
    expect(await screen.findByText('#ML-0012')).toBeTruthy();
    expect(listCalls(calls).at(-1)?.url).toContain('cursor=900');
    expect(screen.queryByRole('button', { name: 'Search older orders' })).toBeNull();
  });

  it('searches on the server once typing pauses', async () => {
    const calls = start((call) => (call.url.startsWith('/api/orders?') ? { body: [order(42)] } : undefined));
    await screen.findByText('#ML-0042');
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'ML-4' } });
    fireEvent.change(box, { target: { value: 'ML-42' } });
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.includes('q=ML-42'))).toBe(true));
    expect(listCalls(calls).some((c) => c.url.includes('q=ML-4&'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe('/api/orders?status=pending&q=ML-42&limit=50&count=true'),
    );
  });

  it('lights up a new order from a live frame and marks it New', async () => {
    let rows = [order(41)];
    start((call) => (call.url.startsWith('/api/orders?') ? { body: rows } : undefined));
    await screen.findByText('#ML-0041');
    rows = [order(42), order(41)];
    const event = {
      type: 'new_order',
      order: { id: 42, status: 'pending', clientId: 2, driverId: null },
    } as const;
    act(() => {
      applyLiveEvent(client, event);
      emitLiveEvent(event);
    });
    await screen.findByText('#ML-0042');
    expect(row('ML-0042').getAttribute('data-highlight')).toBe('true');
    expect(within(row('ML-0042')).getByText('New')).toBeTruthy();
    expect(row('ML-0041').getAttribute('data-highlight')).toBeNull();
    expect(screen.getByText('New order #ML-0042 received')).toBeTruthy();
  });

  it('assigns the chosen driver from the nearest-first list', async () => {
    const calls = start((call) => {
      if (call.url.startsWith('/api/orders?')) return { body: [order(42, { status: 'confirmed' })] };
      if (call.url.startsWith('/api/drivers?')) {
        return { body: [driver(1, { distanceMiles: '6.0' }), driver(2, { distanceMiles: '1.5' })] };
      }
      if (call.url === '/api/orders/42/assign')
        return { body: order(42, { status: 'assigned', driverId: 2 }) };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Driver to #ML-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Driver' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('1.5 mi away'),
      expect.stringContaining('6.0 mi away'),
    ]);
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(radios[0]!);
    expect((assign as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(assign);
    expect(await screen.findByText('Driver Assigned')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/drivers?'))?.url).toBe(
      '/api/drivers?status=available&near=29.707300,-95.397800',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ driverId: 2 });
  });

  it("says 'No Drivers Available' when nobody is free", async () => {
    start((call) => {
      if (call.url.startsWith('/api/orders?')) return { body: [order(42, { status: 'confirmed' })] };
      if (call.url.startsWith('/api/drivers?')) return { body: [] };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Driver to #ML-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Driver' });
    expect(await within(dialog).findByText('No Drivers Available')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a blank message and sends a real one', async () => {
    const calls = start((call) => {
      if (call.url.startsWith('/api/orders?')) return { body: [order(42)] };
      // The server's answer (messageResponse): the message with its sender.
      if (call.url === '/api/orders/42/messages') {
        const sender = { id: 1, firstName: 'Dana', lastName: 'Admin', role: 'admin' };
        const content = 'Your driver is on the way.';
        const message = { id: 1, orderId: 42, senderId: 1, content, isRead: false, sender };
        return { status: 201, body: { ...message, createdAt: '2026-03-01T10:00:00.000Z' } };
      }
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Message client about #ML-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message to Client' });
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const box = within(dialog).getByLabelText('Message');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(await within(dialog).findByText('Message cannot be empty')).toBeTruthy();
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Your driver is on the way.  ' } });
    fireEvent.click(send);
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/orders/42/messages',
      body: { content: 'Your driver is on the way.' },
    });
  });
});
