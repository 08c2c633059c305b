/** Expected arrivals per hour: what the desk staffs for. */
import { describe, expect, it } from 'vitest';
import { arrivalsPerHour, type InboundOrder } from './receiving';

const order = (over: Partial<InboundOrder>): InboundOrder => ({
  id: 1,
  displayNumber: 'ML-0001',
  status: 'in_transit',
  priority: 'standard',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  temperatureClass: 'ambient',
  pieces: [],
  pieceCount: 3,
  checkedIn: 0,
  etaAt: null,
  deliverBy: null,
  late: false,
  ...over,
});

describe('arrivalsPerHour', () => {
  const now = new Date('2026-11-30T15:20:00Z');
  it('counts each order in the hour of its ETA (else its promise), with the pieces still to come', () => {
    const hours = arrivalsPerHour(
      [
        order({ id: 1, etaAt: '2026-11-30T16:05:00Z' }),
        order({ id: 2, deliverBy: '2026-11-30T16:55:00Z', pieceCount: 2, checkedIn: 0 }),
        order({ id: 3, etaAt: '2026-11-30T18:10:00Z', pieceCount: 1 }),
      ],
      now,
    );
    expect(hours).toEqual([
      { hour: '2026-11-30T16:00:00.000Z', orders: 2, pieces: 5 },
      { hour: '2026-11-30T18:00:00.000Z', orders: 1, pieces: 1 },
    ]);
  });

  it('counts a late order in the current hour, and leaves out handed-over orders and those with no time', () => {
    const hours = arrivalsPerHour(
      [
        order({ id: 1, etaAt: '2026-11-30T13:00:00Z', late: true }),
        order({ id: 2, status: 'delivered', etaAt: '2026-11-30T15:30:00Z' }),
        order({ id: 3 }),
      ],
      now,
    );
    expect(hours).toEqual([{ hour: '2026-11-30T15:00:00.000Z', orders: 1, pieces: 3 }]);
  });
});
