import { queryOptions, useQuery } from '@tanstack/react-query';
import { driversResponse } from '@domain/admin';
import { apiParse } from '@web/lib/api';
import { keyToPath } from '@web/lib/query-client';
import { adminKeys, type NearPoint } from './keys';

export const listDrivers = (near?: NearPoint) => {
  const key = adminKeys.drivers(near);
  return apiParse(driversResponse, 'GET', keyToPath(key));
};

export const driversQueryOptions = (near?: NearPoint) =>
  queryOptions({ queryKey: adminKeys.drivers(near), queryFn: () => listDrivers(near) });

export const useDrivers = (near?: NearPoint, enabled = true) =>
  useQuery({ ...driversQueryOptions(near), enabled });
