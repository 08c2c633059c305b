import { useMutation } from '@tanstack/react-query';
import { meResponse, type LanguageRequest } from '@domain/auth';
import { toast } from '@web/components/ui/use-toast';
import { apiParse } from '@web/lib/api';
import { authStore } from '@web/lib/session';
import { loadCatalogue, resolveLanguage } from '@web/i18n';

export const setLanguage = (body: LanguageRequest) => apiParse(meResponse, 'PUT', '/api/auth/language', body);

/**
 * Saves the choice, then switches the app to it from the server's copy of the user. The new
 * language's messages are fetched first, so the screen never blanks while they load; the toast is
 * raised here, not by the caller, because the switch re-renders the caller.
 */
export function useSetLanguage() {
  return useMutation({
    mutationFn: async (body: LanguageRequest) => {
      const user = await setLanguage(body);
      const messages = await loadCatalogue(resolveLanguage(user.language, navigator.languages ?? []));
      return { user, saved: messages['language.saved'] };
    },
    onSuccess: ({ user, saved }) => {
      authStore.set(user);
      toast({ variant: 'success', title: saved });
    },
  });
}
