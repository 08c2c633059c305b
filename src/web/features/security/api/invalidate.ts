import { useQueryClient } from '@tanstack/react-query';
import { securityKeys } from './keys';

/** Each change alters the overview or the session list, so both are refetched after it. */
export function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
      queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
    ]);
}
