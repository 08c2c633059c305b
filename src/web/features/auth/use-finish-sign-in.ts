import { useLocation } from 'wouter';
import type { SessionUser } from '@domain/auth';
import { loadQueryClient } from '@web/lib/query-client-later';
import { ME_KEY } from '@web/lib/session';
import { authStore } from '@web/lib/session';
import { homeFor } from './roles';

/** The redirect after sign-in waits 100 ms so the success toast is seen first. */
const SIGN_IN_REDIRECT_MS = 100;

/** Stores the user and sends it to its role's landing page. */
export function useFinishSignIn() {
  const [, navigate] = useLocation();
  return (user: SessionUser) => {
    setTimeout(() => {
      // Anything cached belonged to whoever used this tab before: emptied before the next screen
      // reads (the cache is not part of the sign-in page's first load, hence the wait for it).
      void loadQueryClient()
        .then(
          (queryClient) => {
            queryClient.clear();
            queryClient.setQueryData(ME_KEY, user);
          },
          () => undefined,
        )
        .then(() => {
          authStore.set(user);
          navigate(homeFor(user.role, user.organizationRole), { replace: true });
        });
    }, SIGN_IN_REDIRECT_MS);
  };
}
