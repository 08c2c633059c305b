/** Orders, drivers and a fake API for the console's component tests (no server, no browser). */
import { vi } from 'vitest';
import type { DriverListItem } from '@domain/admin';
import type { OrderResponse } from '@domain/orders';

export function order(id: number, over: Partial<OrderResponse> = {}): OrderResponse {
  return {
    id,
    displayNumber: `ML-${String(id).padStart(4, '0')}`,
    clientId: 2,
    organizationId: 1,
    costCentre: null,
    deliveryOrganizationId: null,
    driverId: null,
    serviceType: 'medical_prescription',
    priority: 'standard',
    status: 'pending',
    paymentStatus: 'unpaid',
    pickupAddress: '6565 Fannin St, Houston, TX 77030',
    pickupLatitude: '29.707300',
    pickupLongitude: '-95.397800',
    pickupContactName: null,
    pickupContactPhone: null,
    deliveryAddress: '1200 Main St, Houston, TX 77002',
    deliveryLatitude: '29.760400',
    deliveryLongitude: '-95.369800',
    deliveryContactName: null,
    deliveryContactPhone: null,
    pickupPrecision: 'street',
    deliveryPrecision: 'street',
    pickupNeedsReview: false,
    deliveryNeedsReview: false,
    scheduledDate: null,
    preferredTimeSlot: null,
    itemDescription: 'Insulin',
    specialInstructions: null,
    requiresSignature: false,
    requiresId: false,
    baseRate: '25.00',
    distanceFee: '5.00',
    priorityFee: '0.00',
    totalCost: '30.00',
    priceLines: [
      { code: 'base', label: 'Base rate', amount: '25.00' },
      { code: 'distance', label: 'Distance: 4.1 mi', amount: '5.00' },
    ],
    rateCardVersion: null,
    distance: '4.1',
    estimatedTime: 40,
    createdAt: '2025-01-02T15:00:00Z',
    updatedAt: '2025-01-02T15:00:00Z',
    deliveredAt: null,
    pickupBy: '2026-03-06T00:00:00.000Z',
    deliverBy: '2026-03-06T02:00:00.000Z',
    temperatureClass: 'ambient',
    temperatureExcursion: false,
    requiresPhoto: false,
    recurringId: null,
    occurrenceDate: null,
    client: { id: 2, firstName: 'Sam', lastName: 'Client', phone: null, organizationName: 'Sample Pharmacy' },
    driver: null,
    ...over,
  };
}

export function driver(id: number, over: Partial<DriverListItem> = {}): DriverListItem {
  return {
    id,
    status: 'available',
    coldChain: false,
    rating: '4.80',
    totalDeliveries: 120,
    currentLatitude: '29.75',
    currentLongitude: '-95.36',
    locationUpdatedAt: '2025-01-02T15:00:00Z',
    user: {
      id: 100 + id,
      firstName: `Dana${id}`,
      lastName: 'Driver',
      phone: '713-555-0100',
      email: 'd@x.test',
    },
    currentJob: null,
    ...over,
  };
}

export type Call = { method: string; url: string; body: unknown };
type Handler = (
  call: Call,
) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/** Stubs fetch: each call goes to `handler`; unanswered calls are 404 so a test sees them fail. */
export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
