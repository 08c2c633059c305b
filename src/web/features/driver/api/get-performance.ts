import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverPerformanceResponse } from '@domain/driver';
import { apiParse } from '@web/lib/api';
import { driverKeys } from './keys';

export const getPerformance = (driverId: number) =>
  apiParse(driverPerformanceResponse, 'GET', `/api/driver/${driverId}/performance`);

export const performanceQueryOptions = (driverId: number) =>
  queryOptions({ queryKey: driverKeys.performance(driverId), queryFn: () => getPerformance(driverId) });

export const usePerformance = (driverId: number) => useQuery(performanceQueryOptions(driverId));
