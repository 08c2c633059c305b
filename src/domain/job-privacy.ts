/**
 * Minimum necessary: who may see a driver's position, and what a
 * driver sees of a job it does not hold. One rule here, used by every answer and every frame.
 */
import type { OrderStatus, Role } from './enums';
import { isDispatch, isDriver } from './capabilities';

/**
 * While a client (or its recipient link) may follow its driver: from the driver starting the job
 * (Start Job: pickup_scheduled) through pickup (pickup_complete) and the drive (in_transit), until
 * delivery. Not while merely assigned (the driver may still be finishing another client's job), and
 * never after delivery, cancellation or for any other order.
 */
export const POSITION_SHARED_STATUSES = [
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
] as const satisfies readonly OrderStatus[];

export const isPositionShared = (status: OrderStatus) =>
  (POSITION_SHARED_STATUSES as readonly OrderStatus[]).includes(status);

export interface OrderViewer {
  role: Role;
  driverId?: number | undefined;
}

/**
 * Whether this viewer may see the position of the order's driver: dispatch always, the driver its
 * own (it is where the driver itself is), the client only while this job is under way.
 */
export function mayViewDriverPosition(
  viewer: OrderViewer,
  order: { status: OrderStatus; driverId: number | null },
): boolean {
  if (isDispatch(viewer)) return true;
  if (isDriver(viewer)) return viewer.driverId !== undefined && order.driverId === viewer.driverId;
  return isPositionShared(order.status);
}

/** A driver looking at a job that is not its own (an open job on the board) sees only its area. */
export const seesAreaOnly = (viewer: OrderViewer, order: { driverId: number | null }) =>
  isDriver(viewer) && (viewer.driverId === undefined || order.driverId !== viewer.driverId);

/**
 * "Houston, TX 77002" from "1200 Main St, Houston, TX 77002": the city, state and ZIP, never the
 * street. Falls back to the last part alone (or nothing) when the address has another shape.
 */
export function areaOf(address: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 1; i--) {
    if (/^[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/.test(parts[i]!)) {
      const city = parts[i - 1]!;
      return /\d/.test(city) ? parts[i]! : `${city}, ${parts[i]}`;
    }
  }
  const last = parts[parts.length - 1] ?? '';
  return /\d+\s+\S/.test(last) && parts.length === 1 ? '' : last;
}

/** Coordinates to two decimals (about a kilometre): enough for a map of the area, not a door. */
export const coarseCoordinate = (value: string) => Number(value).toFixed(2);

/**
 * What a driver learns from an order's history, by tenure: of a job it does not hold (an open job)
 * only when each step happened; of its own job, where and by whom each step was taken, except the
 * steps another driver took before the job came to this one (that driver's positions and name).
 * Dispatch and the client see every step.
 */
export type HistoryDetail = 'full' | 'status-only';

export function historyDetail(
  viewer: OrderViewer & { id: number },
  order: { driverId: number | null },
  step: { actorUserId: number | null; actorRole: Role | null },
): HistoryDetail {
  if (!isDriver(viewer)) return 'full';
  if (seesAreaOnly(viewer, order)) return 'status-only';
  const anotherDriver = step.actorRole === 'driver' && step.actorUserId !== viewer.id;
  return anotherDriver ? 'status-only' : 'full';
}
