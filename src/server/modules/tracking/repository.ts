/** The only file of the tracking module that reads tracking events. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trackingEvents, users } from '../../db/schema/index';

/** An order's events with who made each, oldest first; `id` breaks ties between equal times. */
export function listTrackingEvents(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: trackingEvents.id,
      orderId: trackingEvents.orderId,
      status: trackingEvents.status,
      createdAt: trackingEvents.createdAt,
      note: trackingEvents.note,
      latitude: trackingEvents.latitude,
      longitude: trackingEvents.longitude,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorRole: users.role,
    })
    .from(trackingEvents)
    .leftJoin(users, eq(users.id, trackingEvents.actorUserId))
    .where(eq(trackingEvents.orderId, orderId))
    .orderBy(asc(trackingEvents.createdAt), asc(trackingEvents.id));
}
