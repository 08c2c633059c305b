/**
 * PATCH /api/drivers/{driverId}/capabilities: dispatch sets what a driver can carry and how far it
 * is sent (a cooler, the vehicle's size, its own maximum distance). These are the facts jobFit
 * reads for the assign list, the assign call, auto-dispatch and the driver's board, so setting
 * them here changes what all four offer. Admin only, checked before the body is read.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '@domain/auth';
import { driverIdParam } from '@domain/driver';
import {
  driverCapabilitiesResponse,
  reachOf,
  updateDriverCapabilitiesRequest,
  type DriverCapabilitiesResponse,
  type UpdateDriverCapabilitiesRequest,
} from '@domain/driver-capabilities';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/index';
import { notFound } from '../../errors';
import { currentAuth } from '../../plugins/authenticate';
import { recordAudit } from '../audit/index';
import { readSettings } from '../auto-dispatch/index';

export async function setDriverCapabilities(
  db: Db,
  admin: SessionUser,
  driverId: number,
  change: UpdateDriverCapabilitiesRequest,
  ip: string | null,
): Promise<DriverCapabilitiesResponse> {
  return db.transaction(async (tx) => {
    // Only the fields sent change: undefined is "leave as is", null is "not recorded / the setting".
    const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const [row] = await tx.update(drivers).set(set).where(eq(drivers.id, driverId)).returning({
      id: drivers.id,
      coldChain: drivers.coldChain,
      vehicleSize: drivers.vehicleSize,
      maxDistanceMiles: drivers.maxDistanceMiles,
    });
    if (!row) throw notFound('Driver not found');
    await recordAudit(tx, {
      action: 'driver_capabilities',
      actorUserId: admin.id,
      entityType: 'driver',
      entityId: driverId,
      ipAddress: ip,
      details: set,
    });
    const { maxDistanceMiles: setting } = await readSettings(tx);
    return {
      driverId: row.id,
      coldChain: row.coldChain,
      vehicleSize: row.vehicleSize ?? null,
      maxDistanceMiles: row.maxDistanceMiles,
      reachMiles: reachOf(row, setting),
    };
  });
}

export const driverCapabilityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/api/drivers/:driverId/capabilities',
    {
      config: { permission: 'update:driver-capabilities:any' },
      schema: {
        tags: ['admin'],
        params: driverIdParam,
        body: updateDriverCapabilitiesRequest,
        response: { 200: driverCapabilitiesResponse },
      },
    },
    async (request) =>
      setDriverCapabilities(
        db,
        currentAuth(request).user,
        request.params.driverId,
        request.body,
        request.ip ?? null,
      ),
  );
};
