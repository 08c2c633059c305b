import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigResponse } from '@domain/public-config';
import { apiParse } from '@web/lib/api';
import { mapKeys } from './keys';

export const getPublicConfig = () => apiParse(publicConfigResponse, 'GET', '/api/public-config');

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.publicConfig(), queryFn: getPublicConfig });

/** The optional tile server. Null means offline outlines only. */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
