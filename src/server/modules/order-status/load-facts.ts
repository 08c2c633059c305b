/**
 * The facts a status change is decided from, read in the change's transaction: the order as the
 * caller read it, its pieces at a hand-over, the driver taking a job (its capabilities, distance
 * to the pickup, dispatch's distance setting and its name) and the actor as the ledger names it.
 * Nothing here decides: decideStatusChange does, from what this answers.
 */
import { eq } from 'drizzle-orm';
import { haversineMiles } from '@domain/geo';
import { checksPieces, type Assignee, type StatusFacts } from '@domain/status-decision/index';
import type { Tx } from '../../db/client';
import { drivers, type orders } from '../../db/schema/index';
import { readSettings } from '../auto-dispatch/index';
import { custodyActor, driverName } from '../custody/index';
import { listPieces } from '../pieces/index';
import type { StatusChange } from './types';

type OrderRow = typeof orders.$inferSelect;

export async function loadFacts(
  tx: Tx,
  order: OrderRow,
  change: StatusChange,
  now: Date,
): Promise<StatusFacts> {
  const taking = change.action === 'assign' || change.action === 'accept';
  if (taking && change.assignDriverId === undefined) throw new Error('assign and accept need the driver');
  return {
    order,
    action: change.action,
    actor: change.actor,
    custodyActor: await custodyActor(tx, change.actor.userId, change.actor.role, change.actorName),
    now,
    assignee: taking ? await loadAssignee(tx, order, change.assignDriverId!, change) : undefined,
    pieces: checksPieces({ ...change, actor: change.actor }) ? await listPieces(tx, order.id) : undefined,
    location: change.location,
    note: change.note,
    declineReason: change.declineReason,
    proof: change.proof,
    scan: change.scan,
    scans: change.scans,
    exceptions: change.exceptions,
    audited: change.audit !== undefined,
  };
}

/** The driver given or taking the job, as the fit rule and the ledger need it; null if none. */
async function loadAssignee(
  tx: Tx,
  order: OrderRow,
  driverId: number,
  change: StatusChange,
): Promise<Assignee | null> {
  const [driver] = await tx
    .select({
      coldChain: drivers.coldChain,
      vehicleSize: drivers.vehicleSize,
      maxDistanceMiles: drivers.maxDistanceMiles,
      latitude: drivers.currentLatitude,
      longitude: drivers.currentLongitude,
    })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  if (!driver) return null;
  const milesToPickup =
    driver.latitude !== null && driver.longitude !== null
      ? haversineMiles(
          { latitude: Number(driver.latitude), longitude: Number(driver.longitude) },
          { latitude: Number(order.pickupLatitude), longitude: Number(order.pickupLongitude) },
        )
      : null;
  const { maxDistanceMiles } = await readSettings(tx);
  // A driver taking a job itself is the actor, whose name came with its session.
  const name =
    change.actor.driverId === driverId && change.actorName !== undefined
      ? change.actorName
      : ((await driverName(tx, driverId)) ?? `Driver ${driverId}`);
  return {
    id: driverId,
    name,
    capabilities: {
      coldChain: driver.coldChain,
      vehicleSize: driver.vehicleSize,
      maxDistanceMiles: driver.maxDistanceMiles,
    },
    milesToPickup,
    settingMiles: maxDistanceMiles,
  };
}
