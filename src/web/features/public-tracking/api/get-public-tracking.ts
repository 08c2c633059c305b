import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicTrackingResponse } from '@domain/public-tracking';
import { apiParse, errorCode } from '@web/lib/api';
import { publicTrackingKeys } from './keys';

/** The refresh rate for the public page. */
export const POLL_MS = 10_000;

/** GET /api/public/track/{token}, signed out. */
export const getPublicTracking = (token: string) =>
  apiParse(publicTrackingResponse, 'GET', `/api/public/track/${encodeURIComponent(token)}`);

export const publicTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicTrackingKeys.track(token),
    queryFn: () => getPublicTracking(token),
    // A dead link stays dead: stop asking once the server says 404; keep trying through network blips.
    refetchInterval: (query) => (errorCode(query.state.error) === 'NOT_FOUND' ? false : POLL_MS),
  });

export const usePublicTracking = (token: string) => useQuery(publicTrackingQueryOptions(token));
