import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientStatsResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { clientDashboardKeys } from './keys';

export const getClientStats = (clientId: number) =>
  apiParse(clientStatsResponse, 'GET', `/api/stats/client/${clientId}`);

export const clientStatsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientDashboardKeys.clientStats(clientId),
    queryFn: () => getClientStats(clientId),
  });

export const useClientStats = (clientId: number) => useQuery(clientStatsQueryOptions(clientId));
