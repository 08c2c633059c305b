/**
 * Everything an organisation's export holds, read in one repeatable-read transaction so the files
 * agree with one another: the organisation, its members (never a password hash or a second-factor
 * secret), its orders with their pieces, status history, messages and custody entries, and the
 * audit and access log entries about those orders or made by its members. Proof images stay out:
 * they are sealed at rest and the custody entries carry their hashes.
 */
import { and, arrayOverlaps, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessLog,
  auditLog,
  custodyEntries,
  messages,
  orderPieces,
  orders,
  organizations,
  trackingEvents,
  users,
} from '../../db/schema/index';

export type OrganizationData = NonNullable<Awaited<ReturnType<typeof collectOrganizationData>>>;

export async function collectOrganizationData(db: Db, organizationId: number) {
  return db.transaction(
    async (tx) => {
      const [organization] = await tx
        .select()
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      if (!organization) return null;
      const members = await tx
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          organizationRole: users.organizationRole,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.organizationId, organizationId))
        .orderBy(asc(users.id));
      const orderRows = await tx
        .select()
        .from(orders)
        .where(eq(orders.organizationId, organizationId))
        .orderBy(asc(orders.id));
      const ids = orderRows.map((o) => o.id);
      const memberIds = members.map((m) => m.id);
      const ofOrders = <T>(read: () => Promise<T[]>) =>
        ids.length > 0 ? read() : Promise.resolve([] as T[]);
      const pieces = await ofOrders(() =>
        tx.select().from(orderPieces).where(inArray(orderPieces.orderId, ids)).orderBy(asc(orderPieces.id)),
      );
      const tracking = await ofOrders(() =>
        tx
          .select({
            id: trackingEvents.id,
            orderId: trackingEvents.orderId,
            status: trackingEvents.status,
            note: trackingEvents.note,
            latitude: trackingEvents.latitude,
            longitude: trackingEvents.longitude,
            proofRecorded: sql<boolean>`${trackingEvents.proof} is not null`,
            createdAt: trackingEvents.createdAt,
          })
          .from(trackingEvents)
          .where(inArray(trackingEvents.orderId, ids))
          .orderBy(asc(trackingEvents.id)),
      );
      const chat = await ofOrders(() =>
        tx.select().from(messages).where(inArray(messages.orderId, ids)).orderBy(asc(messages.id)),
      );
      const custody = await ofOrders(() =>
        tx
          .select()
          .from(custodyEntries)
          .where(inArray(custodyEntries.orderId, ids))
          .orderBy(asc(custodyEntries.orderId), asc(custodyEntries.seq)),
      );
      const aboutOrders =
        ids.length > 0 ? and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, ids)) : undefined;
      const byMembers = memberIds.length > 0 ? inArray(auditLog.actorUserId, memberIds) : undefined;
      const audit =
        aboutOrders || byMembers
          ? await tx.select().from(auditLog).where(or(aboutOrders, byMembers)).orderBy(asc(auditLog.id))
          : [];
      const reads = ids.length
        ? await tx
            .select()
            .from(accessLog)
            .where(arrayOverlaps(accessLog.orderIds, ids))
            .orderBy(asc(accessLog.seq))
        : [];
      return {
        organization,
        members,
        orders: orderRows,
        pieces,
        tracking,
        messages: chat,
        custody,
        audit,
        reads,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function organizationName(db: Db, organizationId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
