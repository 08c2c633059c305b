/** An order's chain of custody as the tracking pages show it. */
import type { SessionUser } from '@domain/auth';
import type { TrackingEventResponse } from '@domain/tracking';
import { historyDetail } from '@domain/job-privacy';
import type { Db } from '../../db/client';
import { visibleOrder } from '../order-access/index';
import * as repo from './repository';

export async function listTracking(
  db: Db,
  viewer: SessionUser,
  orderId: number,
): Promise<TrackingEventResponse[]> {
  // Whoever may read the order may read its history, and nobody else learns that it exists.
  const order = await visibleOrder(db, viewer, orderId);
  const rows = await repo.listTrackingEvents(db, orderId);
  return rows.map((row) => {
    const detail = historyDetail(viewer, order, { actorUserId: row.actorId, actorRole: row.actorRole });
    return detail === 'full' ? fullStep(row) : statusOnly(row);
  });
}

type Row = Awaited<ReturnType<typeof repo.listTrackingEvents>>[number];

/** When the step happened and what it made the order, nothing of where or by whom. */
const statusOnly = (row: Row): TrackingEventResponse => ({
  id: row.id,
  orderId: row.orderId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  note: null,
  latitude: null,
  longitude: null,
  actor: null,
});

function fullStep(row: Row): TrackingEventResponse {
  return {
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
  };
}
