import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementResponse } from '@domain/driver-pay';
import { apiParse } from '@web/lib/api';
import { earningsKeys } from './keys';

export const weekPath = (driverId: number, weekStart: string) =>
  `/api/driver-pay/drivers/${driverId}/weeks/${weekStart}`;

/** One week: its jobs with their pay, its days, adjustments and total. */
export const getWeek = (driverId: number, weekStart: string) =>
  apiParse(settlementResponse, 'GET', weekPath(driverId, weekStart));

export const weekQueryOptions = (driverId: number, weekStart: string) =>
  queryOptions({
    queryKey: earningsKeys.week(driverId, weekStart),
    queryFn: () => getWeek(driverId, weekStart),
  });

export const useWeek = (driverId: number, weekStart: string | null) =>
  useQuery({ ...weekQueryOptions(driverId, weekStart ?? ''), enabled: weekStart !== null });
