import { describe, expect, it, vi } from 'vitest';
import type { DispatchMapResponse } from '@domain/dispatch-map';
import { createIntl } from 'react-intl';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import type { MessageKey } from '@web/i18n/catalogue/en';
import type { MessageValues } from '@web/i18n/use-messages';
import { byUrgency, mapFeatures } from './map-features';
import { moveDriver } from './use-dispatch-map-live';

const say = (locale: string, messages: typeof EN) => {
  const intl = createIntl({ locale, messages });
  return (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);
};
const english = say('en-US', EN);
const spanish = say('es-US', ES);

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const order = (id: number, risk: 'on_time' | 'at_risk' | 'late', extra: object = {}) => ({
  id,
  displayNumber: `ML-${String(id).padStart(4, '0')}`,
  status: 'confirmed' as const,
  priority: 'standard' as const,
  pickup: at(29.7, -95.4),
  delivery: at(29.76, -95.37),
  pickupBy: null,
  deliverBy: '2026-03-02T20:00:00.000Z',
  etaAt: null,
  risk,
  driverId: null,
  ...extra,
});
const MARKUP = '<img src=x onerror=alert(1)>';
const data: DispatchMapResponse = {
  generatedAt: '2026-03-02T15:00:00.000Z',
  orders: [order(1, 'on_time'), order(2, 'late'), order(3, 'at_risk', { status: 'assigned', driverId: 7 })],
  drivers: [
    {
      id: 7,
      name: MARKUP,
      status: 'busy',
      coldChain: false,
      position: at(29.72, -95.39),
      place: 'near Bellaire, TX 77401',
      locationUpdatedAt: null,
    },
    { id: 8, name: 'No Fix', status: 'available', coldChain: false, position: null, locationUpdatedAt: null },
  ],
};

describe('the dispatch map features', () => {
  it('puts the late first, then at risk, then on time', () => {
    expect([...data.orders].sort(byUrgency).map((o) => o.id)).toEqual([2, 3, 1]);
  });

  it('draws two dots an order and one a placed driver, saying the risk in words, the late on top', () => {
    const { markers, lines } = mapFeatures(data, () => undefined, english);
    expect(markers.map((m) => m.key)).toEqual([
      'o1-pickup',
      'o1-delivery',
      'o3-pickup',
      'o3-delivery',
      'o2-pickup',
      'o2-delivery',
      'd7',
    ]);
    expect(markers.find((m) => m.key === 'o2-pickup')?.title).toBe(
      '#ML-0002 pickup: Late, confirmed, no driver',
    );
    // A driver's marker names its place, not its coordinates.
    expect(markers.find((m) => m.key === 'd7')?.title).toBe(`${MARKUP}: on a job, near Bellaire, TX 77401`);
    // The driver's name travels as a plain string: LeafletMap sets it with textContent.
    expect(markers.find((m) => m.key === 'o3-delivery')?.title).toContain(MARKUP);
    // A dashed line while unassigned, a solid one and the driver's line to its next stop once assigned.
    expect(lines.find((l) => l.key === 'o1')?.dashArray).toBe('6 6');
    expect(lines.find((l) => l.key === 'o3')?.dashArray).toBeUndefined();
    expect(lines.find((l) => l.key === 'o3-driver')?.path).toEqual([at(29.72, -95.39), at(29.7, -95.4)]);
  });

  it('words the tooltips in Spanish for a Spanish reader', () => {
    const { markers } = mapFeatures(data, () => undefined, spanish);
    expect(markers.find((m) => m.key === 'o2-pickup')?.title).toBe(
      '#ML-0002 recogida: Tarde, confirmado, sin conductor',
    );
    expect(markers.find((m) => m.key === 'd7')?.title).toBe(
      `${MARKUP}: en un trabajo, near Bellaire, TX 77401`,
    );
  });

  it('calls back with the order when either of its dots is selected', () => {
    const onSelect = vi.fn();
    const { markers } = mapFeatures(data, onSelect, english);
    markers.find((m) => m.key === 'o2-delivery')?.onSelect?.();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('moves a driver in the cached map on a position frame, and leaves others alone', () => {
    const fix = { driverId: 8, latitude: 29.8, longitude: -95.5, timestamp: '2026-03-02T15:01:00.000Z' };
    expect(moveDriver(data, fix)?.drivers[1]).toMatchObject({ position: at(29.8, -95.5) });
    expect(moveDriver(data, { ...fix, driverId: 99 })).toBe(data);
  });
});
