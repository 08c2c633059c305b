import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { useInvalidateSecurity } from './invalidate';

export const revokeSession = (id: number) => apiParse(messageResponse, 'DELETE', `/api/auth/sessions/${id}`);

export function useRevokeSession() {
  const invalidate = useInvalidateSecurity();
  return useMutation({ mutationFn: revokeSession, onSuccess: invalidate });
}
