/** The admin list's query string, its key against the live socket's rules, and its paging headers. */
import { describe, expect, it } from 'vitest';
import { ADMIN_STATUS_FILTERS } from '@domain/admin';
import { matchesKey, queryRulesFor } from '@web/lib/live-events';
import {
  ADMIN_STATUS_OPTIONS,
  dateRangeProblem,
  NO_ADMIN_FILTERS,
  ordersPath,
  pageFromResponse,
  showingText,
} from './order-query';
import { adminKeys } from '../api/keys';

describe('the status filter', () => {
  it('offers every status (the filter values plus the pickup steps), in order, and the server accepts each', () => {
    expect(ADMIN_STATUS_OPTIONS).toEqual([
      'all',
      'pending',
      'confirmed',
      'assigned',
      'pickup_scheduled',
      'pickup_complete',
      'in_transit',
      'delivered',
      'cancelled',
      'declined',
    ]);
    for (const s of ADMIN_STATUS_OPTIONS) expect(ADMIN_STATUS_FILTERS).toContain(s);
    expect([...ADMIN_STATUS_OPTIONS].sort()).toEqual([...ADMIN_STATUS_FILTERS].sort());
  });
});

describe('ordersPath', () => {
  it('sends only the filters that are set, the page size and the cursor', () => {
    expect(ordersPath(NO_ADMIN_FILTERS)).toBe('/api/orders?status=all&limit=50');
    const filters = {
      status: 'pending',
      serviceType: 'laboratory_sample',
      from: '2025-01-01',
      to: '2025-01-31',
      q: 'Fannin & Main',
    } as const;
    expect(ordersPath(filters, { cursor: '120', count: true })).toBe(
      '/api/orders?status=pending&serviceType=laboratory_sample&from=2025-01-01&to=2025-01-31&q=Fannin+%26+Main&limit=50&count=true&cursor=120',
    );
  });

  it('keys every filter set so that an order frame refetches it', () => {
    const frame = {
      type: 'new_order',
      order: { id: 7, status: 'pending', clientId: 2, driverId: null },
    } as const;
    expect(matchesKey(adminKeys.orders(NO_ADMIN_FILTERS), queryRulesFor(frame))).toBe(true);
    expect(matchesKey(adminKeys.orders({ ...NO_ADMIN_FILTERS, q: 'x' }), queryRulesFor(frame))).toBe(true);
  });
});

describe('paging', () => {
  it('reads the cursor and total headers', () => {
    const headers = new Headers({ 'x-next-cursor': '51', 'x-total-count': '1234' });
    expect(pageFromResponse([], headers)).toEqual({
      orders: [],
      nextCursor: '51',
      total: 1234,
      totalCapped: false,
      searchedTo: null,
    });
    expect(pageFromResponse([], new Headers())).toEqual({
      orders: [],
      nextCursor: null,
      total: null,
      totalCapped: false,
      searchedTo: null,
    });
    const window = new Headers({ 'x-next-cursor': '9', 'x-searched-to': '2026-03-04T12:00:00.000Z' });
    expect(pageFromResponse([], window).searchedTo).toBe('2026-03-04T12:00:00.000Z');
    const capped = new Headers({ 'x-total-count': '10000', 'x-total-count-capped': 'true' });
    expect(pageFromResponse([], capped).totalCapped).toBe(true);
  });

  it('says how many are shown', () => {
    expect(showingText(50, 1234, false)).toBe('Showing 50 of 1,234 orders');
    expect(showingText(50, 10000, true)).toBe('Showing 50 of more than 10,000 orders');
    expect(showingText(12, 12, false)).toBe('Showing 12 orders');
    expect(showingText(1, null, false)).toBe('Showing 1 order');
  });
});

it('refuses an end date before the start date, and allows open ends', () => {
  expect(dateRangeProblem('2025-02-01', '2025-01-01')).toMatch(/end date/);
  expect(dateRangeProblem('2025-01-01', '2025-01-01')).toBeNull();
  expect(dateRangeProblem('', '2025-01-01')).toBeNull();
});
