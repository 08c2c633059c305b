import { describe, expect, it } from 'vitest';
import {
  cityOf,
  etaFor,
  linkExpiresAt,
  PUBLIC_LINK_TTL_HOURS,
  PUBLIC_TOKEN_PATTERN,
  publicSteps,
} from './public-tracking';

describe('cityOf', () => {
  it('keeps the city and state of our addresses, never the street or ZIP', () => {
    expect(cityOf('1200 Main St, Houston, TX 77002')).toBe('Houston, TX');
    expect(cityOf('Suite 4, 6565 Fannin St, San Antonio, TX 78205-1234')).toBe('San Antonio, TX');
    expect(cityOf('Tulsa, OK')).toBe('Tulsa, OK');
    expect(cityOf('1200 Main St, TX 77002')).toBe('TX');
    expect(cityOf('somewhere without a state')).toBe('');
  });
});

describe('linkExpiresAt', () => {
  const closed = new Date('2026-11-20T10:00:00Z');
  it('runs from delivery, cancellation or decline, and not while the order is open', () => {
    const expected = new Date(closed.getTime() + PUBLIC_LINK_TTL_HOURS * 3_600_000).toISOString();
    for (const status of ['delivered', 'cancelled', 'declined'] as const) {
      expect(linkExpiresAt(status, closed)?.toISOString()).toBe(expected);
    }
    expect(linkExpiresAt('in_transit', closed)).toBeNull();
    expect(linkExpiresAt('delivered', null)).toBeNull();
  });
});

describe('etaFor', () => {
  const pickedUpAt = new Date('2026-11-21T12:00:00Z');
  it('is pickup time plus the travel estimate, once picked up and while still ahead', () => {
    const order = { status: 'in_transit' as const, estimatedTime: 40, pickedUpAt };
    expect(etaFor(order, new Date('2026-11-21T12:10:00Z'))?.toISOString()).toBe('2026-11-21T12:40:00.000Z');
    expect(etaFor(order, new Date('2026-11-21T12:41:00Z'))).toBeNull();
    expect(etaFor({ ...order, status: 'assigned' }, pickedUpAt)).toBeNull();
    expect(etaFor({ ...order, status: 'delivered' }, pickedUpAt)).toBeNull();
    expect(etaFor({ ...order, pickedUpAt: null }, pickedUpAt)).toBeNull();
  });
});

describe('publicSteps and tokens', () => {
  it('marks the steps done, current and pending', () => {
    const steps = publicSteps('in_transit');
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'current', 'pending']);
    expect(steps[5]).toMatchObject({ key: 'in_transit', label: 'In Transit' });
  });

  it('looks up only token-shaped strings', () => {
    expect(PUBLIC_TOKEN_PATTERN.test('a'.repeat(32))).toBe(true);
    expect(PUBLIC_TOKEN_PATTERN.test('Ab-_'.repeat(11))).toBe(true);
    expect(PUBLIC_TOKEN_PATTERN.test('short')).toBe(false);
    expect(PUBLIC_TOKEN_PATTERN.test(`${'a'.repeat(31)}/`)).toBe(false);
  });
});
