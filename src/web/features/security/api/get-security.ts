import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityResponse } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { securityKeys } from './keys';

export const getSecurity = () => apiParse(securityResponse, 'GET', '/api/auth/security');

export const securityQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.overview(), queryFn: getSecurity });

export const useSecurity = () => useQuery(securityQueryOptions());
