/**
 * What the whole-journey spec needs beyond the other folders' helpers: the route the driver's
 * phone travels, and the dispatch console's four figures read the way a dispatcher reads them.
 */
import { expect, test, type Page } from '@playwright/test';
import { STATS_REFETCH_WINDOW_MS } from '../../src/domain/admin-stats-live';

/**
 * The phone's simulated positions, from the Medical Center to the Katy delivery: four decimals, so
 * the client's map shows each one exactly as it was set.
 */
export const ROUTE = {
  /** Where the driver is when dispatch assigns the job (Midtown). */
  start: { latitude: 29.7419, longitude: -95.3781 },
  /** At the pickup, downtown. */
  pickup: { latitude: 29.7563, longitude: -95.3647 },
  /** Westbound on the Katy Freeway. */
  onTheWay: { latitude: 29.7838, longitude: -95.5517 },
  /** At the delivery, in Katy. */
  delivery: { latitude: 29.7847, longitude: -95.7913 },
} as const;

export type Position = { latitude: number; longitude: number };

/** How the delivery map writes the driver's position in its data attribute. */
export const mapPosition = (at: Position) => `${at.latitude},${at.longitude}`;

/**
 * How long the cards may take to show a change: revenue moves only with the console's refetch,
 * which may wait a whole window after the one before; on a loaded machine the read and its render
 * take some seconds more.
 */
const FIGURES_TIMEOUT_MS = STATS_REFETCH_WINDOW_MS + 15_000;

/** The dispatch console's stat cards, as numbers (money in cents). */
export type Figures = {
  totalOrders: number;
  activeOrders: number;
  revenueCents: number;
  completedToday: number;
};

const count = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
export const cents = (amount: string | number) => Math.round(Number(amount) * 100);

function revenueCard(page: Page) {
  return page
    .getByRole('list', { name: 'Statistics' })
    .getByRole('listitem')
    .filter({
      has: page.getByTestId('stat-total-revenue'),
    });
}

/** The figures the cards show now. */
async function cardFigures(page: Page): Promise<Figures> {
  const [orders, active, revenue, caption] = await Promise.all([
    page.getByTestId('stat-total-orders').textContent(),
    page.getByTestId('stat-active-orders').textContent(),
    page.getByTestId('stat-total-revenue').textContent(),
    revenueCard(page)
      .getByText(/completed today$/)
      .textContent(),
  ]);
  return {
    totalOrders: count(orders),
    activeOrders: count(active),
    revenueCents: cents((revenue ?? '').replace(/[$,]/g, '')),
    completedToday: count(/(\d[\d,]*) completed today$/.exec(caption ?? '')?.[1] ?? ''),
  };
}

type ApiStats = { totalOrders: number; activeOrders: number; totalRevenue: string; completedToday: number };

async function apiFigures(page: Page): Promise<Figures> {
  const api = (await (await page.request.get('/api/admin/stats')).json()) as ApiStats;
  return {
    totalOrders: api.totalOrders,
    activeOrders: api.activeOrders,
    revenueCents: cents(api.totalRevenue),
    completedToday: api.completedToday,
  };
}

/** The order a live frame is about (new_order, order_status_update, ...), or null. */
function frameOrderId(payload: string): number | null {
  try {
    const id = (JSON.parse(payload) as { order?: { id?: unknown } } | null)?.order?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null; // not JSON, so not an order frame
  }
}

/**
 * Every order frame the dispatch console receives, with when it came. Other browser specs may
 * book or deliver at the same moment in another worker; their frames say the figures moved for
 * more than this journey's order. Call before the console opens its socket.
 */
export function watchOrderFrames(page: Page) {
  const frames: { at: number; orderId: number }[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const orderId = frameOrderId(String(payload));
      if (orderId !== null) frames.push({ at: Date.now(), orderId });
    }),
  );
  return {
    /** Whether an order other than `ownId` changed since `since` (a Date.now()). */
    othersSince: (since: number, ownId: number) => frames.some((f) => f.at >= since && f.orderId !== ownId),
  };
}
export type OrderFrames = ReturnType<typeof watchOrderFrames>;

/** A reading of the cards and the moment it began. */
export type Reading = { figures: Figures; since: number };

/**
 * The figures once the cards have caught up with the server (a refetch from an earlier change
 * may still be on its way): the values a dispatcher would note down before the next change.
 */
export async function settledFigures(page: Page): Promise<Reading> {
  const since = Date.now();
  let figures: Figures | undefined;
  await expect(async () => {
    const api = await apiFigures(page);
    figures = await cardFigures(page);
    expect(figures).toEqual(api);
  }).toPass({ timeout: FIGURES_TIMEOUT_MS });
  return { figures: figures!, since };
}

/**
 * Waits until the cards, never reloaded, show `expected`: the reading moved by this order alone.
 * If another spec's order changed meanwhile (its frame reached the console), the exact change
 * cannot be told apart: the cards must then be the server's figures, and the sums that only grow
 * (orders, revenue, deliveries today) at least this order's share.
 */
export async function expectFigures(
  page: Page,
  expected: Figures,
  window: { frames: OrderFrames; since: number; ownId: number },
): Promise<void> {
  let exact = true;
  await expect(async () => {
    const shown = await cardFigures(page);
    exact = !window.frames.othersSince(window.since, window.ownId);
    if (exact) {
      expect(shown).toEqual(expected);
      return;
    }
    expect(shown).toEqual(await apiFigures(page));
    expect(shown.totalOrders).toBeGreaterThanOrEqual(expected.totalOrders);
    expect(shown.revenueCents).toBeGreaterThanOrEqual(expected.revenueCents);
    expect(shown.completedToday).toBeGreaterThanOrEqual(expected.completedToday);
  }).toPass({ timeout: FIGURES_TIMEOUT_MS });
  if (!exact) {
    test.info().annotations.push({
      type: 'figures',
      description: 'another order changed at the same time: checked against the server, not exactly',
    });
  }
}

/** Marks a page so a later check can prove it was never reloaded. */
export const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { journeyMark: string }).journeyMark = 'kept'));
export const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe('kept');
