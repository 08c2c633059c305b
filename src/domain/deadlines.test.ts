import { describe, expect, it } from 'vitest';
import { inRange, needsTemperature, temperatureReadingSchema } from './cold-chain';
import { centralInstant, computeDeadlines, countdownText, deadlineRisk } from './deadlines';

const base = { scheduledDate: null, preferredTimeSlot: null } as const;

describe('deadlines', () => {
  it('gives emergency 2 h and express 4 h from confirmation, pickup a lead before', () => {
    const from = new Date('2026-03-10T15:00:00Z');
    const e = computeDeadlines({ ...base, priority: 'emergency' }, from);
    expect(e.deliverBy.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(e.pickupBy.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    const x = computeDeadlines({ ...base, priority: 'express' }, from);
    expect(x.deliverBy.toISOString()).toBe('2026-03-10T19:00:00.000Z');
    expect(x.pickupBy.toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });

  it('ends standard orders at their slot end in Central time, winter and summer', () => {
    const winter = new Date('2026-01-15T20:00:00Z'); // 14:00 CST
    const scheduledDate = new Date('2026-01-20T18:00:00Z');
    const morning = computeDeadlines(
      { priority: 'standard', scheduledDate, preferredTimeSlot: 'morning' },
      winter,
    );
    expect(morning.deliverBy.toISOString()).toBe('2026-01-20T18:00:00.000Z'); // 12:00 CST
    const summerDate = new Date('2026-07-20T18:00:00Z');
    const evening = computeDeadlines(
      { priority: 'scheduled', scheduledDate: summerDate, preferredTimeSlot: 'evening' },
      winter,
    );
    expect(evening.deliverBy.toISOString()).toBe('2026-07-21T01:00:00.000Z'); // 20:00 CDT
    expect(evening.pickupBy.toISOString()).toBe('2026-07-20T23:00:00.000Z');
  });

  it('uses the Central day of the schedule, not the UTC one, around midnight', () => {
    // 23:30 CST on the 20th is already the 21st in UTC.
    const scheduledDate = new Date('2026-01-21T05:30:00Z');
    const d = computeDeadlines(
      { priority: 'scheduled', scheduledDate, preferredTimeSlot: 'afternoon' },
      new Date('2026-01-10T12:00:00Z'),
    );
    expect(d.deliverBy.toISOString()).toBe('2026-01-20T23:00:00.000Z'); // 17:00 CST on the 20th
  });

  it('moves a slot that is over, or too close, to the next day', () => {
    // 21:30 CST: today's 20:00 has gone, so tomorrow 20:00.
    const late = computeDeadlines({ ...base, priority: 'standard' }, new Date('2026-02-03T03:30:00Z'));
    expect(late.deliverBy.toISOString()).toBe('2026-02-04T02:00:00.000Z');
    // 10:00 CST with a morning slot (ends 12:00, under 3 h away): next morning.
    const close = computeDeadlines(
      { priority: 'standard', scheduledDate: null, preferredTimeSlot: 'morning' },
      new Date('2026-02-03T16:00:00Z'),
    );
    expect(close.deliverBy.toISOString()).toBe('2026-02-04T18:00:00.000Z');
  });

  it('keeps wall-clock hours on the days the clocks change', () => {
    expect(centralInstant('2026-03-08', 20).toISOString()).toBe('2026-03-09T01:00:00.000Z'); // CDT
    expect(centralInstant('2026-03-07', 20).toISOString()).toBe('2026-03-08T02:00:00.000Z'); // CST
    expect(centralInstant('2026-11-01', 8).toISOString()).toBe('2026-11-01T14:00:00.000Z'); // CST
    expect(centralInstant('2026-03-08', 0).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(centralInstant('2026-11-01', 0).toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it('counts down and says at risk when the driver or the ETA cannot make it', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const d = { pickupBy: new Date('2026-03-10T15:30:00Z'), deliverBy: new Date('2026-03-10T16:30:00Z') };
    expect(countdownText(d.deliverBy, now)).toBe('1 hr 30 min left');
    expect(countdownText(now, d.deliverBy)).toBe('1 hr 30 min late');
    expect(deadlineRisk({ ...d, pickedUp: false }, now, { toPickup: 10, toDelivery: 40 })).toBe('on_track');
    expect(deadlineRisk({ ...d, pickedUp: false }, now, { toPickup: 45 })).toBe('at_risk');
    expect(deadlineRisk({ ...d, pickedUp: false }, now, { toPickup: 20, toDelivery: 80 })).toBe('at_risk');
    expect(deadlineRisk({ ...d, pickedUp: true }, now, { toDelivery: 95 })).toBe('at_risk');
    expect(deadlineRisk({ ...d, pickedUp: true }, now, { toDelivery: null })).toBe('on_track');
    expect(deadlineRisk({ ...d, pickedUp: true }, new Date('2026-03-10T17:00:00Z'), {})).toBe('late');
  });
});

describe('temperature ranges', () => {
  it('holds refrigerated to 2..8 °C and frozen to -15 °C or colder', () => {
    expect([1.9, 2, 8, 8.1].map((t) => inRange('refrigerated', t))).toEqual([false, true, true, false]);
    expect([-30, -15, -14.9].map((t) => inRange('frozen', t))).toEqual([true, true, false]);
    expect(inRange('ambient', 40)).toBe(true);
    expect(needsTemperature('ambient')).toBe(false);
    expect(needsTemperature('frozen')).toBe(true);
  });

  it('refuses a reading that is not a number', () => {
    expect(temperatureReadingSchema.safeParse('5').success).toBe(false);
    expect(temperatureReadingSchema.safeParse(Number.NaN).success).toBe(false);
    expect(temperatureReadingSchema.safeParse(4.5).success).toBe(true);
  });
});

describe('a named pickup time', () => {
  it('is due within the grace after that time, not at the end of the service day', () => {
    // A standing order's 07:00 pickup on Monday 9 March 2026 (CDT), booked the Friday before.
    const sevenAm = centralInstant('2026-03-09', 7);
    const d = computeDeadlines(
      { priority: 'standard', scheduledDate: sevenAm, preferredTimeSlot: 'specific' },
      new Date('2026-03-06T15:00:00Z'),
    );
    expect(d.pickupBy.toISOString()).toBe(centralInstant('2026-03-09', 7, 30).toISOString());
    expect(d.deliverBy.toISOString()).toBe(centralInstant('2026-03-09', 11).toISOString());
  });

  it('counts from confirmation when the named time has already passed', () => {
    const sevenAm = centralInstant('2026-03-09', 7);
    const nine = centralInstant('2026-03-09', 9);
    const d = computeDeadlines(
      { priority: 'standard', scheduledDate: sevenAm, preferredTimeSlot: 'specific' },
      nine,
    );
    expect(d.pickupBy.toISOString()).toBe(centralInstant('2026-03-09', 9, 30).toISOString());
  });
});
