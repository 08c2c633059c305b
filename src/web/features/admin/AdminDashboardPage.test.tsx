// @vitest-environment jsdom
/** The console's frame: stat cards, the tabs (Analytics loaded on demand), the drivers tab and the charts. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnalyticsResponse } from '@domain/admin';
import type { LiveEvent } from '@domain/events';
import { emitLiveEvent } from '@web/lib/live-socket';
import { createQueryClient } from '@web/lib/query-client';
import { applyLiveEvent } from '@web/lib/use-live-socket';
import { driver, fakeApi, type Call } from './test-fixtures';
import { AdminDashboardPage } from './AdminDashboardPage';

// Leaflet wants a real layout; the map's own behaviour is the maps feature's to test.
vi.mock('@web/components/map/LeafletMap', () => ({ default: () => <div data-testid="fleet-map" /> }));

const STATS = {
  totalOrders: 1234,
  activeOrders: 56,
  totalDrivers: 12,
  availableDrivers: 5,
  totalRevenue: '98765.4',
  completedToday: 7,
};
const ANALYTICS: AnalyticsResponse = {
  from: '2025-01-01',
  to: '2025-01-02',
  perDay: [
    { date: '2025-01-01', orders: 4, revenue: '120.00' },
    { date: '2025-01-02', orders: 9, revenue: '310.50' },
  ],
  byServiceType: [
    { serviceType: 'laboratory_sample', orders: 5, revenue: '150.00' },
    { serviceType: 'medical_prescription', orders: 8, revenue: '280.50' },
  ],
  byPriority: [{ priority: 'standard', orders: 13 }],
  onTimePercentage: 92.5,
  averageDeliveryMinutes: 95,
  topDrivers: [{ driverId: 1, name: 'Dana Driver', deliveries: 6, rating: '4.90', revenue: '200.00' }],
  addressQuality: [
    { weekStart: '2024-12-30', orders: 13, streetPercentage: 61.5, reviewPercentage: 23.1 },
    { weekStart: '2025-01-06', orders: 0, streetPercentage: null, reviewPercentage: null },
  ],
};

let drivers = [
  driver(1),
  driver(2, { status: 'busy', currentJob: { id: 42, displayNumber: 'ML-0042', status: 'in_transit' } }),
];

let calls: Call[] = [];
let serverStats = STATS;

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Router hook={hook} searchHook={searchHook}>
        <AdminDashboardPage />
      </Router>
    </QueryClientProvider>,
  );
  return client;
}

/** What the app root does with each frame (use-live-socket.ts). */
const frame = (client: ReturnType<typeof createQueryClient>, event: LiveEvent) =>
  act(() => {
    applyLiveEvent(client, event);
    emitLiveEvent(event);
  });
const statsReads = () => calls.filter((c) => c.url === '/api/admin/stats').length;
const moved = (from: 'pending' | 'in_transit', to: 'cancelled' | 'delivered', id = 42): LiveEvent => ({
  type: 'order_status_update',
  order: { id, status: to, clientId: 2, driverId: to === 'delivered' ? 1 : null },
  previousStatus: from,
});

beforeEach(() => {
  serverStats = STATS;
  calls = fakeApi((call) => {
    if (call.url === '/api/admin/stats') return { body: serverStats };
    if (call.url.startsWith('/api/orders?')) return { body: [] };
    if (call.url === '/api/drivers') return { body: drivers };
    if (call.url === '/api/public-config') return { body: { mapTileUrl: null, mapTileAttribution: null } };
    if (call.url.startsWith('/api/admin/analytics?')) return { body: ANALYTICS };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Admin dashboard', () => {
  it('shows the four figures and the three tabs', async () => {
    renderAt('/admin-dashboard');
    expect((await screen.findByTestId('stat-total-orders')).textContent).toBe('1,234');
    expect(screen.getByTestId('stat-active-orders').textContent).toBe('56');
    expect(screen.getByTestId('stat-available-drivers').textContent).toBe('5 of 12');
    expect(screen.getByTestId('stat-total-revenue').textContent).toBe('$98,765.40');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Order Management',
      'Driver Management',
      'Analytics',
    ]);
    expect(await screen.findByText('No Orders Found')).toBeTruthy();
  });

  it('lists every driver with job and position', async () => {
    renderAt('/admin-dashboard?tab=drivers');
    const table = await screen.findByRole('table', { name: 'Drivers, available first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Available');
    expect(rows[1]!.textContent).toContain('#ML-0042');
    expect(rows[1]!.textContent).toContain('In Transit');
    expect(rows[1]!.textContent).toContain('29.7500, -95.3600');
    expect(await screen.findByTestId('fleet-map')).toBeTruthy();
  });

  it("says 'No Drivers Available' with no drivers", async () => {
    drivers = [];
    renderAt('/admin-dashboard?tab=drivers');
    expect(await screen.findByText('No Drivers Available')).toBeTruthy();
  });

  it("draws the server's analytics with a data table behind each chart", async () => {
    renderAt('/admin-dashboard?tab=analytics');
    // The analytics tab is its own chunk: on a loaded machine it takes longer than findBy's 1 s.
    const perDay = await screen.findByRole(
      'table',
      { name: 'Orders and revenue per day' },
      { timeout: 20_000 },
    );
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateOrdersRevenue', '2025-01-014$120.00', '2025-01-029$310.50']);
    expect(screen.getAllByTestId('day-bar')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Orders by service type' })).toBeTruthy();
    expect(screen.getByTestId('kpi-on-time').textContent).toBe('92.5%');
    expect(screen.getByTestId('kpi-average-delivery').textContent).toBe('1 hr 35 min');
    expect(within(screen.getByTestId('top-drivers')).getByText('Dana Driver')).toBeTruthy();
    const quality = screen.getByRole('table', { name: 'Address quality per week' });
    expect(
      within(quality)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Mon, Dec 30, 20241361.5%23.1%', 'Mon, Jan 6, 20250——']);
    fireEvent.click(screen.getByLabelText('Custom'));
    expect(screen.getByLabelText('From')).toBeTruthy();
  });

  it('moves the figures from live frames without asking the server again', async () => {
    const client = renderAt('/admin-dashboard');
    await screen.findByTestId('stat-total-orders');
    frame(client, { type: 'new_order', order: { id: 43, status: 'pending', clientId: 2, driverId: null } });
    frame(client, moved('pending', 'cancelled'));
    await waitFor(() => expect(screen.getByTestId('stat-total-orders').textContent).toBe('1,235'));
    expect(screen.getByTestId('stat-active-orders').textContent).toBe('56');
    // The order list still follows (its own read), but the figures were not read again.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/orders?')).length).toBe(2));
    expect(statsReads()).toBe(1);
  });

  it('reads the revenue a delivery adds once, however many deliveries arrive together', async () => {
    const client = renderAt('/admin-dashboard');
    await screen.findByTestId('stat-total-orders');
    serverStats = { ...STATS, totalRevenue: '98865.40', completedToday: 9, activeOrders: 54 };
    frame(client, moved('in_transit', 'delivered', 42));
    // Completed today moves at once (the read's answer is on its way); the revenue comes from that read.
    expect(client.getQueryData<typeof STATS>(['/api/admin/stats'])?.completedToday).toBe(8);
    // The second delivery lands while that read is on its way: the next read waits for its window.
    frame(client, moved('in_transit', 'delivered', 43));
    await waitFor(() => expect(screen.getByTestId('stat-total-revenue').textContent).toBe('$98,865.40'));
    expect(screen.getByText('delivered orders · 9 completed today')).toBeTruthy();
    expect(statsReads()).toBe(2);
  });
});
