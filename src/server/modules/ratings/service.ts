/**
 * Ratings after delivery: the order's client rates its driver, its driver rates the client, once
 * each (a client and a driver rate each other). The side is the rater's role; admins do not rate.
 */
import type { SessionUser } from '@domain/auth';
import type { RatingUserType } from '@domain/enums';
import {
  RATING_ALREADY_GIVEN,
  RATING_NOT_DELIVERED,
  type OrderRatingsResponse,
  type RatingResponse,
} from '@domain/ratings';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../errors';
import { assertPermission, canRateOrder, isOrderParty } from '../access-policy/index';
import { visibleOrder } from '../order-access/index';
import * as repo from './repository';

export const NOT_A_PARTY = 'Only the client and the driver of this order can rate it';

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE is on it or on its cause.
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

export async function rateOrder(
  db: Db,
  rater: SessionUser,
  orderId: number,
  input: { rating: number; feedback: string | null },
): Promise<RatingResponse> {
  assertPermission(rater, 'create:rating:own,assigned', 'Admins do not rate orders');
  // Past the permission, the rater is the order's client or a driver.
  const userType = rater.role as RatingUserType;
  try {
    return await db.transaction(async (tx) => {
      const order = await visibleOrder(tx, rater, orderId);
      if (!canRateOrder(rater, order)) throw forbidden(NOT_A_PARTY);
      if (order.status !== 'delivered' || order.driverId === null)
        throw new AppError('RATING_NOT_OPEN', RATING_NOT_DELIVERED);
      if (userType === 'client') await repo.lockDriver(tx, order.driverId);
      const row = await repo.insertRating(tx, {
        orderId,
        raterUserId: rater.id,
        userType,
        rating: input.rating,
        feedback: input.feedback,
      });
      // The driver's shown average moves with the rating, in the same transaction.
      if (userType === 'client') await repo.recomputeDriverRating(tx, order.driverId);
      return {
        id: row.id,
        orderId: row.orderId,
        userType: row.userType,
        rating: row.rating,
        feedback: row.feedback,
        createdAt: row.createdAt.toISOString(),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_RATED', RATING_ALREADY_GIVEN);
    throw error;
  }
}

/** Both sides' ratings, so the page knows whether to offer the dialog; for the parties and admins. */
export async function getOrderRatings(
  db: Db,
  viewer: SessionUser,
  orderId: number,
): Promise<OrderRatingsResponse> {
  const order = await visibleOrder(db, viewer, orderId);
  if (!isOrderParty(viewer, order)) throw forbidden(NOT_A_PARTY);
  const rows = await repo.listOrderRatings(db, orderId);
  const side = (type: RatingUserType) => {
    const row = rows.find((r) => r.userType === type);
    return row
      ? { rating: row.rating, feedback: row.feedback, createdAt: row.createdAt.toISOString() }
      : null;
  };
  return { client: side('client'), driver: side('driver') };
}
