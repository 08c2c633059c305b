import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsResponse } from '@domain/admin';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

export const getAdminStats = () => apiParse(adminStatsResponse, 'GET', '/api/admin/stats');

/** Live frames patch these figures (live-stats.ts) instead of refetching them each time. */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats, meta: { patchedLive: true } });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
