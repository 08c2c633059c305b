import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { withPendingSteps } from '@web/lib/outbox/pending';
import { useOutbox } from '@web/lib/outbox/use-outbox';
import { driverKeys } from './keys';

export const listActiveJobs = (driverId: number) =>
  apiParse(z.array(orderResponse), 'GET', `/api/orders/driver/${driverId}/active`);

export const activeJobsQueryOptions = (driverId: number) =>
  queryOptions({ queryKey: driverKeys.active(driverId), queryFn: () => listActiveJobs(driverId) });

/** The driver's jobs, with the steps still waiting in the outbox already applied. */
export function useActiveJobs(driverId: number) {
  const { entries } = useOutbox();
  const query = useQuery(activeJobsQueryOptions(driverId));
  const data = useMemo(() => query.data && withPendingSteps(query.data, entries), [query.data, entries]);
  return { ...query, data } as typeof query;
}
