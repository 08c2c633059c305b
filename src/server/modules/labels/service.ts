/** The label of an order, and a driver's cold-chain capability. */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/index';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { toOrderResponse } from '../orders/index';
import { findOrder } from '../orders/index';
import { canReadOrder } from '../access-policy/index';
import { renderLabel } from './label-pdf';
import { documentLanguage, documentWords } from '../notifications/index';
import { memberLanguage } from '@domain/languages';

/** The label in the reader's language (their choice, else their browser's, else English). */
export async function orderLabel(db: Db, viewer: SessionUser, orderId: number, acceptLanguage?: string) {
  const row = await findOrder(db, orderId);
  if (!row || !canReadOrder(viewer, row.order)) throw notFound('Order not found');
  // The viewer's own view: a driver who has not taken the job gets a label of the area only.
  const o = toOrderResponse(row, viewer);
  const pdf = await renderLabel(
    {
      ...o,
      pickupBy: new Date(o.pickupBy),
      deliverBy: new Date(o.deliverBy),
      pieces: o.pieces ?? [],
    },
    documentWords(
      documentLanguage(memberLanguage(viewer.language, viewer.organizationLanguage), acceptLanguage),
    ),
  );
  return { pdf, name: `label-${o.displayNumber}` };
}

export async function setColdChain(
  db: Db,
  admin: SessionUser,
  driverId: number,
  coldChain: boolean,
  ip: string | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(drivers)
      .set({ coldChain })
      .where(eq(drivers.id, driverId))
      .returning({ id: drivers.id, coldChain: drivers.coldChain });
    if (!row) throw notFound('Driver not found');
    await recordAudit(tx, {
      action: 'driver_cold_chain',
      actorUserId: admin.id,
      entityType: 'driver',
      entityId: driverId,
      ipAddress: ip,
      details: { coldChain },
    });
    return { driverId: row.id, coldChain: row.coldChain };
  });
}
