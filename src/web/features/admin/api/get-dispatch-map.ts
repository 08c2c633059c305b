import { queryOptions, useQuery } from '@tanstack/react-query';
import { dispatchMapResponse } from '@domain/dispatch-map';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

export const getDispatchMap = () => apiParse(dispatchMapResponse, 'GET', '/api/admin/dispatch-map');

/**
 * Kept fresh by the live socket (use-dispatch-map-live.ts) and refetched each minute besides,
 * because deadline risk changes with the clock even when nothing else happens.
 */
export const dispatchMapQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dispatchMap(), queryFn: getDispatchMap, refetchInterval: 60_000 });

export const useDispatchMap = () => useQuery(dispatchMapQueryOptions());
