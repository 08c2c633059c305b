import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { clientStatsSchemas } from '@web/lib/domain-schemas';
import { clientDashboardKeys } from './keys';

export const getClientStats = (clientId: number) =>
  apiParseLater(
    () => clientStatsSchemas().then((m) => m.clientStatsResponse),
    'GET',
    `/api/stats/client/${clientId}`,
  );

export const clientStatsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientDashboardKeys.clientStats(clientId),
    queryFn: () => getClientStats(clientId),
  });

export const useClientStats = (clientId: number) => useQuery(clientStatsQueryOptions(clientId));
