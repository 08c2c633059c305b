import { useMutation } from '@tanstack/react-query';
import { toggleTwoFactorResponse, type ToggleTwoFactorRequest } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { useInvalidateSecurity } from './invalidate';

export const toggleTwoFactor = (body: ToggleTwoFactorRequest) =>
  apiParse(toggleTwoFactorResponse, 'POST', '/api/auth/toggle-2fa', body);

export function useToggleTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: toggleTwoFactor,
    onSuccess: (answer) => (answer.pending ? undefined : invalidate()),
  });
}
