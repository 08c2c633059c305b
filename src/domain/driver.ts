/**
 * Schemas of the driver app's calls (spec 2 Driver dashboard, 3, 7): the job board, accepting,
 * the step-by-step run, location sharing, shift status, the stat cards, performance, achievements
 * and the leaderboard. The rules behind the figures are in driver-rules, driver-achievements and
 * driver-performance (decision 007).
 */
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from './driver-achievements';
import type { Badge } from './driver-rules';
import { DRIVER_STATUSES, ORDER_STATUSES } from './enums';
import { latitudeSchema, longitudeSchema, orderResponse } from './orders';
import { proofInput } from './proof';

export const JOB_TAKEN = 'This job has already been taken by another driver';
export const ALREADY_YOURS = 'You have already accepted this job';
export const GO_ON_SHIFT = 'Go on shift to accept jobs';
export const NOT_YOUR_JOB = 'Only the driver of this job can update it';
export const FINISH_JOBS_FIRST = 'Finish your active deliveries before going off shift';
export const LOCATION_INACTIVE = 'Location is shared only while a job is under way';

/** Spec 9: the driver's share of an order's cost. */
export const DRIVER_SHARE_PERCENT = 15;

/** How far a device's clock may run ahead, and how old a queued position may be. */
export const LOCATION_MAX_AHEAD_MS = 10 * 60_000;
export const LOCATION_MAX_AGE_MS = 24 * 3_600_000;
/** A position younger than this is where a status change happened. */
export const POSITION_FRESH_MS = 2 * 60_000;

const driverIdField = z.coerce
  .number({ message: 'driverId must be a number' })
  .int('driverId must be a whole number')
  .positive('driverId must be a whole number')
  .max(2_147_483_647, 'driverId is too large');

export const driverIdParam = z.object({ driverId: driverIdField });

/** POST /api/orders/{id}/accept: the spec sends driverId; the session decides, the body may only agree. */
export const acceptJobRequest = z.object({ driverId: driverIdField.optional() }).nullish();

/**
 * PATCH /api/orders/{id}/status. `proof` is the hand-over proof of pickup_complete and delivered
 * (src/domain/proof.ts): its shape is checked here (400), whether it is enough by the server (409).
 */
export const driverStepRequest = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'status must be one of the order statuses' }),
  proof: proofInput.optional(),
});
export type DriverStepRequest = z.infer<typeof driverStepRequest>;

/** Why a device's timestamp is refused, or null; `now` is the server's clock. */
export function timestampProblem(at: Date, now: Date): string | null {
  if (at.getTime() - now.getTime() > LOCATION_MAX_AHEAD_MS) return 'timestamp is in the future';
  if (now.getTime() - at.getTime() > LOCATION_MAX_AGE_MS) return 'timestamp is more than 24 hours old';
  return null;
}

/** An ISO date-time, or milliseconds since 1970 as the browser's geolocation gives them. */
const deviceTimestamp = z
  .union([z.iso.datetime({ offset: true }), z.number().int().positive().max(8_640_000_000_000_000)], {
    message: 'timestamp must be an ISO date and time or milliseconds since 1970',
  })
  .transform((v) => new Date(v))
  .superRefine((at, ctx) => {
    const problem = timestampProblem(at, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/orders/{id}/location and POST /api/driver/location (spec 3 Location update). */
export const locationUpdateRequest = z.object({
  latitude: latitudeSchema('latitude'),
  longitude: longitudeSchema('longitude'),
  timestamp: deviceTimestamp.optional(),
  /** What the page believes the job's status is; the server records the order's real one. */
  status: z.enum(ORDER_STATUSES, { message: 'status must be one of the order statuses' }).optional(),
});
export type LocationUpdateRequest = z.input<typeof locationUpdateRequest>;

export const locationUpdateResponse = z.object({
  orderId: z.number().int().nullable(),
  driverId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  timestamp: z.string(),
  /** False when a newer position was already known (a fix that arrived late): kept, not shown. */
  current: z.boolean(),
});
export type LocationUpdateResponse = z.infer<typeof locationUpdateResponse>;

/** PATCH /api/driver/status: on or off shift. Busy follows from jobs and is never asked for. */
export const driverShiftRequest = z.object({
  status: z.enum(['available', 'offline'], { message: "status must be 'available' or 'offline'" }),
});
export const driverShiftResponse = z.object({
  driverId: z.number().int(),
  status: z.enum(DRIVER_STATUSES),
});

/** GET /api/orders/available: an open job, with the straight-line miles to its pickup when known. */
export const availableJobResponse = orderResponse.extend({ distanceToPickup: z.string().optional() });
export type AvailableJobResponse = z.infer<typeof availableJobResponse>;

/** GET /api/driver/stats/{driverId}: the four stat cards of spec 2, plus the jobs under way. */
export const driverStatsResponse = z.object({
  availableJobs: z.number().int(),
  completedJobs: z.number().int(),
  /** Miles, one decimal. */
  milesDriven: z.string(),
  /** The driver's share (15 %) of its delivered orders' cost, two decimals. */
  moneyEarned: z.string(),
  activeJobs: z.number().int(),
  /** The driver's own shift status, so the app can show On shift / Off shift after a reload. */
  status: z.enum(DRIVER_STATUSES),
});
export type DriverStatsResponse = z.infer<typeof driverStatsResponse>;

const badge = z.enum(['Platinum', 'Gold', 'Silver', 'Bronze'] as const satisfies readonly Badge[]);

export const driverPerformanceResponse = z.object({
  totalPoints: z.number().int(),
  level: z.number().int(),
  rank: z.string(),
  badge,
  pointsToNextLevel: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  onTimePercentage: z.number().nullable(),
  weeklyProgress: z.number().int(),
  weeklyGoal: z.number().int(),
  perfectDeliveries: z.number().int(),
  averageRating: z.number().nullable(),
  totalDeliveries: z.number().int(),
});
export type DriverPerformanceResponse = z.infer<typeof driverPerformanceResponse>;

export const achievementResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  progress: z.number().int(),
  requirement: z.number().int(),
  points: z.number().int(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  driverId: z.number().int(),
  /** First name and last initial: colleagues see who leads, not each other's full names. */
  driverName: z.string(),
  points: z.number().int(),
  deliveries: z.number().int(),
  badge,
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;
