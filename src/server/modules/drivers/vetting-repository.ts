/** The vetting side of drivers: applications and the admin's decision. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DriverApproval } from '@domain/driver-vetting';
import type { DbOrTx } from '../../db/client';
import { drivers, orders, users } from '../../db/schema/index';
import { JOB_STATUSES } from './repository';

const applicationColumns = {
  driverId: drivers.id,
  approvalStatus: drivers.approvalStatus,
  rejectionReason: drivers.rejectionReason,
  reviewedAt: drivers.reviewedAt,
  createdAt: drivers.createdAt,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};

export async function listApplications(db: DbOrTx, status: DriverApproval) {
  return db
    .select(applicationColumns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.approvalStatus, status))
    .orderBy(asc(drivers.createdAt), asc(drivers.id));
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

/** The driver's application, locked: two admins deciding at once queue on the row. */
export async function findApplication(db: DbOrTx, driverId: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId))
    .limit(1)
    .for('update', { of: drivers });
  return row;
}

export async function decide(
  db: DbOrTx,
  driverId: number,
  decision: { approvalStatus: DriverApproval; rejectionReason: string | null; reviewedBy: number },
) {
  const values = { ...decision, reviewedAt: new Date() };
  // A rejected driver goes off shift: dispatch must not see it as available.
  await db
    .update(drivers)
    .set(decision.approvalStatus === 'rejected' ? { ...values, status: 'offline' } : values)
    .where(eq(drivers.id, driverId));
}

export async function hasJobUnderWay(db: DbOrTx, driverId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...JOB_STATUSES])))
    .limit(1);
  return row !== undefined;
}
