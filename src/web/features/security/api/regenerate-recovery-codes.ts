import { useMutation } from '@tanstack/react-query';
import { recoveryCodesResponse, type RecoveryCodesRequest } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { useInvalidateSecurity } from './invalidate';

export const regenerateRecoveryCodes = (body: RecoveryCodesRequest) =>
  apiParse(recoveryCodesResponse, 'POST', '/api/auth/recovery-codes', body);

export function useRegenerateRecoveryCodes() {
  const invalidate = useInvalidateSecurity();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: invalidate });
}
