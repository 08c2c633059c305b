import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsResponse } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { securityKeys } from './keys';

export const listSessions = () => apiParse(sessionsResponse, 'GET', '/api/auth/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.sessions(), queryFn: listSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
