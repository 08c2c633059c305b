import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ChangePasswordRequest } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { useInvalidateSecurity } from './invalidate';

export const changePassword = (body: ChangePasswordRequest) =>
  apiParse(messageResponse, 'POST', '/api/auth/change-password', body);

export function useChangePassword() {
  const invalidate = useInvalidateSecurity();
  return useMutation({ mutationFn: changePassword, onSuccess: invalidate });
}
