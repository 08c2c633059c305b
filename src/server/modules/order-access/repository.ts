/** The one query order access needs. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';

/** The order's parties and status: all a visibility or party check reads. */
export async function findOrderParties(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      clientId: orders.clientId,
      organizationId: orders.organizationId,
      driverId: orders.driverId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}
