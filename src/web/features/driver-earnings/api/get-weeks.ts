import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementSummaries } from '@domain/driver-pay';
import { apiParse } from '@web/lib/api';
import { earningsKeys } from './keys';

/** The driver's weeks with pay, newest first (the current week always among them). */
export const getWeeks = (driverId: number) =>
  apiParse(settlementSummaries, 'GET', `/api/driver-pay/drivers/${driverId}/weeks?limit=26`);

export const weeksQueryOptions = (driverId: number) =>
  queryOptions({ queryKey: earningsKeys.weeks(driverId), queryFn: () => getWeeks(driverId) });

export const useWeeks = (driverId: number) => useQuery(weeksQueryOptions(driverId));
