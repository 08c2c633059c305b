/**
 * Erasing an organisation's personal data on its request, within the retention rules: each of its
 * orders is redacted as the nightly retention redacts an old one (its custody chain keeps
 * verifying), one transaction per order; an order under a legal hold is left as it is and named;
 * its members' saved places lose their contacts and access notes. Accounts, prices and the
 * chain's hashes stay: invoices and custody evidence must outlive the personal data.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { ErasureResponse } from '@domain/organization-data';
import type { SessionUser } from '@domain/auth';
import type { Db } from '../../db/client';
import { orders, savedPlaces, users } from '../../db/schema/index';
import { recordAudit } from '../audit/index';
import { findHold, findRedaction, redactOrder } from '../retention/index';

export async function eraseOrganizationData(
  db: Db,
  organizationId: number,
  admin: SessionUser,
  ipAddress: string | null,
): Promise<ErasureResponse> {
  const ids = (
    await db.select({ id: orders.id }).from(orders).where(eq(orders.organizationId, organizationId))
  ).map((o) => o.id);
  const answer: ErasureResponse = {
    organizationId,
    erasedOrders: [],
    heldOrders: [],
    alreadyErased: [],
    savedPlacesErased: 0,
  };
  for (const orderId of ids) {
    await db.transaction(async (tx) => {
      if (await findHold(tx, orderId)) return void answer.heldOrders.push(orderId);
      if (await findRedaction(tx, orderId)) return void answer.alreadyErased.push(orderId);
      await redactOrder(tx, orderId, {
        reason: 'erasure',
        retentionDays: null,
        runId: null,
        actorId: admin.id,
        now: new Date(),
      });
      answer.erasedOrders.push(orderId);
    });
  }
  const members = db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId));
  const places = await db
    .update(savedPlaces)
    .set({ contactName: null, contactPhone: null, accessNotes: null, updatedAt: new Date() })
    .where(
      and(
        inArray(savedPlaces.clientId, members),
        or(
          isNotNull(savedPlaces.contactName),
          isNotNull(savedPlaces.contactPhone),
          isNotNull(savedPlaces.accessNotes),
        ),
      ),
    )
    .returning({ id: savedPlaces.id });
  answer.savedPlacesErased = places.length;
  await recordAudit(db, {
    action: 'organization_data_erased',
    actorUserId: admin.id,
    entityType: 'organization',
    entityId: organizationId,
    ipAddress,
    details: {
      erased: answer.erasedOrders.length,
      held: answer.heldOrders,
      alreadyErased: answer.alreadyErased.length,
      savedPlaces: answer.savedPlacesErased,
    },
  });
  return answer;
}
