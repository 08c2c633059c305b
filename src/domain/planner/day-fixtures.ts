/**
 * A seeded working day over the five states for the planner's benchmark and tests: drivers and
 * orders spread over ten metros, one in five orders cold chain, deadlines over the day.
 */
import { seededRandom } from '../route-order-fixtures';
import type { DayDriver, DayOrder } from './day';

export const METROS = [
  { name: 'Houston', latitude: 29.76, longitude: -95.37 },
  { name: 'Dallas', latitude: 32.78, longitude: -96.8 },
  { name: 'San Antonio', latitude: 29.42, longitude: -98.49 },
  { name: 'Austin', latitude: 30.27, longitude: -97.74 },
  { name: 'Oklahoma City', latitude: 35.47, longitude: -97.52 },
  { name: 'Tulsa', latitude: 36.15, longitude: -95.99 },
  { name: 'Albuquerque', latitude: 35.08, longitude: -106.65 },
  { name: 'Little Rock', latitude: 34.75, longitude: -92.29 },
  { name: 'New Orleans', latitude: 29.95, longitude: -90.07 },
  { name: 'Baton Rouge', latitude: 30.45, longitude: -91.19 },
] as const;

const MINUTE = 60_000;

export function seededDay(
  seed: number,
  orderCount: number,
  driverCount: number,
  now: Date,
): { orders: DayOrder[]; drivers: DayDriver[] } {
  const random = seededRandom(seed);
  const near = (metro: number) => ({
    latitude: METROS[metro]!.latitude + (random() - 0.5) * 0.3,
    longitude: METROS[metro]!.longitude + (random() - 0.5) * 0.36,
  });
  // Labs and pharmacies repeat: four places per metro take many of the pickups and drops.
  const hubs = METROS.map((_, metro) => Array.from({ length: 4 }, () => near(metro)));
  const hub = (metro: number) => hubs[metro]![Math.floor(random() * 4)]!;
  const drivers: DayDriver[] = Array.from({ length: driverCount }, (_, index) => ({
    id: index + 1,
    position: near(index % METROS.length),
    coldChain: random() < 0.35,
    pieces: random() < 0.3 ? 40 : 12,
    shiftEndsAt: new Date(now.getTime() + (9 + random() * 3) * 60 * MINUTE),
  }));
  const orders: DayOrder[] = Array.from({ length: orderCount }, (_, index) => {
    const metro = index % METROS.length;
    const ready = random() * 7 * 60;
    const pickup = random() < 0.4 ? hub(metro) : near(metro);
    return {
      id: 1000 + index,
      pickup,
      // Most specimens go to one of the metro's labs.
      delivery: random() < 0.6 ? hub(metro) : near(metro),
      readyAt: new Date(now.getTime() + ready * MINUTE),
      pickupBy: new Date(now.getTime() + (ready + 90 + random() * 120) * MINUTE),
      deliverBy: new Date(now.getTime() + (ready + 180 + random() * 180) * MINUTE),
      temperatureClass: random() < 0.2 ? 'refrigerated' : 'ambient',
      pieces: 1 + Math.floor(random() * 3),
      onBoard: null,
      driverId: null,
    };
  });
  return { orders, drivers };
}
