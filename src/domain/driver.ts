/**
 * Schemas of the driver app's calls: the job board, accepting,
 * the step-by-step run, location sharing, shift status, the stat cards, performance, achievements
 * and the leaderboard. The rules behind the figures are in driver-rules, driver-achievements and
 * driver-performance (decision 007).
 */
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from './driver-achievements';
import type { Badge } from './driver-rules';
import { DRIVER_STATUSES, ORDER_STATUSES } from './enums';
import { latitudeSchema, longitudeSchema } from './order-fields';
import { orderResponse } from './order-response';
import { scanSchema, stepProofInput } from './proof-media';
import { exceptionsInput, scansInput } from './pieces';

export const JOB_TAKEN = 'This job has already been taken by another driver';
export const ALREADY_YOURS = 'You have already accepted this job';
export const GO_ON_SHIFT = 'Go on shift to accept jobs';
export const NOT_YOUR_JOB = 'Only the driver of this job can update it';
export const FINISH_JOBS_FIRST = 'Finish your active deliveries before going off shift';
export const LOCATION_INACTIVE = 'Location is shared only while a job is under way';

/** How far "near you" reaches on the driver's Available Jobs card, in miles. */
export const NEAR_RADIUS_MILES = 50;

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
  proof: stepProofInput.optional(),
  /** The label's decoded text: another order's label is refused with 409. */
  scan: scanSchema.optional(),
  /** Every piece's label, scanned or typed, at pickup_complete and delivered. */
  scans: scansInput.optional(),
  /** Pieces that cannot be scanned, each with its reason and a note: the step completes, dispatch is told. */
  exceptions: exceptionsInput.optional(),
});
export type DriverStepRequest = z.infer<typeof driverStepRequest>;

/** POST /api/orders/{id}/decline. A driver hands a job back, saying why (dispatch reads it). */
export const DECLINE_REASON_MAX = 500;
export const declineJobRequest = z.object(
  {
    reason: z
      .string({ message: 'reason: say why you are declining this job' })
      .trim()
      .min(3, 'reason: say why you are declining this job (at least 3 characters)')
      .max(DECLINE_REASON_MAX, `reason must be at most ${DECLINE_REASON_MAX} characters`)
      // Control characters cannot be stored in every column type, and a reason never needs them.
      .refine(
        (v) => !/[\p{Cc}\p{Cs}]/u.test(v.replace(/[\n\t]/g, ' ')),
        'reason contains characters that are not allowed',
      ),
  },
  { message: 'Send { reason } with the decline' },
);
export type DeclineJobRequest = z.infer<typeof declineJobRequest>;
export const CANNOT_DECLINE =
  'This job can no longer be declined: the item has been picked up. Call dispatch.';

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

/** POST /api/orders/{id}/location and POST /api/driver/location (a position update). */
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

/**
 * POST /api/orders/{id}/location/batch: the positions a phone kept while it had no
 * signal, sent in one request when it is back. The phone thins them to one per
 * OFFLINE_TRAIL_INTERVAL_MS; the server takes at most LOCATION_BATCH_MAX, oldest first, each with
 * the time it was taken (plausible as for a single fix).
 */
export const OFFLINE_TRAIL_INTERVAL_MS = 15_000;
export const LOCATION_BATCH_MAX = 500;
export const locationBatchRequest = z
  .object(
    {
      positions: z
        .array(
          z.object({
            latitude: latitudeSchema('latitude'),
            longitude: longitudeSchema('longitude'),
            timestamp: deviceTimestamp,
          }),
          { message: 'positions must be a list of { latitude, longitude, timestamp }' },
        )
        .min(1, 'positions: send at least one position')
        .max(LOCATION_BATCH_MAX, `positions: at most ${LOCATION_BATCH_MAX} in one batch`),
    },
    { message: 'Send { positions: [...] }' },
  )
  .superRefine((body, ctx) => {
    for (let i = 1; i < body.positions.length; i++) {
      if (body.positions[i]!.timestamp.getTime() <= body.positions[i - 1]!.timestamp.getTime()) {
        ctx.addIssue({
          code: 'custom',
          path: ['positions', i, 'timestamp'],
          message: 'positions must be in the order they were taken, oldest first',
        });
        return;
      }
    }
  });
export type LocationBatchRequest = z.infer<typeof locationBatchRequest>;

export const locationBatchResponse = z.object({
  orderId: z.number().int(),
  driverId: z.number().int(),
  /** How many positions were stored: all of them, or the request was refused. */
  stored: z.number().int(),
  /** The newest of them, when it became the driver's current position (else null). */
  latest: locationUpdateResponse.nullable(),
});
export type LocationBatchResponse = z.infer<typeof locationBatchResponse>;

/** GET /api/orders/{id}/trail: the driver's recorded path for this job, oldest first. */
export const trailResponse = z.object({
  orderId: z.number().int(),
  positions: z.array(z.object({ latitude: z.number(), longitude: z.number(), recordedAt: z.string() })),
});
export type TrailResponse = z.infer<typeof trailResponse>;

/** PATCH /api/driver/status: on or off shift. Busy follows from jobs and is never asked for. */
export const driverShiftRequest = z.object({
  status: z.enum(['available', 'offline'], { message: "status must be 'available' or 'offline'" }),
});
export const driverShiftResponse = z.object({
  driverId: z.number().int(),
  status: z.enum(DRIVER_STATUSES),
});

/** GET /api/orders/available: an open job, with the straight-line miles to its pickup when known. */
export const availableJobResponse = orderResponse.extend({
  distanceToPickup: z.string().optional(),
  /** Auto-dispatch: offered to this driver alone until then; absent for open jobs. */
  offerExpiresAt: z.string().optional(),
  /** What this driver earns for the job under its pay rule in force today (drivers only). */
  driverPay: z.string().optional(),
});
export type AvailableJobResponse = z.infer<typeof availableJobResponse>;

/** GET /api/driver/stats/{driverId}: the four stat cards of the driver dashboard, plus the jobs under way. */
export const driverStatsResponse = z.object({
  availableJobs: z.number().int(),
  completedJobs: z.number().int(),
  /** Miles, one decimal. */
  milesDriven: z.string(),
  /** The driver's pay for every delivered job (its pay rules; issued weeks as issued) with adjustments, two decimals. */
  moneyEarned: z.string(),
  activeJobs: z.number().int(),
  /** The driver's own shift status, so the app can show On shift / Off shift after a reload. */
  status: z.enum(DRIVER_STATUSES),
  /** Open jobs within `nearRadiusMiles` of the driver's last position; null when unknown. */
  nearbyJobs: z.number().int().nullable().optional(),
  nearRadiusMiles: z.number().optional(),
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
