import type { QueryClient } from '@tanstack/react-query';
import { driverKeys } from './keys';

/**
 * Every figure a job's change can move: the job lists, the stat cards, the performance tab. Not
 * awaited by the mutations: the toast should not wait for three refetches.
 */
export function refreshDriverData(queryClient: QueryClient): void {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: driverKeys.orders }),
    queryClient.invalidateQueries({ queryKey: driverKeys.driver }),
  ]);
}
