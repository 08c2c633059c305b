import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { availableJobResponse } from '@domain/driver';
import { apiParse } from '@web/lib/api';
import { driverKeys } from './keys';

export const listAvailableJobs = () =>
  apiParse(z.array(availableJobResponse), 'GET', '/api/orders/available');

export const availableJobsQueryOptions = () =>
  queryOptions({ queryKey: driverKeys.available(), queryFn: listAvailableJobs });

export const useAvailableJobs = () => useQuery(availableJobsQueryOptions());
