import { useQueryClient } from '@tanstack/react-query';
import { addressBookKeys } from './keys';

/** After any write: both lists, because a template answers the saved places it names. */
export function useRefreshBook() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: addressBookKeys.places() }),
      queryClient.invalidateQueries({ queryKey: addressBookKeys.templates() }),
    ]);
}
