import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsResponse } from '@domain/admin';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

export const getAdminStats = () => apiParse(adminStatsResponse, 'GET', '/api/admin/stats');

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
