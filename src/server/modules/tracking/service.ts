/** An order's chain of custody as the tracking pages show it. */
import type { SessionUser } from '@domain/auth';
import type { TrackingEventResponse } from '@domain/tracking';
import type { Db } from '../../db/client';
import { visibleOrder } from '../order-access/policy';
import * as repo from './repository';

export async function listTracking(
  db: Db,
  viewer: SessionUser,
  orderId: number,
): Promise<TrackingEventResponse[]> {
  // Whoever may read the order may read its history, and nobody else learns that it exists.
  await visibleOrder(db, viewer, orderId);
  const rows = await repo.listTrackingEvents(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    note: row.note,
    latitude: row.latitude,
    longitude: row.longitude,
    actor:
      row.actorId !== null
        ? {
            id: row.actorId,
            firstName: row.actorFirstName ?? '',
            lastName: row.actorLastName ?? '',
            role: row.actorRole ?? 'client',
          }
        : null,
  }));
}
