/** React's view of the outbox (outbox.ts): its state, and starting it for the signed-in driver. */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../query-roots';
import { getOutboxState, onOutboxSettled, startOutbox, subscribeOutbox, type OutboxState } from './outbox';

export function useOutbox(): OutboxState {
  return useSyncExternalStore(subscribeOutbox, getOutboxState, getOutboxState);
}

/**
 * Starts the driver's outbox (sending what waits from an earlier visit) and refreshes the job
 * screen's data as each waiting action is accepted or refused.
 */
export function useOutboxSync(userId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void startOutbox(userId);
  }, [userId]);
  useEffect(
    () =>
      onOutboxSettled(() => {
        void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
        void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.driver });
      }),
    [queryClient],
  );
}
