import { useEffect } from 'react';
import { usePageTitle } from '@web/lib/use-page-title';
import { preloadAuthForms } from './deferred';
import { LoginFrame } from './LoginFrame';
import { SignInCard } from './SignInCard';
import { SignUpCard } from './SignUpCard';

/** Sign-in and sign-up side by side on wide screens, stacked on narrow ones. */
export function LoginPage() {
  usePageTitle('Sign In');
  useEffect(preloadAuthForms, []);
  return (
    <LoginFrame>
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <SignInCard />
        <SignUpCard />
      </div>
    </LoginFrame>
  );
}
