/**
 * Dispatch's view of its drivers (the driver lists, the "available drivers" figure) changes when a
 * driver registers, is approved or rejected, or goes on or off shift, with no order changing. One
 * admin-only frame says so; the console refetches what it shows (domain/events.ts keeps it from
 * clients and drivers). Publish inside the change's transaction, like every other live event.
 */
import { publishEvent } from './event-bus';
import type { DbOrTx } from '../db/client';

export type RosterChange = 'registered' | 'approved' | 'rejected' | 'shift';

/** No client owns a roster change (client 0 is nobody) and it is no open job. */
const DISPATCH_ONLY = { clientId: 0, driverId: null, openJob: false } as const;

export function publishRosterChange(tx: DbOrTx, driverId: number, reason: RosterChange): Promise<void> {
  return publishEvent(tx, DISPATCH_ONLY, { type: 'driver_roster_update', driverId, reason });
}
