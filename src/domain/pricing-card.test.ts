/** THE pricing function under a contract card: bands, zones, surcharges, and lines that sum to the total. */
import { describe, expect, it } from 'vitest';
import { parseCents, priceOrder, STANDARD_RATE_CARD, zipOf, type PricingResult } from './pricing';
import { rateCard, type RateCard } from './rate-cards';

const card: RateCard = rateCard.parse({
  ...STANDARD_RATE_CARD,
  baseRate: '20.00',
  mileageBands: [
    { fromMiles: 0, perMile: '2.00' },
    { fromMiles: 10, perMile: '1.00' },
  ],
  afterHours: { amount: '15.00', startsAt: 19, endsAt: 7 },
  weekendSurcharge: '10.00',
  holidays: { amount: '25.00', dates: ['2026-12-25'] },
  extraPiece: '3.00',
  waitTime: { freeMinutes: 10, perMinute: '0.50' },
  coldChain: { refrigerated: '8.00', frozen: '12.00' },
  zones: [{ code: 'tmc', name: 'Medical Center', zips: ['77030', '77054'], flatPrice: '18.00' }],
});

const sum = (price: PricingResult) => price.priceLines.reduce((total, l) => total + parseCents(l.amount), 0);
const codes = (price: PricingResult) => price.priceLines.map((l) => l.code);
const base = { serviceType: 'medical_prescription', priority: 'standard', distanceMiles: 12.5 } as const;
// A Tuesday at 10:00 Central (16:00 UTC in winter).
const weekdayMorning = new Date('2026-12-01T16:00:00Z');

describe('priceOrder with a rate card', () => {
  it('gives the standard card the historic figures, as base, distance and priority lines', () => {
    const price = priceOrder({ serviceType: 'medical_equipment', priority: 'express', distanceMiles: 8.2 });
    expect(price).toMatchObject({
      baseRate: '35.00',
      distanceFee: '12.30',
      priorityFee: '15.00',
      totalCost: '62.30',
    });
    expect(codes(price)).toEqual(['base', 'service', 'distance', 'priority']);
    expect(sum(price)).toBe(parseCents(price.totalCost));
  });

  it('charges each mileage band for the miles inside it', () => {
    const price = priceOrder({ ...base, at: weekdayMorning }, card);
    // 10 miles at 2.00, 2.5 at 1.00.
    expect(price.priceLines.filter((l) => l.code === 'distance').map((l) => l.amount)).toEqual([
      '20.00',
      '2.50',
    ]);
    expect(price.totalCost).toBe('42.50');
    expect(sum(price)).toBe(parseCents(price.totalCost));
  });

  it('replaces base and miles with the zone price when both ends are in the zone', () => {
    const inZone = priceOrder(
      { ...base, at: weekdayMorning, pickupZip: '77030', deliveryZip: '77054' },
      card,
    );
    // A standard priority costs nothing here, so it has no line.
    expect(codes(inZone)).toEqual(['zone']);
    expect(inZone.totalCost).toBe('18.00');
    const oneEnd = priceOrder(
      { ...base, at: weekdayMorning, pickupZip: '77030', deliveryZip: '77002' },
      card,
    );
    expect(codes(oneEnd)).toContain('base');
  });

  it('adds after-hours, weekend or holiday (not both), extra pieces, cold chain and wait time', () => {
    // Friday 25 December 2026, 20:00 Central: a holiday after hours.
    const christmasEvening = priceOrder(
      {
        ...base,
        at: new Date('2026-12-26T02:00:00Z'),
        pieces: 3,
        temperatureClass: 'frozen',
        waitMinutes: 16,
      },
      card,
    );
    expect(
      christmasEvening.priceLines.filter(
        (l) => l.code !== 'base' && l.code !== 'distance' && l.code !== 'priority',
      ),
    ).toEqual([
      // Each line carries the figures its words name, for a screen that words it in another language.
      { code: 'after_hours', label: 'After-hours surcharge', values: {}, amount: '15.00' },
      { code: 'holiday', label: 'Holiday surcharge', values: {}, amount: '25.00' },
      {
        code: 'extra_pieces',
        label: 'Extra pieces: 2 at $3.00',
        values: { count: 2, each: '3.00' },
        amount: '6.00',
      },
      {
        code: 'cold_chain',
        label: 'Cold chain (frozen)',
        values: { temperature: 'frozen' },
        amount: '12.00',
      },
      {
        code: 'wait_time',
        label: 'Wait time: 6 min at $0.50',
        values: { minutes: 6, perMinute: '0.50' },
        amount: '3.00',
      },
    ]);
    expect(sum(christmasEvening)).toBe(parseCents(christmasEvening.totalCost));
    // Saturday 5 December 2026, 10:00 Central.
    const saturday = priceOrder({ ...base, at: new Date('2026-12-05T16:00:00Z') }, card);
    expect(codes(saturday)).toContain('weekend');
    expect(codes(saturday)).not.toContain('after_hours');
  });
});

describe('the rate card schema', () => {
  it('names the field of a bad card', () => {
    const bad = (over: Record<string, unknown>) => {
      const result = rateCard.safeParse({ ...STANDARD_RATE_CARD, ...over });
      expect(result.success).toBe(false);
      return result.error!.issues[0]!.path.join('.');
    };
    expect(bad({ baseRate: '25' })).toBe('baseRate');
    expect(bad({ mileageBands: [{ fromMiles: 2, perMile: '1.00' }] })).toBe('mileageBands.0.fromMiles');
    expect(bad({ priorityFees: { standard: '0.00' } })).toBe('priorityFees.express');
    expect(bad({ zones: [{ code: 'a', name: 'A', zips: ['7703'], flatPrice: '1.00' }] })).toBe(
      'zones.0.zips.0',
    );
  });
});

describe('zipOf', () => {
  it('reads the last 5-digit group of an address', () => {
    expect(zipOf('12345 Main St, Houston, TX 77030')).toBe('77030');
    expect(zipOf('6565 Fannin St, Houston, TX 77030-1234')).toBe('77030');
    expect(zipOf('Houston, TX')).toBeNull();
  });
});
