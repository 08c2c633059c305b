/** A driver going on and off shift. */
import type { SessionUser } from '@domain/auth';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { publishRosterChange } from '../../realtime/roster-events';
import { recordAudit } from '../audit/index';
import * as repo from './repository';
import { approvedDriverId, sessionDriverId } from './service';
import { FINISH_JOBS_FIRST } from '@domain/driver';

/** PATCH /api/driver/status: on shift (available, or busy while a job is under way) or off shift. */
export async function setShift(
  db: Db,
  viewer: SessionUser,
  wanted: 'available' | 'offline',
  ip: string | null,
): Promise<{ driverId: number; status: repo.DriverRow['status'] }> {
  // Dispatch must not see an unvetted driver as available; going off shift is always allowed.
  const driverId = wanted === 'available' ? approvedDriverId(viewer) : sessionDriverId(viewer);
  return db.transaction(async (tx) => {
    const driver = await repo.findDriver(tx, driverId, true);
    if (!driver) throw notFound('Driver not found');
    const running = await repo.hasRunJob(tx, driverId);
    if (wanted === 'offline' && running) throw new AppError('DRIVER_HAS_JOBS', FINISH_JOBS_FIRST);
    const status = wanted === 'available' && running ? 'busy' : wanted;
    if (status !== driver.status) {
      await repo.setDriverStatus(tx, driverId, status);
      await publishRosterChange(tx, driverId, 'shift');
      await recordAudit(tx, {
        action: 'driver_shift',
        actorUserId: viewer.id,
        entityType: 'driver',
        entityId: driverId,
        ipAddress: ip,
        details: { from: driver.status, to: status },
      });
    }
    return { driverId, status };
  });
}
