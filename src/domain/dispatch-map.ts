/**
 * The live dispatch map: what GET /api/admin/dispatch-map answers, and how an order's
 * deadline risk is judged. The answer carries only what the map draws and its list shows: no
 * addresses, contacts, clients or prices (the order's own page has those for whoever may see them).
 */
import { z } from 'zod';
import { ORDER_STATUSES, PRIORITIES, DRIVER_STATUSES } from './enums';
import { estimateTravelMinutes } from './eta';

export const DEADLINE_RISKS = ['on_time', 'at_risk', 'late'] as const;
export type DeadlineRisk = (typeof DEADLINE_RISKS)[number];

/** Less slack than this before the delivery deadline, on the best ETA we have, is "at risk". */
export const AT_RISK_SLACK_MINUTES = 30;

/** The statuses the map shows: confirmed (waiting for a driver) and every step of a run. */
export const MAP_ORDER_STATUSES = [
  'confirmed',
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
] as const;

export interface RiskInput {
  status: string;
  pickupBy: Date | null;
  deliverBy: Date | null;
  /** The live ETA the server stored from the driver's newest position (driver-jobs/eta.ts). */
  etaAt: Date | null;
  /** Road miles still to drive (to the pickup, then to the delivery) when no live ETA is stored. */
  legMiles: readonly number[];
}

/**
 * late: a deadline has passed, or the ETA is past the delivery deadline. at_risk: under
 * AT_RISK_SLACK_MINUTES of slack. The ETA is the stored live one, else the legs left timed by the
 * ETA rule of eta.ts (for a confirmed order: from its pickup, the most hopeful case).
 */
export function deadlineRisk(order: RiskInput, now: Date): DeadlineRisk {
  const beforePickup =
    order.status === 'confirmed' || order.status === 'assigned' || order.status === 'pickup_scheduled';
  if (beforePickup && order.pickupBy && now.getTime() > order.pickupBy.getTime()) return 'late';
  if (!order.deliverBy) return 'on_time';
  const minutes = order.legMiles.reduce((sum, miles) => sum + estimateTravelMinutes(miles), 0);
  const eta = order.etaAt ?? new Date(now.getTime() + minutes * 60_000);
  const slack = (order.deliverBy.getTime() - Math.max(eta.getTime(), now.getTime())) / 60_000;
  if (slack < 0) return 'late';
  return slack < AT_RISK_SLACK_MINUTES ? 'at_risk' : 'on_time';
}

const point = z.object({ latitude: z.number(), longitude: z.number() });

export const dispatchMapOrder = z.object({
  id: z.number().int(),
  displayNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  priority: z.enum(PRIORITIES),
  pickup: point,
  delivery: point,
  pickupBy: z.string().nullable(),
  deliverBy: z.string().nullable(),
  etaAt: z.string().nullable(),
  risk: z.enum(DEADLINE_RISKS),
  driverId: z.number().int().nullable(),
});
export type DispatchMapOrder = z.infer<typeof dispatchMapOrder>;

export const dispatchMapDriver = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(DRIVER_STATUSES),
  coldChain: z.boolean(),
  /** Null until the driver has shared a position: listed, not drawn. */
  position: point.nullable(),
  /** The named place nearest that position ("near Pasadena, TX 77506"); null when none is near. */
  place: z.string().nullable().optional(),
  locationUpdatedAt: z.string().nullable(),
});
export type DispatchMapDriver = z.infer<typeof dispatchMapDriver>;

export const dispatchMapResponse = z.object({
  generatedAt: z.string(),
  orders: z.array(dispatchMapOrder),
  drivers: z.array(dispatchMapDriver),
});
export type DispatchMapResponse = z.infer<typeof dispatchMapResponse>;
