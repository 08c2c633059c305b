/** The driver side of an assignment; changeOrderStatus does the order side. */
import { and, eq } from 'drizzle-orm';
import type { DriverStatus } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { drivers } from '../../db/schema/index';

export async function findDriverStatus(db: DbOrTx, id: number): Promise<DriverStatus | undefined> {
  const [row] = await db.select({ status: drivers.status }).from(drivers).where(eq(drivers.id, id)).limit(1);
  return row?.status;
}

/**
 * Available -> busy, only if still available: of two dispatchers giving this driver a job at the
 * same moment, the second finds the row busy (PostgreSQL re-checks the condition after the first
 * commits) and changes nothing.
 */
export async function claimDriver(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(drivers)
    .set({ status: 'busy' })
    // Only an approved driver takes jobs: an unvetted one is "not available".
    .where(and(eq(drivers.id, id), eq(drivers.status, 'available'), eq(drivers.approvalStatus, 'approved')))
    .returning({ id: drivers.id });
  return rows.length > 0;
}
