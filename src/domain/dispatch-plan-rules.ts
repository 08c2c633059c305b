/**
 * The rules the day's plan works by, in one place: how long a piece may ride by its temperature
 * class, how much a vehicle carries, when a shift ends when the driver has not said, and the words
 * for an order the plan cannot serve. The planner (src/domain/planner/) knows none of these words:
 * the day builder turns them into its numbers.
 */
import type { TemperatureClass } from './temperature-classes';

/**
 * Longest time a piece may stay on board, pickup to hand-over, by class: the courier's policy for
 * specimen stability (ambient specimens within four hours of collection reach the lab; a validated
 * cooler holds 2-8 °C for three; dry ice is packed for two).
 */
export const MAX_RIDE_MINUTES: Readonly<Record<TemperatureClass, number>> = {
  ambient: 240,
  refrigerated: 180,
  frozen: 120,
};

/** Pieces a vehicle carries, by words in its description; the first match wins. */
export const VEHICLE_CAPACITY: readonly { pattern: RegExp; pieces: number; label: string }[] = [
  { pattern: /transit|promaster|sprinter|van|express|nv200|metris/i, pieces: 40, label: 'van' },
  {
    pattern: /cr-v|rav4|suv|explorer|tahoe|pickup|f-150|silverado|ram\b/i,
    pieces: 20,
    label: 'SUV or truck',
  },
];
export const DEFAULT_VEHICLE_PIECES = 12;

export function vehiclePieces(description: string | null): number {
  if (!description) return DEFAULT_VEHICLE_PIECES;
  return VEHICLE_CAPACITY.find((row) => row.pattern.test(description))?.pieces ?? DEFAULT_VEHICLE_PIECES;
}

/** A shift with no end of its own ends at the service day's end (Central time). */
export const PLAN_DAY_END_HOUR = 20;

/** Skill bits the planner matches: a request needs all of its bits in the vehicle. */
export const SKILL_COLD_CHAIN = 1;

export const UNSERVED_REASONS = {
  deadline_passed: 'Its deadline has already passed',
  no_cold_chain_driver: 'No cold-chain driver on shift',
  out_of_reach: 'No driver on shift can reach it before its deadline',
  ride_too_long: 'No driver can carry it within its temperature class ride limit',
  no_room: 'Every driver who could reach it in time is full or booked at those times',
} as const;
export type UnservedReason = keyof typeof UNSERVED_REASONS;

/** What an edited plan breaks, in the dispatcher's words (the planner's own plans break none). */
export const VIOLATION_WORDS = {
  late: 'would start after its deadline',
  'over-capacity': 'more pieces than the vehicle carries',
  'delivery-before-pickup': 'drop before its pickup',
  split: 'pickup and drop with different drivers',
  'not-allowed': 'this driver may not carry it (cold chain, or it is with another driver)',
  'ride-too-long': 'on board longer than its temperature class allows',
  'served-twice': 'planned twice',
  'never-delivered': 'picked up and never dropped',
} as const;
export type ViolationReason = keyof typeof VIOLATION_WORDS;
