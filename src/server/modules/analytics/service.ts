/** Dispatch's analytics over a period: orders, revenue, drivers. */
import {
  businessDay,
  resolveAnalyticsRange,
  type AnalyticsQuery,
  type AnalyticsResponse,
} from '@domain/admin';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { analytics } from './repository';

export async function adminAnalytics(
  db: Db,
  query: AnalyticsQuery,
  now: Date = new Date(),
): Promise<AnalyticsResponse> {
  const range = resolveAnalyticsRange(query, businessDay(now));
  if ('message' in range) throw badRequest(range.message, [{ path: range.path, message: range.message }]);
  return analytics(db, range.from, range.to);
}
