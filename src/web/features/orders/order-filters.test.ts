import { describe, expect, it } from 'vitest';
import { DRIVER, makeOrder } from './order-fixture';
import { orderNumberFrom } from '@web/lib/orders';
import { filterOrders, hasAnyFilter, matchesSearch, NO_FILTERS } from './order-filters';

describe('orderNumberFrom', () => {
  it.each([
    ['42', 42],
    ['ML-0042', 42],
    ['#ML-0042', 42],
    ['ml42', 42],
    [' 0042 ', 42],
    ['ML-', null],
    ['Main', null],
    ['4-2', null],
  ])('%j -> %j', (text, expected) => {
    expect(orderNumberFrom(text)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  const order = makeOrder({ id: 42, driver: DRIVER });

  it('finds an order by its display number, with or without the prefix', () => {
    expect(matchesSearch(order, 'ML-0042')).toBe(true);
    expect(matchesSearch(order, '42')).toBe(true);
    expect(matchesSearch(makeOrder({ id: 7 }), 'ML-0042')).toBe(false);
  });

  it('finds it by address, item, contact or driver name, in any case', () => {
    for (const text of ['fannin', 'HOLCOMBE', 'insulin', 'ben nurse', 'ana', 'marcus']) {
      expect(matchesSearch(order, text)).toBe(true);
    }
    expect(matchesSearch(order, 'zzzz-nothing')).toBe(false);
  });
});

describe('filterOrders', () => {
  const orders = [
    makeOrder({ id: 1, status: 'pending', serviceType: 'laboratory_sample' }),
    makeOrder({ id: 2, status: 'delivered', priority: 'express', createdAt: '2026-01-10T12:00:00.000Z' }),
    makeOrder({ id: 3, status: 'in_transit', itemDescription: 'Bank documents' }),
  ];
  const ids = (filters: Partial<typeof NO_FILTERS>) =>
    filterOrders(orders, { ...NO_FILTERS, ...filters }).map((o) => o.id);

  it('keeps everything without filters', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
  });

  it('combines status, service, priority, dates and search', () => {
    expect(ids({ status: 'delivered' })).toEqual([2]);
    expect(ids({ service: 'laboratory_sample' })).toEqual([1]);
    expect(ids({ priority: 'express' })).toEqual([2]);
    expect(ids({ search: 'bank' })).toEqual([3]);
    expect(ids({ search: 'bank', status: 'pending' })).toEqual([]);
    expect(ids({ to: '2026-02-01' })).toEqual([2]);
    expect(ids({ from: '2026-02-01' })).toEqual([1, 3]);
    expect(hasAnyFilter({ ...NO_FILTERS, search: ' x ' })).toBe(true);
  });
});
