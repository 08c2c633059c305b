import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverStatsResponse } from '@domain/driver';
import { apiParse } from '@web/lib/api';
import { driverKeys } from './keys';

export const getDriverStats = (driverId: number) =>
  apiParse(driverStatsResponse, 'GET', `/api/driver/stats/${driverId}`);

export const driverStatsQueryOptions = (driverId: number) =>
  queryOptions({ queryKey: driverKeys.stats(driverId), queryFn: () => getDriverStats(driverId) });

export const useDriverStats = (driverId: number) => useQuery(driverStatsQueryOptions(driverId));
