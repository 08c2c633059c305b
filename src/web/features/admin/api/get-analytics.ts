import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsResponse } from '@domain/admin';
import { apiParse } from '@web/lib/api';
import { keyToPath } from '@web/lib/query-client';
import { adminKeys } from './keys';

type Range = { from: string; to: string };

export const getAnalytics = (range: Range | null) =>
  apiParse(analyticsResponse, 'GET', keyToPath(adminKeys.analytics(range)));

export const analyticsQueryOptions = (range: Range | null) =>
  queryOptions({ queryKey: adminKeys.analytics(range), queryFn: () => getAnalytics(range) });

/** The figures of one date range; the previous range's stay on screen while the next loads. */
export const useAnalytics = (range: Range | null) =>
  useQuery({ ...analyticsQueryOptions(range), enabled: range !== null, placeholderData: keepPreviousData });
