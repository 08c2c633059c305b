/** The only file of the ratings module that touches ratings and a driver's average. */
import { and, eq, sql } from 'drizzle-orm';
import type { RatingUserType } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { drivers, orders, ratings } from '../../db/schema/index';

export type RatingRow = typeof ratings.$inferSelect;

export function listOrderRatings(db: DbOrTx, orderId: number) {
  return db.select().from(ratings).where(eq(ratings.orderId, orderId));
}

/** The unique (orderId, userType) index refuses a second rating for one side (23505). */
export async function insertRating(
  db: DbOrTx,
  values: {
    orderId: number;
    raterUserId: number;
    userType: RatingUserType;
    rating: number;
    feedback: string | null;
  },
): Promise<RatingRow> {
  const [row] = await db.insert(ratings).values(values).returning();
  return row!;
}

/**
 * Holds the driver's row until the transaction ends. Two ratings of one driver on different orders
 * then recompute the average one after the other, each seeing the other's row, instead of both
 * from a snapshot without it (a lost update under READ COMMITTED).
 */
export async function lockDriver(db: DbOrTx, driverId: number) {
  await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
}

/** The average of every client rating of the driver's orders, rounded to 2 places as numeric(3,2) holds it. */
export async function recomputeDriverRating(db: DbOrTx, driverId: number) {
  const [row] = await db
    .update(drivers)
    .set({
      rating: sql`(select round(avg(${ratings.rating})::numeric, 2) from ${ratings}
        join ${orders} on ${orders.id} = ${ratings.orderId}
        where ${and(eq(orders.driverId, driverId), eq(ratings.userType, 'client'))})`,
    })
    .where(eq(drivers.id, driverId))
    .returning({ rating: drivers.rating });
  return row?.rating ?? null;
}
