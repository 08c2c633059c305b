/** Data of the security screen: one fetcher and hook per endpoint, types from @domain/auth. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  RecoveryCodesRequest,
  RecoveryCodesResponse,
  SecurityResponse,
  SessionInfo,
  ToggleTwoFactorRequest,
  ToggleTwoFactorResponse,
} from '@domain/auth';
import { apiJson } from '@web/lib/api';

export const SECURITY_KEY = ['/api/auth/security'] as const;
export const SESSIONS_KEY = ['/api/auth/sessions'] as const;

export function useSecurity() {
  return useQuery<SecurityResponse>({ queryKey: SECURITY_KEY });
}

export function useSessions() {
  return useQuery<{ sessions: SessionInfo[] }>({ queryKey: SESSIONS_KEY });
}

/** Each change below alters the overview or the session list, so both are refetched after it. */
function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
    ]);
}

export function useChangePassword() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiJson<{ message: string }>('POST', '/api/auth/change-password', body),
    onSuccess: invalidate,
  });
}

export function useToggleTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (body: ToggleTwoFactorRequest) =>
      apiJson<ToggleTwoFactorResponse>('POST', '/api/auth/toggle-2fa', body),
    onSuccess: (answer) => (answer.pending ? undefined : invalidate()),
  });
}

export function useRegenerateRecoveryCodes() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (body: RecoveryCodesRequest) =>
      apiJson<RecoveryCodesResponse>('POST', '/api/auth/recovery-codes', body),
    onSuccess: invalidate,
  });
}

export function useRevokeSession() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/auth/sessions/${id}`),
    onSuccess: invalidate,
  });
}
