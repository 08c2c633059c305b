/**
 * TanStack Query defaults: cached data never goes stale and is never refetched on its
 * own (no window-focus refetch, no retry). Live freshness comes from websocket events that
 * invalidate the related keys, not from polling. A query key is the URL path, so
 * `useQuery({ queryKey: ['/api/orders', id] })` GETs `/api/orders/{id}`.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiJson } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Joins a query key into a path: ['/api/orders', 7, 'tracking'] -> '/api/orders/7/tracking'. */
export function keyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>('GET', keyToPath(queryKey));
    } catch (error) {
      // Only the session check wants a quiet null for "signed out"; every other read throws.
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.code === 'UNAUTHENTICATED')
        return null;
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
