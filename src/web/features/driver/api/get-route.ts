import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverRouteResponse } from '@domain/driver-route';
import { apiParse } from '@web/lib/api';
import { driverKeys } from './keys';

export const getRoute = () => apiParse(driverRouteResponse, 'GET', '/api/driver/route');

export const routeQueryOptions = () =>
  queryOptions({ queryKey: driverKeys.route(), queryFn: getRoute, refetchInterval: 60_000 });

/** The driver's stops in driving order. */
export const useDriverRoute = () => useQuery(routeQueryOptions());
