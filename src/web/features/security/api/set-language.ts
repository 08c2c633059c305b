import { useMutation } from '@tanstack/react-query';
import { meResponse, type LanguageRequest } from '@domain/auth';
import { apiParse } from '@web/lib/api';
import { authStore } from '@web/features/auth';

export const setLanguage = (body: LanguageRequest) => apiParse(meResponse, 'PUT', '/api/auth/language', body);

/** The answer is the user as the server now has it: the app switches language from that copy. */
export function useSetLanguage() {
  return useMutation({ mutationFn: setLanguage, onSuccess: (user) => authStore.set(user) });
}
