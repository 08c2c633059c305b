// @vitest-environment jsdom
/** The booking form's price: debounce, one request per pause, the spec's fallbacks. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_DEBOUNCE_MS, usePriceEstimate, type PriceInput } from './use-price-estimate';

const ROUTE: PriceInput = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  pickupLatitude: 29.7041,
  pickupLongitude: -95.401,
  deliveryLatitude: 29.7858,
  deliveryLongitude: -95.8244,
};

const answer = (totalCost: string) => ({
  baseRate: '25.00',
  distanceFee: '48.30',
  priorityFee: '0.00',
  totalCost,
  distance: '32.2',
  priceLines: [
    { code: 'base', label: 'Base rate', amount: '25.00' },
    { code: 'distance', label: 'Distance: 32.2 mi at $1.50/mi', amount: '48.30' },
  ],
  estimatedMinutes: 100,
  distanceSource: 'estimate',
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();

// The answer's schema arrives in a chunk of its own, beside the call: loaded here before the clock
// is faked, as a browser holds it once the dashboard has been idle a moment.
beforeAll(() => import('@domain/orders'));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('usePriceEstimate', () => {
  it('shows the base rate alone, at once, while an address has no coordinates', () => {
    const { result } = renderHook(() => usePriceEstimate({ ...ROUTE, deliveryLatitude: null }));
    expect(result.current).toMatchObject({ source: 'no-coordinates', calculating: false, current: false });
    expect(result.current.price.totalCost).toBe('25.00');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server 1.2 s after the last change, once, with the coordinates as strings', async () => {
    fetchMock.mockResolvedValue(json(200, answer('73.30')));
    const { result, rerender } = renderHook((input: PriceInput) => usePriceEstimate(input), {
      initialProps: ROUTE,
    });
    expect(result.current.calculating).toBe(true);
    await wait(PRICE_DEBOUNCE_MS - 200);
    rerender({ ...ROUTE, priority: 'express' });
    await wait(PRICE_DEBOUNCE_MS - 200);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ pickupLatitude: '29.7041', priority: 'express' });
    expect(result.current).toMatchObject({ source: 'server', calculating: false, current: true });
    expect(result.current.price.totalCost).toBe('73.30');
  });

  it('recalculates after a blur even with nothing changed, and the price stays current meanwhile', async () => {
    fetchMock.mockResolvedValue(json(200, answer('73.30')));
    const { result } = renderHook(() => usePriceEstimate(ROUTE));
    await wait(PRICE_DEBOUNCE_MS);
    act(() => result.current.recalculate());
    // No quote race: the price on screen still belongs to these inputs, so Submit may go.
    expect(result.current).toMatchObject({ current: true, calculating: true });
    await wait(PRICE_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.current).toBe(true);
  });

  it('falls back to the 8.2-mile local estimate when the call fails', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'Down' }));
    const { result } = renderHook(() => usePriceEstimate({ ...ROUTE, priority: 'emergency' }));
    await wait(PRICE_DEBOUNCE_MS);
    expect(result.current).toMatchObject({ source: 'fallback', problem: null, current: true });
    expect(result.current.price).toMatchObject({ distance: '8.2', distanceFee: '12.30', totalCost: '72.30' });
  });

  it("passes on the server's reason when it refuses the route", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Pickup is outside our service area (TX, OK, NM, AR, LA)',
        code: 'VALIDATION_FAILED',
      }),
    );
    const { result } = renderHook(() => usePriceEstimate(ROUTE));
    await wait(PRICE_DEBOUNCE_MS);
    expect(result.current.problem).toBe('Pickup is outside our service area (TX, OK, NM, AR, LA)');
  });
});
