import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverApprovalsResponse } from '@domain/driver-vetting';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

export const listPendingDrivers = () =>
  apiParse(driverApprovalsResponse, 'GET', '/api/drivers/applications?status=pending');

export const pendingDriversQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pendingDrivers(), queryFn: listPendingDrivers });

/** Driver vetting in the console: the applications waiting for a decision. */
export const usePendingDrivers = () => useQuery(pendingDriversQueryOptions());
