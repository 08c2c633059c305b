import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { escalationResponse } from '@domain/auto-dispatch';
import { apiParse } from '@web/lib/api';
import { autoDispatchKeys } from './keys';

export const listEscalations = () =>
  apiParse(z.array(escalationResponse), 'GET', '/api/admin/auto-dispatch/escalations');

export const escalationsQueryOptions = () =>
  queryOptions({ queryKey: autoDispatchKeys.escalations(), queryFn: listEscalations });

export const useEscalations = (enabled = true) => useQuery({ ...escalationsQueryOptions(), enabled });
